import { z } from 'zod';

import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-limits';

/** Trimmed and lower-cased, so one address always finds one account. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, `Email should be at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email('Enter a valid email address.'));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password should be at most ${PASSWORD_MAX_LENGTH} characters.`);

const fullNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your full name.')
  .max(FULL_NAME_MAX_LENGTH, `Full name should be at most ${FULL_NAME_MAX_LENGTH} characters.`);

export const signInInput = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password.'),
});
export type SignInInput = z.infer<typeof signInInput>;

export const signUpInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  fullName: fullNameSchema,
});
export type SignUpInput = z.infer<typeof signUpInput>;

/** The token of an emailed link (password reset, invitation): 43 characters as issued; bounded. */
export const linkTokenSchema = z.string().min(1).max(200);

export const requestPasswordResetInput = z.object({ email: emailSchema });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInput>;

/** A new password from a reset link, typed twice: the change-password form's rules. */
export const resetPasswordInput = z
  .object({
    token: linkTokenSchema,
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((input) => input.confirmPassword === input.newPassword, {
    message: 'The passwords do not match.',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** The account an invitation opens: the address is the invitation's own. */
export const acceptInvitationInput = z.object({
  token: linkTokenSchema,
  fullName: fullNameSchema,
  password: passwordSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;
