/**
 * The authorization matrix: every procedure of the app router, called by every role of the cast
 * with a valid input, ends exactly as tests/helpers/api-access.ts says. The list of procedures
 * comes from the router itself, so a new procedure without an access rule and an input builder
 * fails here. The same map writes the API table of docs/api.md, and a test keeps the two equal.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { CreateWebhookInput } from '~/schemas/webhook';
import type { Db } from '~/server/db';
import type { TeamRole } from '~/server/generated/prisma/client';
import { appRouter } from '~/server/trpc/root';

import {
  API_ACCESS,
  apiTableRows,
  expectedOutcomes,
  isProcedurePath,
  ownDataOutcomes,
  parseApiTable,
  renderApiTable,
  type InputOf,
  type ProcedurePath,
} from '../helpers/api-access';
import { callerFor } from '../helpers/caller';
import {
  createBlogPost,
  createCustomLink,
  createMediaItem,
  createProject,
  createSeries,
  createSeriesItem,
  createSeriesWithItems,
} from '../helpers/content-factories';
import {
  blogPostInput,
  mediaImageInput,
  projectInput,
  SERIES_ITEM_FIELDS,
  seriesInput,
  seriesItemInput,
} from '../helpers/content-inputs';
import { useTestDatabase } from '../helpers/db';
import {
  addTeamMember,
  createUser,
  sessionFor,
  TEST_PASSWORD,
  type TestTeam,
  type TestUser,
} from '../helpers/factories';
import { ghostExportOf } from '../helpers/ghost';
import {
  createContentCast,
  outcomeOf,
  roleCases,
  type CastRole,
  type ContentCast,
  type RoleOutcomes,
} from '../helpers/roles';

const database = useTestDatabase();

/** What an input builder may use; team content lives in `team`, the cast's home team. */
interface Fixtures {
  db: Db;
  team: TestTeam;
  users: ContentCast['users'];
  /** Whose data a per-user procedure (userSocial) is about. */
  subject: TestUser;
}

let sharedCast: ContentCast;
let bystander: TestUser;

beforeAll(async () => {
  const { db } = database();
  sharedCast = await createContentCast(db);
  bystander = await createUser(db, { fullName: 'Betty Bystander' });
  vi.stubEnv('ALLOW_SIGNUP', 'true');
});

afterAll(() => {
  vi.unstubAllEnvs();
});

let sequence = 0;
const next = () => ++sequence;

const addToTeam = (fx: Fixtures, role: TeamRole = 'member') =>
  addTeamMember(fx.db, fx.team.id, role);

function createPlatform(fx: Fixtures) {
  const n = next();
  return fx.db.socialPlatform.create({
    data: { name: `Platform ${n}`, iconKey: 'website', baseUrl: `https://p${n}.example.test/` },
  });
}

function createImport(fx: Fixtures) {
  return fx.db.import.create({
    data: {
      teamId: fx.team.id,
      sourceKind: 'ghost',
      status: 'done',
      report: {},
      plan: { authors: [], posts: [] },
      total: 0,
    },
  });
}

function createOutboxMessage(fx: Fixtures) {
  return fx.db.outboxMessage.create({
    data: {
      channel: 'email',
      kind: 'test',
      subject: 'Hello',
      deliveries: { create: { recipient: 'reader@example.test', status: 'held' } },
    },
  });
}

function createInvitation(fx: Fixtures) {
  return fx.db.invitation.create({
    data: {
      teamId: fx.team.id,
      email: `invited-${next()}@example.test`,
      tokenHash: `matrix-${next()}`,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    },
  });
}

function createContactSubmission(fx: Fixtures) {
  return fx.db.contactSubmission.create({
    data: { name: 'Ada', email: 'ada@example.test', message: 'Hello' },
  });
}

type InputBuilders = {
  [P in ProcedurePath]: (fx: Fixtures) => InputOf<P> | Promise<InputOf<P>>;
};

/**
 * A valid input for each procedure, built afresh for every call (so a delete always has
 * something to delete); team content is created in the home team.
 */
