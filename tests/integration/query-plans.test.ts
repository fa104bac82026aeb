/**
 * The database at 100× the demo data (the benchmark's dataset): every public and admin list
 *  - costs the same number of queries with a handful of rows as with the large dataset,
 *  - reads each table through an index, and only about the rows it returns (EXPLAIN ANALYZE of
 *    the SQL Prisma actually sent, captured through its query events, with the same parameters),
 *  - pages by cursor where it grows.
 * Timings are measured by `npm run bench`, not here.
 */
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PrismaClient } from '~/server/generated/prisma/client';

import {
  LARGE_DATASET,
  seedLargeDataset,
  type DatasetSize,
} from '../../scripts/bench/large-dataset';
import { callerFor } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createUser, sessionFor, type TestUser } from '../helpers/factories';

const database = useTestDatabase();

/**
 * A handful of rows, but enough that every list has some (one featured series and project) and
 * every paginated list a second page at SMALL_PAGE: Prisma skips a relation's query when a list
 * comes back empty, which would make the query counts differ for the wrong reason.
 */
const SMALL_DATASET: DatasetSize = {
  teams: 2,
  blogPosts: 6,
  series: 20,
  itemsPerSeries: 3,
  projects: 20,
  mediaItems: 8,
  smallTeamMediaItems: 1,
  profilesPerTeam: 2,
  contactSubmissions: 5,
};
const SMALL_PAGE = 2;
/** Below the 18 published items of a large series, so its timeline has a second page too. */
const LARGE_PAGE = 10;

// --- capturing the SQL of one call -------------------------------------------------------------

interface CapturedQuery {
  sql: string;
  params: unknown[];
}

function createRecordingDb(url: string) {
  const db = new PrismaClient({
    adapter: new PrismaPg({ connectionString: url }),
    log: [{ emit: 'event', level: 'query' }],
  });
  let recording: CapturedQuery[] | undefined;
  db.$on('query', (event) => {
    recording?.push({ sql: event.query, params: JSON.parse(event.params) as unknown[] });
  });
  return {
    db,
    /** The queries `call` sends, and its result. */
    async record<T>(call: () => Promise<T>): Promise<{ queries: CapturedQuery[]; result: T }> {
      recording = [];
      try {
        const result = await call();
        return { queries: recording, result };
      } finally {
        recording = undefined;
      }
    },
  };
}

// --- the lists --------------------------------------------------------------------------------

type Api = ReturnType<typeof callerFor>;

/** What the calls of one dataset need: its first team, a series, a project and a post of it. */
interface Handles {
  teamId: string;
  seriesId: string;
  seriesSlug: string;
  projectId: string;
  postId: string;
}

interface Page {
  limit: number;
  cursor?: string | null;
}

interface Callers {
  visitor: Api;
  editor: Api;
  systemAdmin: Api;
}

interface ListCase {
  name: string;
  /** Lists that grow with the content page by cursor; the others are bounded by nature. */
  paginated: boolean;
  call(callers: Callers, handles: Handles, page: Page): Promise<unknown>;
}

