import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { hashPassword } from '../../../src/server/auth/password';

/** A person created for one test, straight in the e2e database. */
export interface TestAccount {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

/** One SQL statement against the e2e database. */
export async function query<Row extends pg.QueryResultRow>(sql: string, values: unknown[]) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A unique suffix, so tests running side by side never share names, emails or slugs. */
export function uniqueSuffix(): string {
  return randomBytes(3).toString('hex');
}

/** A new account with no team and no system-admin role. */
export async function createAccount(fullName: string): Promise<TestAccount> {
  const email = `${fullName.toLowerCase().replace(/\W+/g, '.')}.${uniqueSuffix()}@example.test`;
  const password = `password-${uniqueSuffix()}`;
  const [row] = await query<{ id: string }>(
    'INSERT INTO users (email, full_name, password_hash) VALUES ($1, $2, $3) RETURNING id',
    [email, fullName, await hashPassword(password)],
  );
  return { id: row!.id, email, password, fullName };
}

export async function addTeamMember(teamId: string, userId: string, role: string) {
  await query('INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, $3::team_role)', [
    teamId,
    userId,
    role,
  ]);
}

export async function removeTeamMember(teamId: string, userId: string) {
  await query('DELETE FROM team_members WHERE team_id = $1 AND user_id = $2', [teamId, userId]);
}

/** A team owned by `owner`, named for the test. */
export async function createTeamOwnedBy(owner: TestAccount, name: string): Promise<string> {
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${uniqueSuffix()}`;
  const [team] = await query<{ id: string }>(
    'INSERT INTO teams (name, slug, created_by) VALUES ($1, $2, $3) RETURNING id',
    [name, slug, owner.id],
  );
  await addTeamMember(team!.id, owner.id, 'owner');
  return team!.id;
}