const INPUTS: InputBuilders = {
  'auth.signUp': () => ({
    email: `new-${next()}@example.test`,
    password: 'a long enough password',
    fullName: 'New Person',
  }),
  'auth.requestPasswordReset': () => ({ email: `forgetful-${next()}@example.test` }),
  'auth.resetPassword': () => ({
    token: 'a-token-nobody-was-given',
    newPassword: 'a long enough password',
    confirmPassword: 'a long enough password',
  }),
  'auth.acceptInvitation': () => ({
    token: 'a-token-nobody-was-given',
    fullName: 'Invited Person',
    password: 'a long enough password',
  }),
  'setup.complete': () => ({
    token: 'a-token-nobody-was-given',
    email: `first-${next()}@example.test`,
    password: 'a long enough password',
    fullName: 'First Person',
    teamName: 'First Team',
    teamSlug: `first-team-${next()}`,
  }),

  'user.me': () => undefined,
  'user.changePassword': () => ({
    currentPassword: TEST_PASSWORD,
    newPassword: `${TEST_PASSWORD} changed`,
  }),
  'user.setNotifyContactMessages': () => ({ notify: false }),
  'user.list': () => ({ search: 'a' }),
  'user.create': () => ({
    email: `created-${next()}@example.test`,
    fullName: 'Created Person',
    systemAdmin: false,
  }),
  'user.resetPassword': async (fx) => ({ userId: (await createUser(fx.db)).id }),
  'user.setSystemAdmin': async (fx) => ({
    userId: (await createUser(fx.db)).id,
    systemAdmin: true,
  }),
  'user.setDisabled': async (fx) => ({ userId: (await createUser(fx.db)).id, disabled: true }),

  'team.create': () => ({ name: `Matrix team ${next()}` }),
  'team.options': () => undefined,
  'team.mine': () => undefined,
  'team.systemList': () => ({ search: 'team' }),
  'team.withCounts': (fx) => ({ teamId: fx.team.id }),
  'team.update': (fx) => ({
    teamId: fx.team.id,
    name: `Renamed team ${next()}`,
    slug: `renamed-team-${next()}`,
  }),
  'team.delete': (fx) => ({ teamId: fx.team.id }),
  'team.bySlug': (fx) => ({ slug: fx.team.slug }),
  'team.members': (fx) => ({ teamId: fx.team.id }),
  'team.addMember': async (fx) => ({
    teamId: fx.team.id,
    email: (await createUser(fx.db)).email,
  }),
  'team.invitations': (fx) => ({ teamId: fx.team.id }),
  'team.resendInvitation': async (fx) => ({
    teamId: fx.team.id,
    invitationId: (await createInvitation(fx)).id,
  }),
  'team.revokeInvitation': async (fx) => ({
    teamId: fx.team.id,
    invitationId: (await createInvitation(fx)).id,
  }),
  'team.changeRole': async (fx) => ({
    teamId: fx.team.id,
    userId: (await addToTeam(fx)).id,
    role: 'admin',
  }),
  'team.removeMember': async (fx) => ({ teamId: fx.team.id, userId: (await addToTeam(fx)).id }),
  // Another owner, so that the cast's owner is not the last one.
  'team.leave': async (fx) => {
    await addToTeam(fx, 'owner');
    return { teamId: fx.team.id };
  },

  'series.featured': () => ({}),
  'series.list': () => ({}),
  'series.bySlug': async (fx) => ({ slug: (await createSeries(fx.db, fx.team.id)).slug }),
  'series.adminList': (fx) => ({ teamId: fx.team.id }),
  'series.systemList': (fx) => ({ teamId: fx.team.id, search: 'series' }),
  'series.create': (fx) => seriesInput(fx.team.id),
  'series.update': async (fx) =>
    seriesInput(fx.team.id, { id: (await createSeries(fx.db, fx.team.id)).id }),
  'series.feature': async (fx) => ({
    teamId: fx.team.id,
    id: (await createSeries(fx.db, fx.team.id)).id,
    featured: true,
  }),
  'series.delete': async (fx) => ({
    teamId: fx.team.id,
    id: (await createSeries(fx.db, fx.team.id)).id,
  }),

  'seriesItem.list': async (fx) => ({ seriesId: (await createSeries(fx.db, fx.team.id)).id }),
  'seriesItem.latest': async (fx) => ({ seriesId: (await createSeries(fx.db, fx.team.id)).id }),
  'seriesItem.byId': async (fx) => {
    const series = await createSeries(fx.db, fx.team.id);
    const item = await createSeriesItem(fx.db, series.id);
    return { seriesSlug: series.slug, itemId: item.id };
  },
  'seriesItem.adminList': async (fx) => ({
    teamId: fx.team.id,
    seriesId: (await createSeries(fx.db, fx.team.id)).id,
  }),
  'seriesItem.adminById': async (fx) => {
    const { items } = await createSeriesWithItems(fx.db, fx.team.id, 1);
    return { teamId: fx.team.id, id: items[0]!.id };
  },
  'seriesItem.create': async (fx) =>
    seriesItemInput(fx.team.id, (await createSeries(fx.db, fx.team.id)).id),
  'seriesItem.update': async (fx) => {
    const { items } = await createSeriesWithItems(fx.db, fx.team.id, 1);
    return { teamId: fx.team.id, id: items[0]!.id, version: 1, ...SERIES_ITEM_FIELDS };
  },
  'seriesItem.publish': async (fx) => {
    const series = await createSeries(fx.db, fx.team.id);
    const item = await createSeriesItem(fx.db, series.id, { published: false });
    return { teamId: fx.team.id, id: item.id, published: true };
  },
  'seriesItem.schedule': async (fx) => {
    const series = await createSeries(fx.db, fx.team.id);
    const item = await createSeriesItem(fx.db, series.id, { published: false });
    return { teamId: fx.team.id, id: item.id, publishAt: new Date(Date.now() + 3_600_000) };
  },
  'seriesItem.cancelSchedule': async (fx) => {
    const series = await createSeries(fx.db, fx.team.id);
    return { teamId: fx.team.id, id: (await createSeriesItem(fx.db, series.id)).id };
  },
  'seriesItem.delete': async (fx) => {
    const series = await createSeries(fx.db, fx.team.id);
    return { teamId: fx.team.id, id: (await createSeriesItem(fx.db, series.id)).id };
  },
  'seriesItem.reorder': async (fx) => {
    const { series, items } = await createSeriesWithItems(fx.db, fx.team.id, 2);
    return { teamId: fx.team.id, seriesId: series.id, ids: items.map((item) => item.id).reverse() };
  },

  'project.featured': () => ({}),
  'project.list': () => ({}),
  'project.byId': async (fx) => ({ id: (await createProject(fx.db, fx.team.id)).id }),
  'project.adminList': (fx) => ({ teamId: fx.team.id }),
  'project.adminById': async (fx) => ({
    teamId: fx.team.id,
    id: (await createProject(fx.db, fx.team.id)).id,
  }),
  'project.systemList': () => ({}),
  'project.create': (fx) => projectInput(fx.team.id),
  'project.update': async (fx) =>
    projectInput(fx.team.id, { id: (await createProject(fx.db, fx.team.id)).id, version: 1 }),
  'project.feature': async (fx) => ({
    teamId: fx.team.id,
    id: (await createProject(fx.db, fx.team.id)).id,
    featured: true,
  }),
  'project.publish': async (fx) => ({
    teamId: fx.team.id,
    id: (await createProject(fx.db, fx.team.id, { published: false })).id,
    published: true,
  }),
  'project.schedule': async (fx) => ({
    teamId: fx.team.id,
    id: (await createProject(fx.db, fx.team.id, { published: false })).id,
    publishAt: new Date(Date.now() + 3_600_000),
  }),
  'project.cancelSchedule': async (fx) => ({
    teamId: fx.team.id,
    id: (await createProject(fx.db, fx.team.id)).id,
  }),
  'project.delete': async (fx) => ({
    teamId: fx.team.id,
    id: (await createProject(fx.db, fx.team.id)).id,
  }),

  'customLink.list': async (fx) => ({
    entityType: 'series',
    entityId: (await createSeries(fx.db, fx.team.id)).id,
  }),
  'customLink.adminList': async (fx) => ({
    teamId: fx.team.id,
    entityType: 'series',
    entityId: (await createSeries(fx.db, fx.team.id)).id,
  }),
  'customLink.add': async (fx) => ({
    teamId: fx.team.id,
    entityType: 'series',
    entityId: (await createSeries(fx.db, fx.team.id)).id,
    linkName: 'Slides',
    linkUrl: 'https://slides.example.test/',
  }),
  'customLink.delete': async (fx) => {
    const series = await createSeries(fx.db, fx.team.id);
    const link = await createCustomLink(fx.db, { seriesId: series.id });
    return { teamId: fx.team.id, id: link.id };
  },
  'customLink.reorder': async (fx) => {
    const series = await createSeries(fx.db, fx.team.id);
    const a = await createCustomLink(fx.db, { seriesId: series.id }, { displayOrder: 0 });
    const b = await createCustomLink(fx.db, { seriesId: series.id }, { displayOrder: 1 });
    return { teamId: fx.team.id, entityType: 'series', entityId: series.id, ids: [b.id, a.id] };
  },

  'blog.latest': () => ({}),
  'blog.featured': () => ({}),
  'blog.list': () => ({}),
  'blog.summaries': () => ({}),
  'blog.byId': async (fx) => ({
    id: (await createBlogPost(fx.db, fx.team.id, { published: true })).id,
  }),
  'blog.adminList': (fx) => ({ teamId: fx.team.id }),
  'blog.adminById': async (fx) => ({
    teamId: fx.team.id,
    id: (await createBlogPost(fx.db, fx.team.id)).id,
  }),
  'blog.systemList': () => ({ search: 'week' }),
  'blog.create': (fx) => blogPostInput(fx.team.id),
  'blog.update': async (fx) =>
    blogPostInput(fx.team.id, { id: (await createBlogPost(fx.db, fx.team.id)).id, version: 1 }),
  'blog.publish': async (fx) => ({
    teamId: fx.team.id,
    id: (await createBlogPost(fx.db, fx.team.id)).id,
    published: true,
  }),
  'blog.schedule': async (fx) => ({
    teamId: fx.team.id,
    id: (await createBlogPost(fx.db, fx.team.id)).id,
    publishAt: new Date(Date.now() + 3_600_000),
  }),
  'blog.cancelSchedule': async (fx) => ({
    teamId: fx.team.id,
    id: (await createBlogPost(fx.db, fx.team.id)).id,
  }),
  'blog.delete': async (fx) => ({
    teamId: fx.team.id,
    id: (await createBlogPost(fx.db, fx.team.id)).id,
  }),

  'media.list': () => ({}),
  'media.adminList': (fx) => ({ teamId: fx.team.id }),
  'media.systemList': (fx) => ({ teamId: fx.team.id }),
  'media.create': (fx) => mediaImageInput(fx.team.id),
  'media.update': async (fx) =>
    mediaImageInput(fx.team.id, { id: (await createMediaItem(fx.db, fx.team.id)).id }),
  'media.delete': async (fx) => ({
    teamId: fx.team.id,
    id: (await createMediaItem(fx.db, fx.team.id)).id,
  }),

  'teamProfile.list': () => ({}),
  'teamProfile.create': (fx) => ({ teamId: fx.team.id, name: 'Ada Lovelace', role: 'Engineer' }),
  'teamProfile.update': async (fx) => ({
    teamId: fx.team.id,
    id: (await createProfile(fx)).id,
    name: 'Grace Hopper',
    role: 'Admiral',
  }),
  'teamProfile.delete': async (fx) => ({ teamId: fx.team.id, id: (await createProfile(fx)).id }),
  // Reordering lists every profile of the team, including those earlier calls created.
  'teamProfile.reorder': async (fx) => {
    await createProfile(fx);
    const profiles = await fx.db.teamMemberProfile.findMany({
      where: { teamId: fx.team.id },
      select: { id: true },
    });
    return { teamId: fx.team.id, ids: profiles.map((profile) => profile.id).reverse() };
  },

  'contact.submit': () => ({ name: 'Ada', email: 'ada@example.test', message: 'Hello there.' }),
  'contact.list': () => ({}),
  'contact.unreadCount': () => undefined,
  'contact.markRead': async (fx) => ({ id: (await createContactSubmission(fx)).id }),
  'contact.delete': async (fx) => ({ id: (await createContactSubmission(fx)).id }),
  'analytics.team': (fx) => ({ teamId: fx.team.id, days: 7 }),
  'analytics.series': async (fx) => ({
    teamId: fx.team.id,
    seriesId: (await createSeries(fx.db, fx.team.id)).id,
  }),
  'analytics.record': async (fx) => ({
    teamId: fx.team.id,
    recordType: 'post',
    recordId: (await createBlogPost(fx.db, fx.team.id)).id,
  }),
  'analytics.site': () => ({ days: 7 }),
  'analytics.deleteRange': () => ({ from: '2026-01-01', to: '2026-01-02' }),
  'outbox.list': () => ({}),
  'outbox.byId': async (fx) => ({ id: (await createOutboxMessage(fx)).id }),
  'outbox.status': () => undefined,
  'outbox.decide': async (fx) => ({ id: (await createOutboxMessage(fx)).id, decision: 'discard' }),

  'follow.request': () => ({ email: 'ada@example.test', altcha: 'not-a-solution' }),
  'follow.confirmLink': () => ({ token: 'a-token-nobody-was-given' }),
  'follow.confirm': () => ({ token: 'a-token-nobody-was-given' }),
  'follow.manage': () => ({ token: `${randomUUID()}.not-the-secret` }),
  'follow.setFollowing': () => ({
    token: `${randomUUID()}.not-the-secret`,
    followId: randomUUID(),
    following: false,
  }),
  'follow.unfollowEverything': () => ({ token: `${randomUUID()}.not-the-secret` }),

  'socialPlatform.list': () => undefined,
  'socialPlatform.adminList': () => undefined,
  'socialPlatform.create': () => ({
    name: `Forge ${next()}`,
    iconKey: 'github',
    baseUrl: 'https://forge.example.test/',
  }),
  'socialPlatform.update': async (fx) => ({
    id: (await createPlatform(fx)).id,
    name: `Renamed ${next()}`,
    iconKey: 'website',
    baseUrl: 'https://renamed.example.test/',
  }),
  'socialPlatform.delete': async (fx) => ({ id: (await createPlatform(fx)).id }),

  'socialPlatform.reorder': async (fx) => {
    await createPlatform(fx);
    const platforms = await fx.db.socialPlatform.findMany({ select: { id: true } });
    return { ids: platforms.map((platform) => platform.id).reverse() };
  },

  'userSocial.systemList': () => ({ search: 'a' }),
  'userSocial.list': (fx) => ({ userId: fx.subject.id }),
  'userSocial.upsert': async (fx) => ({
    userId: fx.subject.id,
    platformId: (await createPlatform(fx)).id,
    url: 'https://p.example.test/someone',
  }),
  'userSocial.delete': async (fx) => {
    const platform = await createPlatform(fx);
    await fx.db.userSocialLink.create({
      data: { userId: fx.subject.id, platformId: platform.id, url: 'https://p.example.test/x' },
    });
    return { userId: fx.subject.id, platformId: platform.id };
  },

  'upload.authorize': (fx) => ({ teamId: fx.team.id, purpose: 'media' }),
  'upload.storageUse': (fx) => ({ teamId: fx.team.id }),

  'export.authorizeSite': () => undefined,
  'export.authorizeTeam': (fx) => ({ teamId: fx.team.id }),

  'import.authorize': (fx) => ({ teamId: fx.team.id }),
  'import.preview': (fx) => ({ teamId: fx.team.id, kind: 'ghost', file: ghostExportOf([]) }),
  'import.start': async (fx) => {
    // One import runs per team at a time: each call starts from none.
    await fx.db.import.deleteMany({ where: { teamId: fx.team.id } });
    return { teamId: fx.team.id, kind: 'ghost', file: ghostExportOf([]) };
  },
  'import.byId': async (fx) => ({ teamId: fx.team.id, id: (await createImport(fx)).id }),
  'import.adminList': (fx) => ({ teamId: fx.team.id }),

  'stats.team': (fx) => ({ teamId: fx.team.id }),
  'stats.system': () => undefined,

  'audit.list': () => ({ entityType: 'series', from: '2020-01-01' }),
  'audit.latest': () => ({}),
  'audit.actors': () => undefined,

  'revision.list': async (fx) => ({
    teamId: fx.team.id,
    recordType: 'blog_post',
    recordId: (await createBlogPost(fx.db, fx.team.id)).id,
  }),
  'revision.byId': async (fx) => ({ teamId: fx.team.id, id: (await createRevision(fx)).id }),
  'revision.restore': async (fx) => ({
    teamId: fx.team.id,
    id: (await createRevision(fx)).id,
    version: 1,
  }),
  'presence.heartbeat': async (fx) => ({
    teamId: fx.team.id,
    recordType: 'blog_post',
    recordId: (await createBlogPost(fx.db, fx.team.id)).id,
  }),
  'presence.list': (fx) => ({ teamId: fx.team.id, recordType: 'project' }),
  'search.query': () => ({ q: 'hackathon' }),

  'subscriber.adminList': (fx) => ({ teamId: fx.team.id }),
  'subscriber.counts': (fx) => ({ teamId: fx.team.id }),
  'subscriber.exportCsv': (fx) => ({ teamId: fx.team.id }),
  'subscriber.delete': async (fx) => ({
    teamId: fx.team.id,
    id: await createFollower(fx, (await createSeries(fx.db, fx.team.id)).id),
  }),
  'subscriber.blogList': () => ({}),
  'subscriber.blogCounts': () => undefined,
  'subscriber.blogExportCsv': () => ({}),
  'subscriber.blogDelete': async (fx) => ({ id: await createFollower(fx, null) }),
  'subscriber.sendFigures': async (fx) => ({
    teamId: fx.team.id,
    aboutType: 'blog_post',
    ids: [(await createBlogPost(fx.db, fx.team.id)).id],
  }),
  'webhook.list': (fx) => ({ teamId: fx.team.id }),
  'webhook.create': (fx) => ({ teamId: fx.team.id, ...WEBHOOK_SETTINGS }),
  'webhook.update': async (fx) => ({
    teamId: fx.team.id,
    id: (await createWebhookEndpoint(fx)).id,
    ...WEBHOOK_SETTINGS,
  }),
  'webhook.setEnabled': async (fx) => ({
    teamId: fx.team.id,
    id: (await createWebhookEndpoint(fx)).id,
    enabled: false,
  }),
  'webhook.delete': async (fx) => ({
    teamId: fx.team.id,
    id: (await createWebhookEndpoint(fx)).id,
  }),
  'webhook.rotateSecret': async (fx) => ({
    teamId: fx.team.id,
    id: (await createWebhookEndpoint(fx)).id,
  }),
  'webhook.deliveries': async (fx) => ({
    teamId: fx.team.id,
    id: (await createWebhookEndpoint(fx)).id,
  }),
  'webhook.replay': async (fx) => {
    const endpoint = await createWebhookEndpoint(fx);
    const message = await fx.db.outboxMessage.create({
      data: { channel: 'webhook', kind: 'post.published', teamId: fx.team.id, payload: {} },
    });
    const delivery = await fx.db.outboxDelivery.create({
      data: {
        messageId: message.id,
        recipient: endpoint.id,
        endpointId: endpoint.id,
        status: 'failed',
      },
    });
    return { teamId: fx.team.id, deliveryId: delivery.id };
  },
};

