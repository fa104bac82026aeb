import type { TeamProfile } from './types';

/**
 * Only what a team-member card shows. Runs on the server for page props and in the browser for
 * the pages 'Load more' fetches.
 */
export function toTeamMemberCard(profile: TeamProfile): TeamProfile {
  return {
    id: profile.id,
    name: profile.name,
    role: profile.role,
    bio: profile.bio,
    photoUrl: profile.photoUrl,
    githubUrl: profile.githubUrl,
    linkedinUrl: profile.linkedinUrl,
    twitterUrl: profile.twitterUrl,
  };
}
