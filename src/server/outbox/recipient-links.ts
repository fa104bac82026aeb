import { randomBytes } from 'node:crypto';

/** The links each follower's copy of an email carries: their own, so they are added at sending. */
export type RecipientLinks = Record<'manage' | 'unsubscribe', string>;

/**
 * Stand-ins for a follower's own links, rendered into a message once for all its recipients and
 * replaced in each copy as it is sent. The marker is drawn when the message is written, so no
 * text a person wrote earlier can hold a stand-in.
 */
export function recipientPlaceholders(): { marker: string; links: RecipientLinks } {
  const marker = randomBytes(12).toString('hex');
  return {
    marker,
    links: { manage: stand(marker, 'manage'), unsubscribe: stand(marker, 'unsubscribe') },
  };
}

const stand = (marker: string, link: string) => `https://recipient.invalid/${marker}/${link}`;

// The links replace stand-ins inside HTML attributes as they are: they must need no escaping.
const attributeSafe = /^[\w\-.~:/?=%]+$/;

/** One recipient's copy of a message's HTML or text: the stand-ins become their links. */
export function withRecipientLinks(body: string, marker: string, links: RecipientLinks): string {
  let personal = body;
  for (const [name, url] of Object.entries(links)) {
    if (!attributeSafe.test(url)) throw new Error(`A recipient link must need no escaping: ${url}`);
    personal = personal.replaceAll(stand(marker, name), url);
  }
  return personal;
}
