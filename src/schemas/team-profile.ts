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

export const createTeamProfileInput = teamProfileFields;
export type CreateTeamProfileInput = z.infer<typeof createTeamProfileInput>;

export const updateTeamProfileInput = teamProfileFields.extend({ id: idSchema });
export type UpdateTeamProfileInput = z.infer<typeof updateTeamProfileInput>;

export const teamProfileIdInput = z.object({ id: idSchema });
export type TeamProfileIdInput = z.infer<typeof teamProfileIdInput>;

/** Public list (About page): every profile, or one team's, a page at a time. */
export const listTeamProfilesInput = pageInput.extend({ teamId: idSchema.nullish() }).prefault({});
export type ListTeamProfilesInput = z.infer<typeof listTeamProfilesInput>;

/** Every profile of the team, each once, in the new order. */
export const reorderTeamProfilesInput = z.object({
  ids: z.array(idSchema).max(500, 'At most 500 profiles.'),
});
export type ReorderTeamProfilesInput = z.infer<typeof reorderTeamProfilesInput>;
