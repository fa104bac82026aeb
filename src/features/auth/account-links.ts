import type {
  AcceptInvitationInput,
  RequestPasswordResetInput,
  ResetPasswordInput,
} from '~/schemas/auth';

import { postForm, type FormOutcome } from './post-form';

/* The calls of the pages emailed links lead to, and of the page that asks for one. */

/** The one answer to a reset request, whether an account uses the address or not. */
export const RESET_LINK_SENT =
  'If an account uses that address, we have emailed a link to reset its password. It works for one hour.';

export type ResetRequestField = keyof RequestPasswordResetInput;
export type ResetPasswordField = Exclude<keyof ResetPasswordInput, 'token'>;
export type AcceptInvitationField = Exclude<keyof AcceptInvitationInput, 'token'>;

export function requestResetLink(
  input: RequestPasswordResetInput,
): Promise<FormOutcome<ResetRequestField>> {
  return postForm('/api/trpc/auth.requestPasswordReset', input, ['email']);
}

export function resetPassword(input: ResetPasswordInput): Promise<FormOutcome<ResetPasswordField>> {
  return postForm('/api/trpc/auth.resetPassword', input, ['newPassword', 'confirmPassword']);
}

export function acceptInvitation(
  input: AcceptInvitationInput,
): Promise<FormOutcome<AcceptInvitationField>> {
  return postForm('/api/trpc/auth.acceptInvitation', input, ['fullName', 'password']);
}
