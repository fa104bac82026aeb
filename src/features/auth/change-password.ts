import type { ChangePasswordInput } from '~/schemas/user';

import { postForm, type FormOutcome } from './post-form';

export const CHANGE_PASSWORD_URL = '/api/trpc/user.changePassword';

export type ChangePasswordField = keyof ChangePasswordInput;

const CHANGE_PASSWORD_FIELDS: readonly ChangePasswordField[] = ['currentPassword', 'newPassword'];

/** Changes the signed-in user's password; every session of the account ends, this one too. */
export function changeOwnPassword(
  input: ChangePasswordInput,
): Promise<FormOutcome<ChangePasswordField>> {
  return postForm(CHANGE_PASSWORD_URL, input, CHANGE_PASSWORD_FIELDS);
}
