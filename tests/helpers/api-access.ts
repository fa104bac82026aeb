/**
 * Who may call each procedure of the app router: the expectations of the authorization matrix
 * (tests/integration/authorization-matrix.test.ts) and the source of the API table in docs/api.md,
 * which a test keeps equal to this map.
 */
import type { inferRouterInputs } from '@trpc/server';

import type { AppRouter } from '~/server/trpc/root';

import {
  PUBLIC_OUTCOMES,
  SIGNED_IN_OUTCOMES,
  SYSTEM_ADMIN_OUTCOMES,
  TEAM_OWNER_OUTCOMES,
  TEAM_READ_OUTCOMES,
  TEAM_WRITE_OUTCOMES,
  type RoleOutcomes,
} from './roles';

type RouterInputs = inferRouterInputs<AppRouter>;
type RouterName = Extract<keyof RouterInputs, string>;

/** 'router.procedure' for every procedure of the app router. */
export type ProcedurePath = {
  [R in RouterName]: `${R}.${keyof RouterInputs[R] & string}`;
}[RouterName];

/** The input a procedure takes, by path. */
export type InputOf<P extends ProcedurePath> = P extends `${infer R}.${infer Q}`
  ? R extends RouterName
    ? Q extends keyof RouterInputs[R]
      ? RouterInputs[R][Q]
      : never
    : never
  : never;

interface AccessKind {
  /** Who may call, as docs/api.md says it. */
  who: string;
  /** The outcome for each role of the matrix, with team content in the cast's home team. */
  outcomes: RoleOutcomes;
  /** Outcomes when the call is about the caller's own data (per-user procedures only). */
  ownDataOutcomes?: RoleOutcomes;
}

export const ACCESS_KINDS = {
  public: { who: 'anyone', outcomes: PUBLIC_OUTCOMES },
  signedIn: { who: 'signed-in users', outcomes: SIGNED_IN_OUTCOMES },
  // The matrix acts on another user's data; everyone signed in may act on their own.
  self: {
    who: 'the user themself, system admins',
    outcomes: SYSTEM_ADMIN_OUTCOMES,
    ownDataOutcomes: SIGNED_IN_OUTCOMES,
  },
  teamMember: { who: 'team members, system admins', outcomes: TEAM_READ_OUTCOMES },
  teamAdmin: { who: 'team admins and owners, system admins', outcomes: TEAM_WRITE_OUTCOMES },
  teamOwner: { who: 'team owners, system admins', outcomes: TEAM_OWNER_OUTCOMES },
  systemAdmin: { who: 'system admins', outcomes: SYSTEM_ADMIN_OUTCOMES },
} satisfies Record<string, AccessKind>;
export type Access = keyof typeof ACCESS_KINDS;

interface AccessRule {
  access: Access;
  /** The phrase in docs/api.md when the procedure has rules of its own; else the kind's. */
  who?: string;
  /** Outcomes that differ from the kind's, for procedures with rules of their own. */
  except?: Partial<RoleOutcomes>;
}

const teamAdminWith = (rule: string): AccessRule => ({
  access: 'teamAdmin',
  who: `${ACCESS_KINDS.teamAdmin.who} (${rule})`,
});

/** For links nobody in the matrix was sent (setup, password reset, invitation). */
const NOT_FOUND_FOR_EVERYONE: RoleOutcomes = {
  anonymous: 'NOT_FOUND',
  outsider: 'NOT_FOUND',
  member: 'NOT_FOUND',
  otherAdmin: 'NOT_FOUND',
  admin: 'NOT_FOUND',
  owner: 'NOT_FOUND',
  systemAdmin: 'NOT_FOUND',
};

