import { z } from 'zod';

import {
  idSchema,
  optionalHttpUrl,
  optionalText,
  optionalMediaUrl,
  pageInput,
  requiredText,
} from './common';

export const teamProfileFields = z.object({
  name: requiredText('Name', 200),
  role: requiredText('Role', 200),
  bio: optionalText(5000),
  photoUrl: optionalMediaUrl,
  githubUrl: optionalHttpUrl,
  linkedinUrl: optionalHttpUrl,
  twitterUrl: optionalHttpUrl,
});
export type TeamProfileFields = z.output<typeof teamProfileFields>;

export const createTeamProfileInput = teamProfileFields;
export const updateTeamProfileInput = teamProfileFields.extend({ id: idSchema });
export const teamProfileIdInput = z.object({ id: idSchema });
/** Public list (About page): every profile, or one team's, a page at a time. */
export const teamProfileListInput = pageInput.extend({ teamId: idSchema.nullish() }).prefault({});
export type TeamProfileListInput = z.output<typeof teamProfileListInput>;
/** The team's profile ids in their new order; order_index becomes each id's position. */
export const reorderTeamProfilesInput = z.object({
  ids: z
    .array(idSchema)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'Each profile may appear only once.'),
});
