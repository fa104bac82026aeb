import type { Tx } from '~/server/db';

import type { MessageAbout } from './enqueue';
import { emailFollowersOnPublish } from './follower-emails';
import { announcePublishedToWebhooks } from './webhooks/published-events';

/** What a publish path knows of the record it wrote, and whether it was public before. */
export interface PublishChange<Row> {
  row: Row;
  wasPublished: boolean;
  /** Whether the person (or the schedule they set) asked to email the followers. */
  wanted: boolean;
}

/**
 * Every way a post, series item or project goes public (created published, saved published,
 * 'Publish now', the schedule's job) ends here, in its transaction: the team's webhooks hear of
 * it, and a post's or item's followers are emailed when that was asked for (once per record).
 */
export async function onPublish<
  Row extends { id: string; published: boolean; followersEmailedAt?: Date | null },
>(tx: Tx, type: MessageAbout['type'], change: PublishChange<Row>): Promise<Row> {
  const { row, wasPublished } = change;
  if (wasPublished || !row.published) return row;
  await announcePublishedToWebhooks(tx, { type, id: row.id });
  if (type === 'project') return row;
  return emailFollowersOnPublish(tx, type, {
    ...change,
    row: { ...row, followersEmailedAt: row.followersEmailedAt ?? null },
  });
}
