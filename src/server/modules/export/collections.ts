import type { z } from 'zod';

import type { Tx } from '~/server/db';
import type { Db } from '~/server/db';

import {
  blogPostRecord,
  customLinkRecord,
  mediaItemRecord,
  projectRecord,
  seriesItemRecord,
  seriesRecord,
  teamProfileRecord,
} from './records';

/*
 * What an export holds, collection by collection: every record of the site, or of one team, read
 * in pages in id order so that memory stays bounded whatever the site's size. Password hashes,
 * sessions, rate-limit counts, the audit log and contact messages are never exported.
 * The one list the export writes, the restore writes back and the team import reads.
 */

/** The whole site, or one team's records (with its members' accounts and social links). */
export type ExportScope = { kind: 'site' } | { kind: 'team'; teamId: string };

export interface ExportPage {
  /** Only records with an id after this one (id order). */
  after: string | undefined;
  take: number;
}

export type ExportedRows = Array<Record<string, unknown>>;

export interface ExportCollection {
  read(db: Db, scope: ExportScope, page: ExportPage): Promise<Array<{ id: string }>>;
  /** Writes records of a whole-site export back as they are (ids, times and all). */
  restore(tx: Tx, rows: ExportedRows): Promise<unknown>;
  /** What a record must hold for a team import to read it; none: a team import leaves it out. */
  record?: z.ZodType;
}

/** Prisma's arguments for one page, narrowed to the scope's `where` (undefined: every record). */
function pageArgs<Where>(where: Where | undefined, { after, take }: ExportPage) {
  const afterId = after ? { id: { gt: after } } : {};
  return {
    where: { AND: [where ?? {}, afterId] } as Where,
    orderBy: { id: 'asc' as const },
    take,
  };
}

const teamOnly = (scope: ExportScope) => (scope.kind === 'team' ? scope.teamId : undefined);

const ownedByTeam = (scope: ExportScope) => {
  const teamId = teamOnly(scope);
  return teamId ? { teamId } : undefined;
};

const memberOfTeam = (scope: ExportScope) => {
  const teamId = teamOnly(scope);
  return teamId ? { memberships: { some: { teamId } } } : undefined;
};

/**
 * Keyed by the folder name under data/ and the manifest's key, in the order they are written back:
 * every collection after the collections it refers to.
 */
export const EXPORT_COLLECTIONS = {
  users: {
    read: (db, scope, page) =>
      db.user.findMany({ ...pageArgs(memberOfTeam(scope), page), omit: { passwordHash: true } }),
    // An export never holds password hashes: a restored account signs in once a system admin
    // sets it a password (`npm run user`), since no password verifies against this one.
    restore: (tx, rows) =>
      tx.user.createMany({
        data: rows.map((user) => ({ ...user, passwordHash: '!restored' })) as never,
      }),
  },
  userRoles: {
    // System administrators: a site-wide role, not part of one team's export.
    read: (db, scope, page) =>
      scope.kind === 'site' ? db.userRole.findMany(pageArgs(undefined, page)) : Promise.resolve([]),
    restore: (tx, rows) => tx.userRole.createMany({ data: rows as never }),
  },
  teams: {
    read: (db, scope, page) => {
      const teamId = teamOnly(scope);
      return db.team.findMany(pageArgs(teamId ? { id: teamId } : undefined, page));
    },
    restore: (tx, rows) => tx.team.createMany({ data: rows as never }),
  },
  teamMembers: {
    read: (db, scope, page) => db.teamMember.findMany(pageArgs(ownedByTeam(scope), page)),
    restore: (tx, rows) => tx.teamMember.createMany({ data: rows as never }),
  },
  socialPlatforms: {
    // The platforms are site-wide; a team's export carries them for its members' links.
    read: (db, _scope, page) => db.socialPlatform.findMany(pageArgs(undefined, page)),
    restore: (tx, rows) => tx.socialPlatform.createMany({ data: rows as never }),
  },
  userSocialLinks: {
    read: (db, scope, page) => {
      const members = memberOfTeam(scope);
      return db.userSocialLink.findMany(pageArgs(members ? { user: members } : undefined, page));
    },
    restore: (tx, rows) => tx.userSocialLink.createMany({ data: rows as never }),
  },
  series: {
    read: (db, scope, page) => db.series.findMany(pageArgs(ownedByTeam(scope), page)),
    restore: (tx, rows) => tx.series.createMany({ data: rows as never }),
    record: seriesRecord,
  },
  seriesItems: {
    read: (db, scope, page) => {
      const teamId = teamOnly(scope);
      return db.seriesItem.findMany(pageArgs(teamId ? { series: { teamId } } : undefined, page));
    },
    restore: (tx, rows) => tx.seriesItem.createMany({ data: rows as never }),
    record: seriesItemRecord,
  },
  blogPosts: {
    read: (db, scope, page) => db.blogPost.findMany(pageArgs(ownedByTeam(scope), page)),
    restore: (tx, rows) => tx.blogPost.createMany({ data: rows as never }),
    record: blogPostRecord,
  },
  projects: {
    read: (db, scope, page) => db.project.findMany(pageArgs(ownedByTeam(scope), page)),
    restore: (tx, rows) => tx.project.createMany({ data: rows as never }),
    record: projectRecord,
  },
  mediaItems: {
    read: (db, scope, page) => db.mediaItem.findMany(pageArgs(ownedByTeam(scope), page)),
    restore: (tx, rows) => tx.mediaItem.createMany({ data: rows as never }),
    record: mediaItemRecord,
  },
  teamProfiles: {
    read: (db, scope, page) => db.teamMemberProfile.findMany(pageArgs(ownedByTeam(scope), page)),
    restore: (tx, rows) => tx.teamMemberProfile.createMany({ data: rows as never }),
    record: teamProfileRecord,
  },
  customLinks: {
    read: (db, scope, page) => {
      const teamId = teamOnly(scope);
      const where = teamId
        ? {
            OR: [
              { blogPost: { teamId } },
              { project: { teamId } },
              { series: { teamId } },
              { seriesItem: { series: { teamId } } },
            ],
          }
        : undefined;
      return db.customLink.findMany(pageArgs(where, page));
    },
    restore: (tx, rows) => tx.customLink.createMany({ data: rows as never }),
    record: customLinkRecord,
  },
} satisfies Record<string, ExportCollection>;

type Collections = typeof EXPORT_COLLECTIONS;
export type CollectionName = keyof Collections;

/** The collections' names, in the order they are written back. */
export const COLLECTION_NAMES = Object.keys(EXPORT_COLLECTIONS) as CollectionName[];

/** The collections a team import reads: those whose records have a schema. */
export type ImportedCollection = {
  [Name in CollectionName]: Collections[Name] extends { record: z.ZodType } ? Name : never;
}[CollectionName];

export type ExportedRecord<Name extends ImportedCollection> = z.output<Collections[Name]['record']>;
