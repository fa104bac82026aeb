import { z } from 'zod';

import { signUpInput } from './auth';
import { createTeamInput, slugSchema } from './team';

/** The one-time token of the setup link: 43 base64url characters as issued; bounded anyway. */
export const setupTokenSchema = z.string().min(1).max(200);

/** The fresh install's first administrator and first team, from the setup screen. */
export const completeSetupInput = signUpInput.extend({
  token: setupTokenSchema,
  teamName: createTeamInput.shape.name,
  teamSlug: slugSchema,
});
export type CompleteSetupInput = z.infer<typeof completeSetupInput>;