/** A confirmed follower of the series (null: the blog); their subscriber id. */
async function createFollower(fx: Fixtures, seriesId: string | null) {
  const subscriber = await fx.db.subscriber.create({
    data: {
      email: `follower-${next()}@example.test`,
      manageToken: `token-${next()}`,
      follows: { create: { seriesId, status: 'confirmed' } },
    },
  });
  return subscriber.id;
}

const WEBHOOK_SETTINGS: CreateWebhookInput = {
  url: 'https://hooks.example.com/teamfolio',
  format: 'standard',
  events: ['post.published'],
};

function createWebhookEndpoint(fx: Fixtures) {
  return fx.db.webhookEndpoint.create({
    data: { teamId: fx.team.id, ...WEBHOOK_SETTINGS, secret: 'whsec_test' },
  });
}

/** A post of the home team at version 1, and the revision that version kept. */
async function createRevision(fx: Fixtures) {
  const post = await createBlogPost(fx.db, fx.team.id);
  return fx.db.revision.create({
    data: {
      teamId: fx.team.id,
      blogPostId: post.id,
      version: 1,
      fields: { title: post.title, content: post.content },
    },
  });
}

function createProfile(fx: Fixtures) {
  return fx.db.teamMemberProfile.create({
    data: { teamId: fx.team.id, name: 'Someone', role: 'Member' },
  });
}

