import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
// argon2 accepts any length; the cap only keeps a hash request from becoming a denial of service.
export const PASSWORD_MAX_LENGTH = 256;

/** Trimmed and lower-cased, so one address always finds one account. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address.'));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password should be at most ${PASSWORD_MAX_LENGTH} characters.`);

const fullNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your full name.')
  .max(100, 'Full name should be at most 100 characters.');

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

export const setPasswordInput = z.object({ email: emailSchema, password: passwordSchema });
export type SetPasswordInput = z.infer<typeof setPasswordInput>;
