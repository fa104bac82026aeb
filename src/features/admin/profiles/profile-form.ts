import type { z } from 'zod';

import { createTeamProfileInput } from '~/schemas/team-profile';
import type { RouterOutputs } from '~/utils/api';

export type AdminProfile = RouterOutputs['teamProfile']['list']['items'][number];

/** The profile dialog's form: the create call's input (the team is the current one). */
export const profileFormSchema = createTeamProfileInput;
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** Fields whose server errors are shown beside them. */
export const PROFILE_FORM_FIELDS = [
  'name',
  'role',
  'bio',
  'photoUrl',
  'githubUrl',
  'linkedinUrl',
  'twitterUrl',
] as const satisfies readonly (keyof ProfileFormValues)[];

export function emptyProfileForm(): ProfileFormValues {
  return {
    name: '',
    role: '',
    bio: '',
    photoUrl: '',
    githubUrl: '',
    linkedinUrl: '',
    twitterUrl: '',
  };
}

/** An edit form prefilled from the profile; what it lacks becomes an empty string. */
export function profileFormFrom(profile: AdminProfile): ProfileFormValues {
  return {
    name: profile.name,
    role: profile.role,
    bio: profile.bio ?? '',
    photoUrl: profile.photoUrl ?? '',
    githubUrl: profile.githubUrl ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
    twitterUrl: profile.twitterUrl ?? '',
  };
}