/**
 * Calls that change the cast itself (the caller leaves the team or changes their password, the
 * team is renamed or deleted) get a cast of their own.
 */
// (A changed password would no longer be the cast's known one.)
const NEEDS_OWN_CAST: ReadonlySet<ProcedurePath> = new Set([
  'team.leave',
  'team.update',
  'team.delete',
  'user.changePassword',
]);

async function fixturesFor(
  path: ProcedurePath,
  role: CastRole,
  onOwnData: boolean,
): Promise<Fixtures> {
  const { db } = database();
  const cast = NEEDS_OWN_CAST.has(path) ? await createContentCast(db) : sharedCast;
  const subject = onOwnData && role !== 'anonymous' ? cast.users[role] : bystander;
  return { db, team: cast.team, users: cast.users, subject };
}

type ProcedureCaller = Record<string, Record<string, (input: unknown) => Promise<unknown>>>;

/** Builds fresh fixtures and an input, then calls the procedure at `path` in the role. */
async function callAs(path: ProcedurePath, role: CastRole, onOwnData = false) {
  const fx = await fixturesFor(path, role, onOwnData);
  const input = await (INPUTS[path] as (fx: Fixtures) => unknown)(fx);
  const user = role === 'anonymous' ? null : fx.users[role];
  // Each call from its own network (IPv6 clients count by /64), so contact.submit's rate limit
  // never gets in the way.
  const caller = callerFor(fx.db, user && sessionFor(user), {
    clientIp: `2001:db8:${next().toString(16)}::1`,
  });
  const [routerName = '', procedureName = ''] = path.split('.');
  const procedure = (caller as unknown as ProcedureCaller)[routerName]?.[procedureName];
  if (!procedure) throw new Error(`The caller has no ${path}.`);
  return outcomeOf(() => procedure(input));
}

