/** Custom links as the staged-link tests of series and series items look at them. */
import type { Db } from '~/server/db';

import type { CustomLinkOwnerColumn } from './content-factories';

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
 * test can prove a multi-row write leaves nothing behind; the trigger is dropped afterwards.
 */
export async function withLinkRefusingTrigger(db: Db, test: () => Promise<void>): Promise<void> {
  await db.$executeRawUnsafe(`
    CREATE FUNCTION refuse_test_link() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.link_name = '${REFUSED_LINK_NAME}' THEN RAISE EXCEPTION '${REFUSED_LINK_ERROR}'; END IF;
      RETURN NEW;
    END $$`);
  await db.$executeRawUnsafe(
    'CREATE TRIGGER refuse_test_link BEFORE INSERT ON custom_links FOR EACH ROW EXECUTE FUNCTION refuse_test_link()',
  );
  try {
    await test();
  } finally {
    await db.$executeRawUnsafe('DROP TRIGGER refuse_test_link ON custom_links');
    await db.$executeRawUnsafe('DROP FUNCTION refuse_test_link()');
  }
}
