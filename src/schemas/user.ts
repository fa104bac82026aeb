import { z } from 'zod';

import { passwordSchema, signUpInput } from './auth';
import { idSchema, pageInput } from './common';

export const listUsersInput = pageInput.extend({
  /** Words of a name or an email address; empty lists everyone. */
  search: z.string().trim().max(200, 'Search must be at most 200 characters.').default(''),
});
export type ListUsersInput = z.infer<typeof listUsersInput>;

/** A new account: without a password, a temporary one is made and shown once. */
export const createUserInput = signUpInput.extend({
  password: passwordSchema.optional(),
  systemAdmin: z.boolean().default(false),
});
export type CreateUserInput = z.infer<typeof createUserInput>;

export const userIdInput = z.object({ userId: idSchema });
export type UserIdInput = z.infer<typeof userIdInput>;

export const setSystemAdminInput = userIdInput.extend({ systemAdmin: z.boolean() });
export type SetSystemAdminInput = z.infer<typeof setSystemAdminInput>;

export const setDisabledInput = userIdInput.extend({ disabled: z.boolean() });
export type SetDisabledInput = z.infer<typeof setDisabledInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: passwordSchema,
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    message: 'Choose a password other than the current one.',
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const setNotifyContactMessagesInput = z.object({ notify: z.boolean() });
export type SetNotifyContactMessagesInput = z.infer<typeof setNotifyContactMessagesInput>;
