import type { SignUpInput } from '~/schemas/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/schemas/auth-limits';

import { formFailure, postForm, type FormOutcome } from './post-form';

/* Creating an account from the public sign-up page: `auth.signUp`, sent by postForm. */

export const SIGN_UP_URL = '/api/trpc/auth.signUp';

/** Shown beside the password field, from the same constants the server's schema checks. */
export const PASSWORD_RULES = `At least ${PASSWORD_MIN_LENGTH} characters, at most ${PASSWORD_MAX_LENGTH}.`;

export type SignUpField = keyof SignUpInput;
export type SignUpOutcome = FormOutcome<SignUpField>;

const SIGN_UP_FIELDS: readonly SignUpField[] = ['fullName', 'email', 'password'];

/**
 * What a refused sign-up shows: a taken email or the schema's complaints beside the field, any
 * other refusal's own message (e.g. sign-up turned off) in the alert.
 */
export function signUpFailure(status: number, body: unknown) {
  return formFailure(status, body, SIGN_UP_FIELDS);
}

/** Asks the server to create the account; it does not sign in. */
export function createAccount(input: SignUpInput): Promise<SignUpOutcome> {
  return postForm(SIGN_UP_URL, input, SIGN_UP_FIELDS);
}
