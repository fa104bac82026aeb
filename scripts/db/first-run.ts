/**
 * What a server does with a database that has no account yet. Demo content and its published
 * demo accounts belong to `npm run dev` only: a production server (`npm start`) starts with no
 * account and says how to create the first administrator.
 */
import { seedDemoContent, withAppDb } from './app-db';

export type ServerMode = 'dev' | 'build' | 'start';

export type FirstRun = 'seed-demo' | 'explain-first-admin' | 'nothing';

export const FIRST_ADMIN_HELP = [
  'This database has no account yet. Create the first administrator with:',
  '  npm run user -- create --email you@example.com --name "Your Name" --admin',
].join('\n');

/** The plan for a database with `userCount` accounts under `mode`. */
export function firstRunPlan(mode: ServerMode, userCount: number): FirstRun {
  if (userCount > 0 || mode === 'build') return 'nothing';
  return mode === 'dev' ? 'seed-demo' : 'explain-first-admin';
}

/** Carries out firstRunPlan on the database at `url`; answers what it did. */
export async function prepareFirstRun(url: string, mode: ServerMode): Promise<FirstRun> {
  return withAppDb(url, async (db) => {
    const plan = firstRunPlan(mode, await db.user.count());
    if (plan === 'seed-demo') {
      console.log('Fresh database: adding the demo content…');
      await seedDemoContent(db);
    }
    if (plan === 'explain-first-admin') console.log(`\n${FIRST_ADMIN_HELP}\n`);
    return plan;
  });
}