const LIST_CASES: ListCase[] = [
  // Public lists.
  { name: 'blog.list', paginated: true, call: (c, _h, page) => c.visitor.blog.list(page) },
  {
    name: 'blog.summaries',
    paginated: true,
    call: (c, _h, page) => c.visitor.blog.summaries(page),
  },
  { name: 'blog.latest', paginated: false, call: (c) => c.visitor.blog.latest({ limit: 3 }) },
  { name: 'series.list', paginated: true, call: (c, _h, page) => c.visitor.series.list(page) },
  { name: 'series.featured', paginated: false, call: (c) => c.visitor.series.featured({}) },
  {
    name: 'seriesItem.list by slug',
    paginated: true,
    call: (c, h, page) => c.visitor.seriesItem.list({ ...page, seriesSlug: h.seriesSlug }),
  },
  {
    name: 'seriesItem.list by id',
    paginated: true,
    call: (c, h, page) => c.visitor.seriesItem.list({ ...page, seriesId: h.seriesId }),
  },
  { name: 'project.list', paginated: true, call: (c, _h, page) => c.visitor.project.list(page) },
  { name: 'project.featured', paginated: false, call: (c) => c.visitor.project.featured({}) },
  { name: 'media.list', paginated: true, call: (c, _h, page) => c.visitor.media.list(page) },
  {
    name: 'media.list of one type',
    paginated: true,
    call: (c, _h, page) => c.visitor.media.list({ ...page, mediaType: 'video' }),
  },
  {
    name: 'teamProfile.list',
    paginated: true,
    call: (c, _h, page) => c.visitor.teamProfile.list(page),
  },
  {
    // Pages too, but a team of the large dataset has fewer profiles (5) than a page.
    name: 'teamProfile.list of a team',
    paginated: false,
    call: (c, h, page) => c.visitor.teamProfile.list({ ...page, teamId: h.teamId }),
  },
  { name: 'socialPlatform.list', paginated: false, call: (c) => c.visitor.socialPlatform.list() },
  {
    name: 'customLink.list',
    paginated: false,
    call: (c, h) => c.visitor.customLink.list({ entityType: 'project', entityId: h.projectId }),
  },
  // Admin lists.
  {
    name: 'blog.adminList',
    paginated: true,
    call: (c, h, page) => c.editor.blog.adminList({ ...page, teamId: h.teamId }),
  },
  {
    name: 'blog.adminList of published posts by title',
    paginated: true,
    call: (c, h, page) =>
      c.editor.blog.adminList({ ...page, teamId: h.teamId, search: 'week', published: true }),
  },
  {
    name: 'series.adminList',
    paginated: true,
    call: (c, h, page) => c.editor.series.adminList({ ...page, teamId: h.teamId }),
  },
  {
    name: 'seriesItem.adminList',
    paginated: true,
    call: (c, h, page) =>
      c.editor.seriesItem.adminList({ ...page, teamId: h.teamId, seriesId: h.seriesId }),
  },
  {
    name: 'project.adminList',
    paginated: true,
    call: (c, h, page) => c.editor.project.adminList({ ...page, teamId: h.teamId }),
  },
  {
    name: 'project.adminList of unfeatured projects by title',
    paginated: true,
    call: (c, h, page) =>
      c.editor.project.adminList({ ...page, teamId: h.teamId, search: 'project', featured: false }),
  },
  {
    name: 'project.adminList of published projects by title',
    paginated: true,
    call: (c, h, page) =>
      c.editor.project.adminList({ ...page, teamId: h.teamId, search: 'project', published: true }),
  },
  {
    name: 'media.adminList',
    paginated: true,
    call: (c, h, page) => c.editor.media.adminList({ ...page, teamId: h.teamId }),
  },
  {
    name: 'media.adminList of one type',
    paginated: true,
    call: (c, h, page) =>
      c.editor.media.adminList({ ...page, teamId: h.teamId, mediaType: 'youtube' }),
  },
  {
    name: 'media.adminList of one type by title',
    paginated: true,
    call: (c, h, page) =>
      c.editor.media.adminList({ ...page, teamId: h.teamId, search: 'MEDIA', mediaType: 'video' }),
  },
  {
    name: 'customLink.adminList',
    paginated: false,
    call: (c, h) =>
      c.editor.customLink.adminList({ teamId: h.teamId, entityType: 'blog', entityId: h.postId }),
  },
  {
    name: 'team.members',
    paginated: false,
    call: (c, h) => c.editor.team.members({ teamId: h.teamId }),
  },
  {
    name: 'contact.list',
    paginated: true,
    call: (c, _h, page) => c.systemAdmin.contact.list(page),
  },
  {
    name: 'contact.list of unread messages',
    paginated: true,
    call: (c, _h, page) => c.systemAdmin.contact.list({ ...page, unreadOnly: true }),
  },
  {
    name: 'series.systemList',
    paginated: true,
    call: (c, _h, page) => c.systemAdmin.series.systemList(page),
  },
  {
    name: 'series.systemList of a team',
    paginated: false,
    call: (c, h, page) => c.systemAdmin.series.systemList({ ...page, teamId: h.teamId }),
  },
  {
    name: 'blog.systemList',
    paginated: true,
    call: (c, _h, page) => c.systemAdmin.blog.systemList(page),
  },
  {
    name: 'blog.systemList of a team',
    paginated: false,
    call: (c, h, page) => c.systemAdmin.blog.systemList({ ...page, teamId: h.teamId }),
  },
  {
    name: 'project.systemList',
    paginated: true,
    call: (c, _h, page) => c.systemAdmin.project.systemList(page),
  },
  {
    name: 'project.systemList of a team',
    paginated: false,
    call: (c, h, page) => c.systemAdmin.project.systemList({ ...page, teamId: h.teamId }),
  },
  {
    name: 'media.systemList',
    paginated: true,
    call: (c, _h, page) => c.systemAdmin.media.systemList(page),
  },
  {
    name: 'media.systemList of a team',
    paginated: false,
    call: (c, h, page) => c.systemAdmin.media.systemList({ ...page, teamId: h.teamId }),
  },
  {
    name: 'audit.list of a team',
    paginated: false,
    call: (c, h, page) => c.systemAdmin.audit.list({ ...page, teamId: h.teamId }),
  },
  {
    name: 'socialPlatform.adminList',
    paginated: false,
    call: (c) => c.systemAdmin.socialPlatform.adminList(),
  },
];

