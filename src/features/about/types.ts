import type { Serialized } from '~/server/trpc/server-caller';
import type { RouterOutputs } from '~/utils/api';

/** A profile as `teamProfile.list` delivers it, in page props. */
export type TeamProfileSummary = Serialized<RouterOutputs['teamProfile']['list']['items'][number]>;

/** What a card of the team-member grid shows of a profile. */
export type TeamProfile = Pick<
  TeamProfileSummary,
  'id' | 'name' | 'role' | 'bio' | 'photoUrl' | 'githubUrl' | 'linkedinUrl' | 'twitterUrl'
>;
