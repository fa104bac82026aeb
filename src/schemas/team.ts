import { z } from 'zod';

import { SLUG_PATTERN } from '~/lib/slugify';

import { emailSchema } from './auth';
import { pageInput } from './common';

export const teamRoles = ['member', 'admin', 'owner'] as const;
const teamRoleSchema = z.enum(teamRoles, {
  message: 'Role must be member, admin or owner.',
});

export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Enter a slug.')
  .max(100, 'Slug should be at most 100 characters.')
  .regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens only.');

export const createTeamInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a team name.')
    .max(100, 'Team name should be at most 100 characters.'),
  /** Optional: derived from the name when absent or empty. */
  slug: z.union([z.literal(''), slugSchema]).optional(),
  description: z
    .string()
    .trim()
    .max(1000, 'Description should be at most 1000 characters.')
    .optional(),
});

export type CreateTeamInput = z.infer<typeof createTeamInput>;

/** The team a team procedure runs on: every such procedure's input carries it. */
export const teamIdInput = z.object({ teamId: z.uuid('teamId must be a team id') });
export type TeamIdInput = z.infer<typeof teamIdInput>;

export const teamBySlugInput = z.object({ slug: z.string().trim().min(1, 'Enter a slug.') });
export type TeamBySlugInput = z.infer<typeof teamBySlugInput>;

const memberUserId = z.uuid('userId must be a user id');

/** The team itself comes from the procedure's `teamId`, as for every team procedure. */
export const addTeamMemberInput = z.object({
  email: emailSchema,
  role: teamRoleSchema.default('member'),
});
export type AddTeamMemberInput = z.infer<typeof addTeamMemberInput>;

export const changeTeamRoleInput = z.object({ userId: memberUserId, role: teamRoleSchema });
export type ChangeTeamRoleInput = z.infer<typeof changeTeamRoleInput>;

export const invitationIdInput = z.object({
  invitationId: z.uuid('invitationId must be an invitation id'),
});
export type InvitationIdInput = z.infer<typeof invitationIdInput>;

export const removeTeamMemberInput = z.object({ userId: memberUserId });
export type RemoveTeamMemberInput = z.infer<typeof removeTeamMemberInput>;

export const listTeamsInput = pageInput.extend({
  /** Words of a name or a slug; empty lists every team. */
  search: z.string().trim().max(200, 'Search must be at most 200 characters.').default(''),
});
export type ListTeamsInput = z.infer<typeof listTeamsInput>;

/** A team's own fields; the team itself is the procedure's `teamId`. */
export const updateTeamInput = z.object({
  name: createTeamInput.shape.name,
  slug: slugSchema,
  description: createTeamInput.shape.description,
});
export type UpdateTeamInput = z.infer<typeof updateTeamInput>;