// --- measuring both datasets ------------------------------------------------------------------

interface Measurement {
  firstPage: { queries: CapturedQuery[]; result: unknown };
  /** Paginated lists only: the page after the first one's nextCursor. */
  secondPage?: { queries: CapturedQuery[]; result: unknown };
}

type Measurements = Map<string, Measurement>;

const measured: { small?: Measurements; large?: Measurements } = {};
let recorder: ReturnType<typeof createRecordingDb>;
/** The large dataset's editor, and its teams of 2,000 and of 100 media items. */
let largeEditorApi: Api;
let mediaTeams: { large: string; small: string };
let explainClient: pg.Client;

async function handlesOf(label: string): Promise<Handles> {
  const { db } = database();
  const team = await db.team.findUniqueOrThrow({ where: { slug: `${label}-team-1` } });
  const series = await db.series.findFirstOrThrow({ where: { teamId: team.id } });
  const project = await db.project.findFirstOrThrow({ where: { teamId: team.id } });
  const post = await db.blogPost.findFirstOrThrow({ where: { teamId: team.id } });
  return {
    teamId: team.id,
    seriesId: series.id,
    seriesSlug: series.slug,
    projectId: project.id,
    postId: post.id,
  };
}

function nextCursorOf(result: unknown): string | null {
  return (result as { nextCursor?: string | null }).nextCursor ?? null;
}

async function measure(callers: Callers, handles: Handles, limit: number) {
  const results: Measurements = new Map();
  for (const list of LIST_CASES) {
    const firstPage = await recorder.record(() => list.call(callers, handles, { limit }));
    const cursor = list.paginated ? nextCursorOf(firstPage.result) : null;
    const secondPage = cursor
      ? await recorder.record(() => list.call(callers, handles, { limit, cursor }))
      : undefined;
    results.set(list.name, { firstPage, secondPage });
  }
  return results;
}

