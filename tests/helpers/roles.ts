/**
 * The cast of authorization tests and the outcomes each kind of procedure gives each role: one
 * version for every test file, and for the router-wide matrix (tests/helpers/api-access.ts).
 */
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { beforeAll } from 'vitest';

import type { Db } from '~/server/db';

import { recordingCaller } from './content-factories';
import { useTestDatabase } from './db';
import { createStaffedTeam, createTeam, createUser, type TestUser } from './factories';

export type CastRole =
  'anonymous' | 'outsider' | 'member' | 'otherAdmin' | 'admin' | 'owner' | 'systemAdmin';

/** Every role, from least to most powerful. */
export const CAST_ROLES: readonly CastRole[] = [
  'anonymous',
  'outsider',
  'member',
  'otherAdmin',
  'admin',
  'owner',
  'systemAdmin',
];

/** What a call ends in: 'ok' when it succeeds, else the tRPC error code. */
export type Outcome = 'ok' | TRPC_ERROR_CODE_KEY;
export type RoleOutcomes = Readonly<Record<CastRole, Outcome>>;

/**
 * The cast of an authorization test on team content: `team` with an owner, an admin and a member;
 * a signed-in `outsider`; a `systemAdmin` in no team; and `otherAdmin`, admin of `otherTeam` only.
 * `as(role)` gives a caller acting in that role that records the paths its mutations revalidate.
 */
export async function createContentCast(db: Db) {
  const { team, ...staff } = await createStaffedTeam(db);
  const otherAdmin = await createUser(db, { fullName: 'Other Admin' });
  const otherTeam = await createTeam(db, { members: [{ user: otherAdmin, role: 'admin' }] });
  const users: Record<Exclude<CastRole, 'anonymous'>, TestUser> = { ...staff, otherAdmin };
  const as = (role: CastRole) => recordingCaller(db, role === 'anonymous' ? null : users[role]);
  return { team, otherTeam, users, as };
}
export type ContentCast = Awaited<ReturnType<typeof createContentCast>>;

/**
 * The prologue of a test file on team content: this file's database (`useTestDatabase`) and, from
 * beforeAll on, a content cast in it. Call once at the top of the file; read `team`, `otherTeam`
 * and `users` inside hooks and tests (`database`, `as` and `adminApi` may be bound at the top).
 */
export function useContentCast() {
  const database = useTestDatabase();
  const state: { cast?: ContentCast } = {};
  beforeAll(async () => {
    state.cast = await createContentCast(database().db);
  });
  const current = (): ContentCast => {
    if (!state.cast) throw new Error('The content cast exists from beforeAll on.');
    return state.cast;
  };
  const as = (role: CastRole) => current().as(role);
  return {
    database,
    as,
    /** The API as the team's admin, the usual author of test content. */
    adminApi: () => as('admin').api,
    get team() {
      return current().team;
    },
    get otherTeam() {
      return current().otherTeam;
    },
    get users() {
      return current().users;
    },
  };
}

/** Anyone, signed in or not (publicProcedure). */
export const PUBLIC_OUTCOMES: RoleOutcomes = {
  anonymous: 'ok',
  outsider: 'ok',
  member: 'ok',
  otherAdmin: 'ok',
  admin: 'ok',
  owner: 'ok',
  systemAdmin: 'ok',
};

/** Any signed-in user (protectedProcedure). */
export const SIGNED_IN_OUTCOMES: RoleOutcomes = { ...PUBLIC_OUTCOMES, anonymous: 'UNAUTHORIZED' };

/** System admins only (systemAdminProcedure). */
export const SYSTEM_ADMIN_OUTCOMES: RoleOutcomes = {
  anonymous: 'UNAUTHORIZED',
  outsider: 'FORBIDDEN',
  member: 'FORBIDDEN',
  otherAdmin: 'FORBIDDEN',
  admin: 'FORBIDDEN',
  owner: 'FORBIDDEN',
  systemAdmin: 'ok',
};

/** A write to `team`'s content (teamAdminProcedure). */
export const TEAM_WRITE_OUTCOMES: RoleOutcomes = {
  ...SYSTEM_ADMIN_OUTCOMES,
  admin: 'ok',
  owner: 'ok',
};

/** A read of `team`'s drafts (teamMemberProcedure). */
export const TEAM_READ_OUTCOMES: RoleOutcomes = { ...TEAM_WRITE_OUTCOMES, member: 'ok' };

/** Powers above a team admin's: owners and system admins. */
export const TEAM_OWNER_OUTCOMES: RoleOutcomes = { ...TEAM_WRITE_OUTCOMES, admin: 'FORBIDDEN' };

/** `[role, outcome]` for every role, for `it.each(roleCases(OUTCOMES))('… as %s: %s', …)`. */
export function roleCases(outcomes: RoleOutcomes): Array<[CastRole, Outcome]> {
  return CAST_ROLES.map((role) => [role, outcomes[role]]);
}

/** 'ok' when the call succeeds, else the tRPC error code; anything else is rethrown. */
export async function outcomeOf(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    await call();
    return 'ok';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string') throw error;
    return code as Outcome;
  }
}
