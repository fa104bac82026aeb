import type { Db } from '~/server/db';

/**
 * Runs `test` while a trigger makes PostgreSQL refuse every insert into `table` for which `when`
 * (SQL over NEW) holds, so a test can force a failure inside a transaction and prove that nothing
 * of it stays behind. The trigger is dropped afterwards.
 */
export async function withRefusingTrigger(
  db: Db,
  { table, when, message }: { table: string; when: string; message: string },
  test: () => Promise<void>,
): Promise<void> {
  const name = `refuse_test_${table}`;
  await db.$executeRawUnsafe(`
    CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF ${when} THEN RAISE EXCEPTION '${message}'; END IF;
      RETURN NEW;
    END $$`);
  await db.$executeRawUnsafe(
    `CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`,
  );
  try {
    await test();
  } finally {
    await db.$executeRawUnsafe(`DROP TRIGGER ${name} ON ${table}`);
    await db.$executeRawUnsafe(`DROP FUNCTION ${name}()`);
  }
}