beforeAll(async () => {
  const { db, url } = database();
  recorder = createRecordingDb(url);
  explainClient = new pg.Client({ connectionString: url });
  await explainClient.connect();

  const systemAdmin = await createUser(db, { systemAdmin: true });
  const callersFor = (editor: TestUser): Callers => ({
    visitor: callerFor(recorder.db, null),
    editor: callerFor(recorder.db, sessionFor(editor)),
    systemAdmin: callerFor(recorder.db, sessionFor(systemAdmin)),
  });
  const editorOf = async (label: string, size: DatasetSize): Promise<TestUser> => {
    const { editor, largeMediaTeam, smallMediaTeam } = await seedLargeDataset(db, size, label);
    mediaTeams = { large: largeMediaTeam.id, small: smallMediaTeam.id };
    return { id: editor.id, email: editor.email, fullName: 'Bench Editor', isSystemAdmin: false };
  };

  const smallEditor = await editorOf('small', SMALL_DATASET);
  measured.small = await measure(callersFor(smallEditor), await handlesOf('small'), SMALL_PAGE);
  const largeEditor = await editorOf('large', LARGE_DATASET);
  largeEditorApi = callersFor(largeEditor).editor;
  measured.large = await measure(callersFor(largeEditor), await handlesOf('large'), LARGE_PAGE);
}, 120_000);

afterAll(async () => {
  await explainClient?.end();
  await recorder?.db.$disconnect();
});

function measurement(size: 'small' | 'large', name: string): Measurement {
  const found = measured[size]?.get(name);
  if (!found) throw new Error(`No ${size} measurement of ${name}.`);
  return found;
}

// --- reading plans ----------------------------------------------------------------------------

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

