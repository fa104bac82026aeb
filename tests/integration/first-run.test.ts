/**
 * A database without accounts: `npm run dev` fills it with the demo content and its demo
 * sign-ins; a production server (`npm start`) creates no account at all and prints a one-time
 * link to the setup screen.
 */
import { describe, expect, it, vi } from 'vitest';

import { setupTokenIsValid } from '~/server/modules/setup/setup.service';

import { DEMO_ACCOUNTS } from '../../prisma/seed/users';
import { firstRunPlan, prepareFirstRun } from '../../scripts/db/first-run';
import { useTestDatabase } from '../helpers/db';
import { createUser } from '../helpers/factories';

const database = useTestDatabase();

describe('firstRunPlan', () => {
  it('seeds demo content only for the development server, and only without accounts', () => {
    expect(firstRunPlan('dev', 0)).toBe('seed-demo');
    expect(firstRunPlan('start', 0)).toBe('offer-setup');
    expect(firstRunPlan('build', 0)).toBe('nothing');
    expect(firstRunPlan('dev', 1)).toBe('nothing');
    expect(firstRunPlan('start', 3)).toBe('nothing');
  });
});

describe('prepareFirstRun', () => {
  it('a production start on an empty database creates no account and prints a one-time setup link', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { db, url } = database();
    await db.user.deleteMany();

    expect(await prepareFirstRun(url, 'start', 'https://team.example')).toBe('offer-setup');

    expect(await db.user.count()).toBe(0);
    const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
    const link = /https:\/\/team\.example\/setup\?token=([\w-]+)/.exec(printed);
    expect(link).not.toBeNull();
    expect(await setupTokenIsValid(db, link![1]!)).toBe(true);
    expect(printed).toContain('npm run user -- create');

    // A restart prints a new link; the earlier one stops working.
    await prepareFirstRun(url, 'start', 'https://team.example');
    expect(await setupTokenIsValid(db, link![1]!)).toBe(false);
    log.mockRestore();
  });

  it('the development server on an empty database adds the demo accounts', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { db, url } = database();
    await db.user.deleteMany();

    expect(await prepareFirstRun(url, 'dev', 'http://localhost:3000')).toBe('seed-demo');

    const emails = (await db.user.findMany({ select: { email: true } })).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(DEMO_ACCOUNTS.map((account) => account.email)));
    log.mockRestore();
  });

  it('leaves a database with accounts alone', async () => {
    const { db, url } = database();
    await createUser(db);
    const before = await db.user.count();

    expect(await prepareFirstRun(url, 'dev', 'http://localhost:3000')).toBe('nothing');
    expect(await db.user.count()).toBe(before);
  });
});
