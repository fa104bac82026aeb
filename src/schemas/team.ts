import { z } from 'zod';

import { SLUG_PATTERN } from '~/lib/slugify';

import { emailSchema } from './auth';

export const teamRoles = ['member', 'admin', 'owner'] as const;
export const teamRoleSchema = z.enum(teamRoles, {
  message: 'Role must be member, admin or owner.',
});

export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Enter a slug.')
  .max(100, 'Slug should be at most 100 characters.')
  .regex(SLUG_PATTERN, 'Use lowercase letters, digits and single hyphens only.');

const teamId = z.uuid('teamId must be a team id');

export const createTeamSchema = z.object({
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

export const teamBySlugSchema = z.object({ slug: z.string().trim().min(1, 'Enter a slug.') });

export const addTeamMemberSchema = z.object({
  teamId,
  email: emailSchema,
  role: teamRoleSchema.default('member'),
});

export const changeTeamRoleSchema = z.object({
  teamId,
  userId: z.uuid('userId must be a user id'),
  role: teamRoleSchema,
});

export const removeTeamMemberSchema = z.object({
  teamId,
  userId: z.uuid('userId must be a user id'),
});

export type CreateTeamInput = z.infer<typeof createTeamSchema>;
export type AddTeamMemberInput = z.infer<typeof addTeamMemberSchema>;
export type ChangeTeamRoleInput = z.infer<typeof changeTeamRoleSchema>;
export type RemoveTeamMemberInput = z.infer<typeof removeTeamMemberSchema>;
