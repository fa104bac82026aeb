import type { Db } from '~/server/db';

/*
 * What an export holds, collection by collection: every record of the site, or of one team, read
 * in pages in id order so that memory stays bounded whatever the site's size. Password hashes,
 * sessions, rate-limit counts, the audit log and contact messages are never exported.
 */

/** The whole site, or one team's records (with its members' accounts and social links). */
export type ExportScope = { kind: 'site' } | { kind: 'team'; teamId: string };

export interface ExportPage {
  /** Only records with an id after this one (id order). */
  after: string | undefined;
  take: number;
}

export interface ExportCollection {
  /** The folder name under data/ and the manifest's key. */
  name: string;
  read(db: Db, scope: ExportScope, page: ExportPage): Promise<Array<{ id: string }>>;
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

export const EXPORT_COLLECTIONS: readonly ExportCollection[] = [
  {
    name: 'teams',
    read: (db, scope, page) => {
      const teamId = teamOnly(scope);
      return db.team.findMany(pageArgs(teamId ? { id: teamId } : undefined, page));
    },
  },
  {
    name: 'users',
    read: (db, scope, page) =>
      db.user.findMany({ ...pageArgs(memberOfTeam(scope), page), omit: { passwordHash: true } }),
  },
  {
    // System administrators: a site-wide role, not part of one team's export.
    name: 'userRoles',
    read: (db, scope, page) =>
      scope.kind === 'site' ? db.userRole.findMany(pageArgs(undefined, page)) : Promise.resolve([]),
  },
  {
    name: 'teamMembers',
    read: (db, scope, page) => db.teamMember.findMany(pageArgs(ownedByTeam(scope), page)),
  },
  {
    name: 'series',
    read: (db, scope, page) => db.series.findMany(pageArgs(ownedByTeam(scope), page)),
  },
  {
    name: 'seriesItems',
    read: (db, scope, page) => {
      const teamId = teamOnly(scope);
      return db.seriesItem.findMany(pageArgs(teamId ? { series: { teamId } } : undefined, page));
    },
  },
  {
    name: 'blogPosts',
    read: (db, scope, page) => db.blogPost.findMany(pageArgs(ownedByTeam(scope), page)),
  },
  {
    name: 'projects',
    read: (db, scope, page) => db.project.findMany(pageArgs(ownedByTeam(scope), page)),
  },
  {
    name: 'mediaItems',
    read: (db, scope, page) => db.mediaItem.findMany(pageArgs(ownedByTeam(scope), page)),
  },
  {
    name: 'teamProfiles',
    read: (db, scope, page) => db.teamMemberProfile.findMany(pageArgs(ownedByTeam(scope), page)),
  },
  {
    name: 'customLinks',
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
  },
  {
    // The platforms are site-wide; a team's export carries them for its members' links.
    name: 'socialPlatforms',
    read: (db, _scope, page) => db.socialPlatform.findMany(pageArgs(undefined, page)),
  },
  {
    name: 'userSocialLinks',
    read: (db, scope, page) => {
      const members = memberOfTeam(scope);
      return db.userSocialLink.findMany(pageArgs(members ? { user: members } : undefined, page));
    },
  },
];