const TABLE_SCANS = new Set(['Seq Scan', 'Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);
const INDEX_SCANS = new Set(['Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);

function scansOf(node: PlanNode): PlanNode[] {
  const own = TABLE_SCANS.has(node['Node Type']) ? [node] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOf)];
}

function rowsRead(scan: PlanNode): number {
  const perLoop =
    scan['Actual Rows'] +
    (scan['Rows Removed by Filter'] ?? 0) +
    (scan['Rows Removed by Index Recheck'] ?? 0);
  return perLoop * scan['Actual Loops'];
}

/**
 * The executed plan of one captured query. Sequential scans are switched off, so a table that
 * has no index for the query still shows up as a Seq Scan, while small tables (which PostgreSQL
 * rightly scans whole) show whether an index would serve them as they grow.
 */
async function explain({ sql, params }: CapturedQuery): Promise<PlanNode> {
  await explainClient.query('BEGIN');
  try {
    await explainClient.query('SET LOCAL enable_seqscan = off');
    const { rows } = await explainClient.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
      params,
    );
    return rows[0]!['QUERY PLAN'][0].Plan;
  } finally {
    await explainClient.query('ROLLBACK');
  }
}

/**
 * Rows one query may read: a page (LARGE_PAGE) with its related rows (authors, item counts…),
 * and far below any grown table (1,000 posts, 4,000 series items, 2,100 media items), so a
 * full scan, or one that walks past the page, fails.
 */
const MAX_ROWS_READ = 300;

async function planProblems(queries: CapturedQuery[]): Promise<string[]> {
  const problems: string[] = [];
  for (const query of queries) {
    const scans = scansOf(await explain(query));
    for (const scan of scans) {
      if (!INDEX_SCANS.has(scan['Node Type'])) {
        problems.push(`${scan['Node Type']} on ${scan['Relation Name']} in: ${query.sql}`);
      }
    }
    const read = scans.reduce((sum, scan) => sum + rowsRead(scan), 0);
    if (read > MAX_ROWS_READ) {
      const detail = scans.map(
        (scan) =>
          `${scan['Node Type']} ${scan['Index Name'] ?? scan['Relation Name']}: ${rowsRead(scan)}`,
      );
      problems.push(`reads ${read} rows (${detail.join(', ')}) in: ${query.sql}`);
    }
  }
  return problems;
}

// --- the tests --------------------------------------------------------------------------------

const listNames = LIST_CASES.map((list) => list.name);
const paginatedNames = LIST_CASES.filter((list) => list.paginated).map((list) => list.name);

describe('at 100× the demo data', () => {
  it.each(listNames)('%s sends as many queries as with a handful of rows', (name) => {
    const small = measurement('small', name);
    const large = measurement('large', name);

    expect(large.firstPage.queries.length).toBeGreaterThan(0);
    expect(large.firstPage.queries.length).toBe(small.firstPage.queries.length);
    expect(large.secondPage?.queries.length).toBe(small.secondPage?.queries.length);
  });

  it.each(listNames)(
    '%s reads every table through an index, and only about a page of rows',
    async (name) => {
      const { firstPage, secondPage } = measurement('large', name);

      expect(await planProblems(firstPage.queries)).toEqual([]);
      expect(await planProblems(secondPage?.queries ?? [])).toEqual([]);
    },
  );

  it.each(paginatedNames)('%s pages by cursor', (name) => {
    const { firstPage, secondPage } = measurement('large', name);
    const first = firstPage.result as { items: Array<{ id: string }>; nextCursor: string | null };
    const second = secondPage?.result as { items: Array<{ id: string }> } | undefined;

    expect(first.items).toHaveLength(LARGE_PAGE);
    expect(first.nextCursor).toBe(first.items.at(-1)?.id);
    expect(second?.items.length).toBeGreaterThan(0);
    const firstIds = new Set(first.items.map((item) => item.id));
    expect(second?.items.filter((item) => firstIds.has(item.id))).toEqual([]);
  });
});

describe('the admin media list of 2,000 items', () => {
  const firstPageOf = (teamId: string) =>
    recorder.record(() => largeEditorApi.media.adminList({ teamId }));

  it('answers its first page of 20 like the list of 100, through the team’s index', async () => {
    const large = await firstPageOf(mediaTeams.large);
    const small = await firstPageOf(mediaTeams.small);

    expect(large.result.items).toHaveLength(20);
    expect(small.result.items).toHaveLength(20);
    expect(large.queries.length).toBe(small.queries.length);
    expect(await planProblems(large.queries)).toEqual([]);
    const scans = (await Promise.all(large.queries.map(explain))).flatMap(scansOf);
    expect(scans.map((scan) => scan['Index Name'])).toContain(
      'media_items_team_id_updated_at_id_idx',
    );
  });
});

describe('search at 100× the demo data', () => {
  function nodesOf(node: PlanNode): PlanNode[] {
    return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
  }

  it('finds a word in one query, through the GIN index of every table it searches', async () => {
    const visitor = callerFor(recorder.db, null);
    // A word in a few titles of each kind ('Project 42', 'Build log 42', 'Media 42'…).
    const { queries, result } = await recorder.record(() => visitor.search.query({ q: '42' }));

    expect(result.items.length).toBeGreaterThan(0);
    const selects = queries.filter((query) => query.sql.trimStart().startsWith('WITH'));
    expect(selects).toHaveLength(1);
    // Explained with the settings the search's transaction gives itself.
    const settings = queries.filter((query) => query.sql.startsWith('SET LOCAL'));
    await explainClient.query('BEGIN');
    let plan: PlanNode;
    try {
      for (const setting of settings) await explainClient.query(setting.sql, setting.params);
      const { rows } = await explainClient.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${selects[0]!.sql}`,
        selects[0]!.params,
      );
      plan = rows[0]!['QUERY PLAN'][0].Plan;
    } finally {
      await explainClient.query('ROLLBACK');
    }
    const nodes = nodesOf(plan);
    const indexes = nodes
      .filter((node) => node['Node Type'] === 'Bitmap Index Scan')
      .map((node) => node['Index Name']);
    expect(indexes.sort()).toEqual([
      'blog_posts_search_vector_idx',
      'media_items_search_vector_idx',
      'projects_search_vector_idx',
      'series_items_search_vector_idx',
      'series_search_vector_idx',
    ]);
    // The series table is also joined to its items by key; it is small enough to read whole.
    const searchedTables = ['blog_posts', 'series_items', 'projects', 'media_items'];
    const fullScans = nodes.filter(
      (node) =>
        node['Node Type'] === 'Seq Scan' && searchedTables.includes(node['Relation Name'] ?? ''),
    );
    expect(fullScans.map((node) => node['Relation Name'])).toEqual([]);
  });
});
