/**
 * What a server does with a database that has no account yet. Demo content and its published
 * demo accounts belong to `npm run dev` only: a production server (`npm start`) starts with no
 * account and prints a one-time link to the setup screen, where its owner creates the first
 * administrator and team (or they use the command line).
 */
import { seedDemoContent, withAppDb } from './app-db';

export type ServerMode = 'dev' | 'build' | 'start';

export type FirstRun = 'seed-demo' | 'offer-setup' | 'nothing';

export const SETUP_PATH = '/setup';

/** What `npm start` prints on a database without accounts, around the setup link. */
export function firstAdminHelp(setupLink: string): string {
  return [
    'This site has no account yet. Open this one-time link to create the first administrator and team:',
    `  ${setupLink}`,
    'Or create the first administrator from the command line:',
    '  npm run user -- create --email you@example.com --name "Your Name" --admin',
  ].join('\n');
}

/** The plan for a database with `userCount` accounts under `mode`. */
export function firstRunPlan(mode: ServerMode, userCount: number): FirstRun {
  if (userCount > 0 || mode === 'build') return 'nothing';
  return mode === 'dev' ? 'seed-demo' : 'offer-setup';
}

/**
 * Carries out firstRunPlan on the database at `url` for the site at `siteUrl` (where the
 * setup link points); answers what it did.
 */
export async function prepareFirstRun(
  url: string,
  mode: ServerMode,
  siteUrl: string,
): Promise<FirstRun> {
  return withAppDb(url, async (db) => {
    const plan = firstRunPlan(mode, await db.user.count());
    if (plan === 'seed-demo') {
      console.log('Fresh database: adding the demo content…');
      await seedDemoContent(db);
    }
    if (plan === 'offer-setup') {
      const { issueSetupToken } = await import('../../src/server/modules/setup/setup.service');
      const token = await issueSetupToken(db);
      if (token) {
        const link = new URL(`${SETUP_PATH}?token=${token}`, siteUrl).toString();
        console.log(`\n${firstAdminHelp(link)}\n`);
      }
    }
    return plan;
  });
}