/** Every procedure, in docs/api.md's order (routers grouped, as in the app router). */
export const API_ACCESS: Record<ProcedurePath, AccessRule> = {
  'auth.signUp': { access: 'public', who: 'anyone, when `ALLOW_SIGNUP=true`' },
  'auth.requestPasswordReset': {
    access: 'public',
    who: 'anyone (the same answer whether an account uses the address or not)',
  },
  // The matrix's links were never sent, so they open nothing for anyone.
  'auth.resetPassword': {
    access: 'public',
    who: 'anyone with a reset link from the email, within the hour, once',
    except: NOT_FOUND_FOR_EVERYONE,
  },
  'auth.acceptInvitation': {
    access: 'public',
    who: 'anyone with an invitation link from the email, within 7 days, once',
    except: NOT_FOUND_FOR_EVERYONE,
  },
  // The matrix's site has accounts, so no setup link is valid there for anyone.
  'setup.complete': {
    access: 'public',
    who: 'anyone with the one-time setup link, while no account exists',
    except: NOT_FOUND_FOR_EVERYONE,
  },

  'user.me': { access: 'signedIn', who: 'signed-in users (their own profile)' },
  'user.changePassword': {
    access: 'signedIn',
    who: 'signed-in users (their own password, also while it is temporary)',
  },
  'user.setNotifyContactMessages': {
    access: 'systemAdmin',
    who: 'system admins (their own email of each contact message)',
  },
  'user.list': { access: 'systemAdmin' },
  'user.create': { access: 'systemAdmin' },
  'user.resetPassword': { access: 'systemAdmin' },
  'user.setSystemAdmin': {
    access: 'systemAdmin',
    who: 'system admins (not their own role; one enabled system admin always stays)',
  },
  'user.setDisabled': {
    access: 'systemAdmin',
    who: 'system admins (not themselves; one enabled system admin always stays)',
  },

  'team.create': { access: 'signedIn', who: 'signed-in users (who become its owner)' },
  'team.options': { access: 'systemAdmin' },
  'team.mine': { access: 'signedIn' },
  'team.systemList': { access: 'systemAdmin' },
  'team.withCounts': { access: 'teamOwner' },
  'team.update': { access: 'teamOwner' },
  'team.delete': { access: 'teamOwner', who: 'team owners, system admins (with all it holds)' },
  'team.bySlug': {
    access: 'teamMember',
    who: 'team members, system admins (NOT_FOUND for anyone else)',
    except: { outsider: 'NOT_FOUND', otherAdmin: 'NOT_FOUND' },
  },
  'team.members': { access: 'teamMember' },
  'team.addMember': teamAdminWith(
    'only owners add admins and owners; an address without an account is invited',
  ),
  'team.invitations': { access: 'teamAdmin' },
  'team.resendInvitation': teamAdminWith('only owners handle invitations of admins and owners'),
  'team.revokeInvitation': teamAdminWith('only owners handle invitations of admins and owners'),
  'team.changeRole': { access: 'teamOwner' },
  'team.removeMember': teamAdminWith('only owners remove admins and owners'),
  'team.leave': {
    access: 'teamMember',
    who: 'team members (the last owner cannot leave)',
    except: { systemAdmin: 'NOT_FOUND' },
  },

  'series.featured': { access: 'public' },
  'series.list': { access: 'public' },
  'series.bySlug': { access: 'public' },
  'series.adminList': { access: 'teamMember' },
  'series.systemList': { access: 'systemAdmin' },
  'series.create': { access: 'teamAdmin' },
  'series.update': { access: 'teamAdmin' },
  'series.feature': { access: 'teamAdmin' },
  'series.delete': { access: 'teamAdmin' },

  'seriesItem.list': { access: 'public', who: 'anyone (published items)' },
  'seriesItem.latest': { access: 'public', who: 'anyone (published items)' },
  'seriesItem.byId': { access: 'public', who: 'anyone (published items)' },
  'seriesItem.adminList': { access: 'teamMember' },
  'seriesItem.adminById': { access: 'teamMember' },
  'seriesItem.create': { access: 'teamAdmin' },
  'seriesItem.update': { access: 'teamAdmin' },
  'seriesItem.publish': { access: 'teamAdmin' },
  'seriesItem.schedule': { access: 'teamAdmin' },
  'seriesItem.cancelSchedule': { access: 'teamAdmin' },
  'seriesItem.delete': { access: 'teamAdmin' },
  'seriesItem.reorder': { access: 'teamAdmin' },

  'project.featured': { access: 'public', who: 'anyone (published projects)' },
  'project.list': { access: 'public', who: 'anyone (published projects)' },
  'project.byId': { access: 'public', who: 'anyone (published projects)' },
  'project.adminList': { access: 'teamMember' },
  'project.adminById': { access: 'teamMember' },
  'project.systemList': { access: 'systemAdmin' },
  'project.create': { access: 'teamAdmin' },
  'project.update': { access: 'teamAdmin' },
  'project.feature': { access: 'teamAdmin' },
  'project.publish': { access: 'teamAdmin' },
  'project.schedule': { access: 'teamAdmin' },
  'project.cancelSchedule': { access: 'teamAdmin' },
  'project.delete': { access: 'teamAdmin' },

  'customLink.list': { access: 'public' },
  'customLink.adminList': { access: 'teamMember' },
  'customLink.add': { access: 'teamAdmin' },
  'customLink.delete': { access: 'teamAdmin' },
  'customLink.reorder': { access: 'teamAdmin' },

  'blog.latest': { access: 'public', who: 'anyone (published posts)' },
  'blog.featured': { access: 'public', who: 'anyone (published posts)' },
  'blog.list': { access: 'public', who: 'anyone (published posts)' },
  'blog.summaries': { access: 'public', who: 'anyone (published posts)' },
  'blog.byId': { access: 'public', who: 'anyone (published posts)' },
  'blog.adminList': { access: 'teamMember' },
  'blog.adminById': { access: 'teamMember' },
  'blog.systemList': { access: 'systemAdmin' },
  'blog.create': { access: 'teamAdmin' },
  'blog.update': { access: 'teamAdmin' },
  'blog.publish': { access: 'teamAdmin' },
  'blog.schedule': { access: 'teamAdmin' },
  'blog.cancelSchedule': { access: 'teamAdmin' },
  'blog.delete': { access: 'teamAdmin' },

  'media.list': { access: 'public' },
  'media.adminList': { access: 'teamMember' },
  'media.systemList': { access: 'systemAdmin' },
  'media.create': { access: 'teamAdmin' },
  'media.update': { access: 'teamAdmin' },
  'media.delete': { access: 'teamAdmin' },

  'teamProfile.list': { access: 'public' },
  'teamProfile.create': { access: 'teamAdmin' },
  'teamProfile.update': { access: 'teamAdmin' },
  'teamProfile.delete': { access: 'teamAdmin' },
  'teamProfile.reorder': { access: 'teamAdmin' },

  'contact.submit': { access: 'public', who: 'anyone (rate-limited)' },
  'contact.list': { access: 'systemAdmin' },
  'contact.unreadCount': { access: 'systemAdmin' },
  'contact.markRead': { access: 'systemAdmin' },
  'contact.delete': { access: 'systemAdmin' },

  'analytics.team': { access: 'teamMember' },
  'analytics.series': { access: 'teamMember' },
  'analytics.record': { access: 'teamMember' },
  'analytics.site': { access: 'systemAdmin' },
  'analytics.deleteRange': { access: 'systemAdmin' },
  'outbox.list': { access: 'systemAdmin' },
  'outbox.byId': { access: 'systemAdmin' },
  'outbox.status': { access: 'systemAdmin' },
  'outbox.decide': { access: 'systemAdmin' },
  'follow.request': {
    access: 'public',
    who: 'anyone with a solved proof of work (rate-limited)',
    except: {
      anonymous: 'BAD_REQUEST',
      outsider: 'BAD_REQUEST',
      member: 'BAD_REQUEST',
      otherAdmin: 'BAD_REQUEST',
      admin: 'BAD_REQUEST',
      owner: 'BAD_REQUEST',
      systemAdmin: 'BAD_REQUEST',
    },
  },
  'follow.confirmLink': { access: 'public', who: 'anyone (tells only whether a link works)' },
  'follow.confirm': {
    access: 'public',
    who: 'anyone with an emailed confirmation link',
    except: {
      anonymous: 'NOT_FOUND',
      outsider: 'NOT_FOUND',
      member: 'NOT_FOUND',
      otherAdmin: 'NOT_FOUND',
      admin: 'NOT_FOUND',
      owner: 'NOT_FOUND',
      systemAdmin: 'NOT_FOUND',
    },
  },
  'follow.manage': {
    access: 'public',
    who: 'anyone with a follower email manage link',
    except: {
      anonymous: 'NOT_FOUND',
      outsider: 'NOT_FOUND',
      member: 'NOT_FOUND',
      otherAdmin: 'NOT_FOUND',
      admin: 'NOT_FOUND',
      owner: 'NOT_FOUND',
      systemAdmin: 'NOT_FOUND',
    },
  },
  'follow.setFollowing': {
    access: 'public',
    who: 'anyone with a follower email manage link',
    except: {
      anonymous: 'NOT_FOUND',
      outsider: 'NOT_FOUND',
      member: 'NOT_FOUND',
      otherAdmin: 'NOT_FOUND',
      admin: 'NOT_FOUND',
      owner: 'NOT_FOUND',
      systemAdmin: 'NOT_FOUND',
    },
  },
  'follow.unfollowEverything': {
    access: 'public',
    who: 'anyone with a follower email manage link',
    except: {
      anonymous: 'NOT_FOUND',
      outsider: 'NOT_FOUND',
      member: 'NOT_FOUND',
      otherAdmin: 'NOT_FOUND',
      admin: 'NOT_FOUND',
      owner: 'NOT_FOUND',
      systemAdmin: 'NOT_FOUND',
    },
  },

  'socialPlatform.list': { access: 'public', who: 'anyone (active platforms)' },
  'socialPlatform.adminList': { access: 'systemAdmin' },
  'socialPlatform.create': { access: 'systemAdmin' },
  'socialPlatform.update': { access: 'systemAdmin' },
  'socialPlatform.delete': { access: 'systemAdmin' },
  'socialPlatform.reorder': { access: 'systemAdmin' },

  'userSocial.systemList': { access: 'systemAdmin' },
  'userSocial.list': { access: 'self' },
  'userSocial.upsert': { access: 'self' },
  'userSocial.delete': { access: 'self' },

  'upload.authorize': { access: 'teamAdmin' },
  'upload.storageUse': { access: 'teamMember' },

  'export.authorizeSite': { access: 'systemAdmin' },
  'export.authorizeTeam': { access: 'teamAdmin' },

  'import.authorize': { access: 'teamAdmin' },
  'import.preview': { access: 'teamAdmin' },
  'import.start': { access: 'teamAdmin' },
  'import.byId': { access: 'teamAdmin' },
  'import.adminList': { access: 'teamAdmin' },

  'stats.team': { access: 'teamMember' },
  'stats.system': { access: 'systemAdmin' },

  'audit.list': { access: 'systemAdmin' },
  'audit.latest': { access: 'systemAdmin' },
  'audit.actors': { access: 'systemAdmin' },

  'revision.list': { access: 'teamMember' },
  'revision.byId': { access: 'teamMember' },
  'revision.restore': { access: 'teamAdmin' },
  'presence.heartbeat': { access: 'teamAdmin' },
  'presence.list': { access: 'teamMember' },
  'search.query': { access: 'public', who: 'anyone (published content)' },

  'subscriber.adminList': { access: 'teamAdmin' },
  'subscriber.counts': { access: 'teamAdmin' },
  'subscriber.exportCsv': { access: 'teamAdmin' },
  'subscriber.delete': { access: 'teamAdmin' },
  'subscriber.blogList': { access: 'systemAdmin' },
  'subscriber.blogCounts': { access: 'systemAdmin' },
  'subscriber.blogExportCsv': { access: 'systemAdmin' },
  'subscriber.blogDelete': { access: 'systemAdmin' },
  'subscriber.sendFigures': { access: 'teamMember' },
  'webhook.list': { access: 'teamAdmin' },
  'webhook.create': teamAdminWith('contact messages: system admins'),
  'webhook.update': teamAdminWith('contact messages: system admins'),
  'webhook.setEnabled': { access: 'teamAdmin' },
  'webhook.delete': { access: 'teamAdmin' },
  'webhook.rotateSecret': { access: 'teamAdmin' },
  'webhook.deliveries': { access: 'teamAdmin' },
  'webhook.replay': { access: 'teamAdmin' },
};

