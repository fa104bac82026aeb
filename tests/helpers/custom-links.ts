/** Custom links as the staged-link tests of series and series items look at them. */
import type { Db } from '~/server/db';

import type { CustomLinkOwnerColumn } from './content-factories';
import { withRefusingTrigger } from './refusing-trigger';

/** The owner's links in display order: name, URL and position. */
export function stagedLinksOf(db: Db, owner: CustomLinkOwnerColumn) {
  return db.customLink.findMany({
    where: owner,
    orderBy: { displayOrder: 'asc' },
    select: { linkName: true, linkUrl: true, displayOrder: true },
  });
}

/** A link of this name makes the database refuse the insert (see withLinkRefusingTrigger). */
export const REFUSED_LINK_NAME = 'refused by trigger';
export const REFUSED_LINK_ERROR = 'test trigger refused the link';

/**
 * Runs `test` while a trigger makes PostgreSQL refuse every link named REFUSED_LINK_NAME, so a
 * test can prove a multi-row write leaves nothing behind.
 */
export function withLinkRefusingTrigger(db: Db, test: () => Promise<void>): Promise<void> {
  return withRefusingTrigger(
    db,
    {
      table: 'custom_links',
      when: `NEW.link_name = '${REFUSED_LINK_NAME}'`,
      message: REFUSED_LINK_ERROR,
    },
    test,
  );
}
