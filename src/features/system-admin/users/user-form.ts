import { z } from 'zod';

import { passwordSchema } from '~/schemas/auth';
import { createUserInput } from '~/schemas/user';

/** The 'New User' form: an empty password asks the server for a temporary one. */
export const newUserFormSchema = createUserInput.extend({
  password: z.union([z.literal(''), passwordSchema]),
});
export type NewUserFormValues = z.input<typeof newUserFormSchema>;

export const NEW_USER_FORM_FIELDS = [
  'fullName',
  'email',
  'password',
] as const satisfies readonly (keyof NewUserFormValues)[];

export const EMPTY_NEW_USER: NewUserFormValues = {
  fullName: '',
  email: '',
  password: '',
  systemAdmin: false,
};