export const isProcedurePath = (path: string): path is ProcedurePath =>
  Object.hasOwn(API_ACCESS, path);

function ruleOf(path: string): AccessRule {
  if (!isProcedurePath(path)) {
    throw new Error(`${path} has no entry in API_ACCESS (tests/helpers/api-access.ts).`);
  }
  return API_ACCESS[path];
}

/** The outcome each role of the matrix gets from the procedure. */
export function expectedOutcomes(path: string): RoleOutcomes {
  const { access, except } = ruleOf(path);
  return { ...ACCESS_KINDS[access].outcomes, ...except };
}

/** For per-user procedures: the outcome each role gets when acting on their own data. */
export function ownDataOutcomes(path: string): RoleOutcomes | undefined {
  const kind: AccessKind = ACCESS_KINDS[ruleOf(path).access];
  return kind.ownDataOutcomes;
}

export interface ApiTableRow {
  router: string;
  procedure: string;
  who: string;
}

/** The API table of docs/api.md, row by row. */
export function apiTableRows(): ApiTableRow[] {
  return Object.entries(API_ACCESS).map(([path, rule]) => {
    const [router = '', procedure = ''] = path.split('.');
    return { router, procedure, who: rule.who ?? ACCESS_KINDS[rule.access].who };
  });
}

/** The table as Markdown: the router named on the first row of its group only. */
export function renderApiTable(): string {
  const lines = ['| Router | Procedure | Who may call it |', '| --- | --- | --- |'];
  let previousRouter = '';
  for (const { router, procedure, who } of apiTableRows()) {
    const routerCell = router === previousRouter ? '' : `\`${router}\``;
    lines.push(`| ${routerCell} | \`${procedure}\` | ${who} |`);
    previousRouter = router;
  }
  return lines.join('\n');
}

/** Reads the rows back from a Markdown table as renderApiTable writes it (any column padding). */
export function parseApiTable(markdown: string): ApiTableRow[] {
  const rows: ApiTableRow[] = [];
  let router = '';
  for (const line of markdown.split('\n')) {
    const cells = line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim().replace(/^`([^`]*)`$/, '$1'));
    if (cells.length !== 3 || /^-+$/.test(cells[1] ?? '') || cells[1] === 'Procedure') continue;
    const [routerCell = '', procedure = '', who = ''] = cells;
    router = routerCell || router;
    rows.push({ router, procedure, who });
  }
  return rows;
}