const ROUTER_PATHS = Object.keys(appRouter._def.procedures);
const MAPPED_PATHS = ROUTER_PATHS.filter(isProcedurePath);

describe('the access map', () => {
  it('has a rule and an input builder for exactly the procedures of the app router', () => {
    const sorted = (keys: readonly string[]) => [...keys].sort();
    expect(ROUTER_PATHS.length).toBeGreaterThan(50);
    expect(sorted(Object.keys(API_ACCESS))).toEqual(sorted(ROUTER_PATHS));
    expect(sorted(Object.keys(INPUTS))).toEqual(sorted(ROUTER_PATHS));
  });

  it('is the API table of docs/api.md, row for row', async () => {
    const apiDoc = await readFile(resolve(import.meta.dirname, '../../docs/api.md'), 'utf8');
    const section = /^## Who may call each procedure\n([\s\S]*?)(?=^## )/m.exec(apiDoc)?.[1] ?? '';
    expect(
      parseApiTable(section),
      `docs/api.md's "## Who may call each procedure" table is out of date; it should be:\n\n${renderApiTable()}\n`,
    ).toEqual(apiTableRows());
  });
});

function describeMatrix(
  title: string,
  paths: readonly ProcedurePath[],
  outcomesOf: (path: ProcedurePath) => RoleOutcomes,
  onOwnData: boolean,
) {
  describe.each(paths)(title, (path) => {
    it.each(roleCases(outcomesOf(path)))('%s → %s', async (role, expected) => {
      expect(await callAs(path, role, onOwnData)).toBe(expected);
    });
  });
}

describeMatrix('%s', MAPPED_PATHS, expectedOutcomes, false);

// Per-user procedures: above on another user's data, here on the caller's own.
const ownDataPaths = MAPPED_PATHS.filter((path) => ownDataOutcomes(path));
describeMatrix("%s on the caller's own data", ownDataPaths, (p) => ownDataOutcomes(p)!, true);
