import { absoluteUrl } from '~/lib/site-url';

import type { RecipientLinks } from './recipient-links';

/** The page where a follower manages what they follow; the token is theirs alone. */
export function managePageUrl(subscriberId: string, manageToken: string): string {
  return absoluteUrl(`/follow/manage?token=${subscriberId}.${manageToken}`);
}

/** RFC 8058 one-click unsubscribe of one follow: a POST to it ends the follow at once. */
export function oneClickUnsubscribeUrl(followId: string, manageToken: string): string {
  return absoluteUrl(`/api/follow/unsubscribe?token=${followId}.${manageToken}`);
}

export function followerLinks(follow: {
  id: string;
  subscriber: { id: string; manageToken: string };
}): RecipientLinks {
  return {
    manage: managePageUrl(follow.subscriber.id, follow.subscriber.manageToken),
    unsubscribe: oneClickUnsubscribeUrl(follow.id, follow.subscriber.manageToken),
  };
}
