import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/schemas/auth-limits';
import type { SignUpInput } from '~/schemas/auth';

import { UNEXPECTED_ERROR_MESSAGE } from './sign-in';
import type { FieldErrors } from './use-field-errors';

/*
 * Creating an account from the public sign-up page. The page carries no tRPC client, superjson
 * or zod (first-load budget), so this calls `auth.signUp` over plain HTTP in tRPC's wire format:
 * POST /api/trpc/auth.signUp with the input as `{"json": …}`; an error comes back as
 * `{"error": {"json": {message, data: {code, httpStatus, fieldErrors}}}}`.
 */

export const SIGN_UP_URL = '/api/trpc/auth.signUp';

/** Shown beside the password field, from the same constants the server's schema checks. */
export const PASSWORD_RULES = `At least ${PASSWORD_MIN_LENGTH} characters, at most ${PASSWORD_MAX_LENGTH}.`;

export type SignUpField = keyof SignUpInput;

const SIGN_UP_FIELDS: readonly SignUpField[] = ['fullName', 'email', 'password'];

export type SignUpOutcome =
  | { ok: true }
  /** `message` is for the alert above the form; null when the field errors say it all. */
  | { ok: false; message: string | null; fieldErrors: FieldErrors<SignUpField> };

interface TrpcErrorBody {
  error?: {
    json?: {
      message?: unknown;
      data?: { code?: unknown; fieldErrors?: Record<string, unknown> | null };
    };
  };
}

function isSignUpField(name: string): name is SignUpField {
  return SIGN_UP_FIELDS.includes(name as SignUpField);
}

/** The first message the server gave each field of the form. */
function formFieldErrors(
  fieldErrors: Record<string, unknown> | null | undefined,
): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (isSignUpField(name) && typeof first === 'string') errors[name] = first;
  }
  return errors;
}

/**
 * What a refused sign-up shows: what the server says of a field (a taken email, the schema's
 * complaints) beside it, any other refusal's own message (e.g. sign-up turned off) in the alert.
 * A server failure (5xx) or an unreadable answer shows only the generic message: its text is not
 * written for visitors.
 */
export function signUpFailure(
  status: number,
  body: unknown,
): Extract<SignUpOutcome, { ok: false }> {
  const error = (body as TrpcErrorBody | null)?.error?.json;
  const message = typeof error?.message === 'string' ? error.message : null;
  if (status >= 500 || !message) {
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE, fieldErrors: {} };
  }
  const fieldErrors = formFieldErrors(error?.data?.fieldErrors);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, message: null, fieldErrors };
  return { ok: false, message, fieldErrors: {} };
}

/** Asks the server to create the account; it does not sign in. */
export async function createAccount(input: SignUpInput): Promise<SignUpOutcome> {
  let response: Response;
  try {
    response = await fetch(SIGN_UP_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ json: input }),
    });
  } catch {
    return signUpFailure(0, null);
  }
  if (response.ok) return { ok: true };
  return signUpFailure(response.status, await response.json().catch(() => null));
}
