/**
 * A large synthetic dataset (100× the demo) for the benchmark (scripts/bench/run.ts) and the
 * query-plan tests (tests/integration/query-plans.test.ts). Rows are generated inside PostgreSQL
 * (INSERT … SELECT generate_series), so the full size loads in a few seconds.
 *
 * Every natural key starts with the dataset's `label`, so several datasets (and the demo seed)
 * live side by side in one database.
 */
import { hashPassword } from '../../src/server/auth/password';
import type { Db } from '../../src/server/db';

export interface DatasetSize {
  teams: number;
  /** Half in the first team, the rest spread over the others; every tenth is a draft. */
  blogPosts: number;
  /** Half in the first team, the rest spread over the others. */
  series: number;
  /** Per series; every tenth is a draft. */
  itemsPerSeries: number;
  /** Half in the first team, the rest spread over the others; every twentieth is featured. */
  projects: number;
  /** All in the first team: its admin media list is the largest one. */
  mediaItems: number;
  /** In the second team: the small admin media list that the largest one is compared with. */
  smallTeamMediaItems: number;
  profilesPerTeam: number;
  contactSubmissions: number;
}

/** 100× the demo data: the size at which the benchmark judges the site. */
export const LARGE_DATASET: DatasetSize = {
  teams: 50,
  blogPosts: 1000,
  series: 200,
  itemsPerSeries: 20,
  projects: 500,
  mediaItems: 2000,
  smallTeamMediaItems: 100,
  profilesPerTeam: 5,
  contactSubmissions: 500,
};

/** The password of the dataset's editor account (local benchmark data only). */
export const DATASET_EDITOR_PASSWORD = 'bench-editor-password';

export interface TeamRef {
  id: string;
  slug: string;
}

export interface SeededDataset {
  /** Admin of every team of the dataset: signs in for the admin lists. */
  editor: { id: string; email: string; password: string };
  /** The team holding `mediaItems` media items, and the one holding `smallTeamMediaItems`. */
  largeMediaTeam: TeamRef;
  smallMediaTeam: TeamRef;
}

// Realistic text sizes: a post is ~5 kB of HTML, an item ~2 kB, a project description ~700 B.
const PARAGRAPH =
  'We shipped a small change, measured it against last week, and wrote down what surprised us. ' +
  'The retrieval step got faster once we cached embeddings per document, and the evaluation ' +
  'harness caught two regressions before they reached the pilot group.';

const POST_HTML = `'<h2>What we built</h2>'
  || repeat('<p>' || ${sqlText(PARAGRAPH)} || ' (post ' || n || ')</p>', 8)
  || '<ul><li>Latency down 30%</li><li>Two regressions caught</li><li>Next: the pilot</li></ul>'
  || '<h2>What we learned</h2>' || repeat('<p>' || ${sqlText(PARAGRAPH)} || '</p>', 8)`;

const ITEM_HTML = `'<p>' || repeat(${sqlText(PARAGRAPH)} || ' ', 6)
  || '</p><p><strong>Next week:</strong> the pilot.</p>'`;

/** One SQL statement of the dataset: $1 is the label, $2 the number of rows to generate. */
interface Statement {
  sql: string;
  count: number;
}

/** The slug of team `n` modulo the team count: one share each. */
const TEAM_ROUND_ROBIN = (teams: number) =>
  `format('%s-team-%s', $1::text, ((n - 1) % ${teams}) + 1)`;
/** The first team gets every odd row — the busy team whose admin lists are the longest. */
const BUSY_FIRST_TEAM = (teams: number) =>
  `format('%s-team-%s', $1::text, CASE WHEN n % 2 = 1 THEN 1 ELSE (n / 2 - 1) % ${teams - 1} + 2 END)`;
const IN_DATASET = (alias: string) => `${alias}.slug LIKE $1::text || '-team-%'`;

function statements(size: DatasetSize): Statement[] {
  const teamOfN = BUSY_FIRST_TEAM(size.teams);
  return [
    {
      count: size.teams,
      sql: `INSERT INTO users (email, password_hash, full_name, username)
        SELECT format('%s-author-%s@bench.test', $1::text, n), $3::text,
               format('Author %s', n), format('%s-author-%s', $1::text, n)
        FROM generate_series(1, $2::int) AS n
        UNION ALL SELECT format('%s-editor@bench.test', $1::text), $3::text, 'Bench Editor', NULL`,
    },
    {
      count: size.teams,
      sql: `INSERT INTO teams (name, slug, description, created_by)
        SELECT format('Team %s %s', $1::text, n), format('%s-team-%s', $1::text, n),
               'A small team building in public.', u.id
        FROM generate_series(1, $2::int) AS n
        JOIN users u ON u.email = format('%s-author-%s@bench.test', $1::text, n)`,
    },
    {
      // Each author owns their team; the editor is admin of every team.
      count: size.teams,
      sql: `INSERT INTO team_members (team_id, user_id, role)
        SELECT t.id, t.created_by, 'owner'::team_role FROM teams t WHERE ${IN_DATASET('t')}
        UNION ALL
        SELECT t.id, u.id, 'admin'::team_role FROM teams t
        JOIN users u ON u.email = format('%s-editor@bench.test', $1::text)
        WHERE ${IN_DATASET('t')} AND $2::int > 0`,
    },
    {
      count: size.teams * size.profilesPerTeam,
      sql: `INSERT INTO team_member_profiles (team_id, name, role, bio, photo_url, github_url, order_index)
        SELECT t.id, format('Member %s', n), 'Engineer',
               'Builds evaluation tooling and writes about it every week.',
               '/demo/team-maya-chen.webp', format('https://github.com/member-%s', n), n
        FROM generate_series(1, $2::int) AS n
        JOIN teams t ON t.slug = ${TEAM_ROUND_ROBIN(size.teams)}`,
    },
    {
      count: size.blogPosts,
      sql: `INSERT INTO blog_posts (team_id, title, excerpt, content, published, published_at,
               author_id, author_name, image_urls, featured_image_url, created_at, updated_at)
        SELECT t.id, format('Lessons from week %s, part %s', n % 8 + 1, n),
               'What we shipped, what broke, and what we will try next.', ${POST_HTML},
               n % 10 <> 0, CASE WHEN n % 10 <> 0 THEN now() - n * interval '3 hours' END,
               t.created_by, format('Author %s', (n - 1) % ${size.teams} + 1),
               ARRAY['/demo/blog-evaluation.webp', '/demo/blog-retrieval.webp'],
               '/demo/blog-halfway.webp',
               now() - n * interval '3 hours', now() - n * interval '3 hours'
        FROM generate_series(1, $2::int) AS n
        JOIN teams t ON t.slug = ${teamOfN}`,
    },
    {
      count: size.series,
      sql: `INSERT INTO series (team_id, author_id, title, slug, description, short_description,
               status, featured, start_date, end_date, tags, image_url, created_at, updated_at)
        SELECT t.id, t.created_by, format('Build log %s', n), format('%s-series-%s', $1::text, n),
               repeat(${sqlText(PARAGRAPH)} || ' ', 3), 'Eight weeks of building in public.',
               (ARRAY['active', 'completed', 'upcoming']::series_status[])[n % 3 + 1],
               n % 20 = 0, (now() - n * interval '1 day')::date,
               (now() - n * interval '1 day' + interval '8 weeks')::date,
               ARRAY['AI', 'Hackathon', format('Cohort %s', n % 7)],
               '/demo/series-ai-hackathon.webp',
               now() - n * interval '1 day', now() - n * interval '1 day'
        FROM generate_series(1, $2::int) AS n
        JOIN teams t ON t.slug = ${teamOfN}`,
    },
    {
      count: size.itemsPerSeries,
      sql: `INSERT INTO series_items (series_id, title, summary, content, item_type, week_number,
               item_order, published, youtube_video_url, github_links, image_url, created_at,
               updated_at)
        SELECT s.id, format('Week %s: progress report %s', (n - 1) % 8 + 1, n),
               'Where we are, what changed since last week and what comes next.', ${ITEM_HTML},
               (ARRAY['update', 'milestone', 'announcement', 'tutorial']::series_item_type[])[n % 4 + 1],
               (n - 1) % 8 + 1, (n - 1) / 8, n % 10 <> 0,
               CASE WHEN n % 4 = 0 THEN 'https://www.youtube.com/embed/dQw4w9WgXcQ' END,
               ARRAY['https://github.com/teamfolio/demo'], '/demo/hackathon-week-1.webp',
               s.created_at + n * interval '1 hour', s.created_at + n * interval '1 hour'
        FROM series s CROSS JOIN generate_series(1, $2::int) AS n
        WHERE s.slug LIKE $1::text || '-series-%'`,
    },
    {
      count: size.projects,
      sql: `INSERT INTO projects (team_id, series_id, title, description, featured, image_urls,
               image_url, demo_url, github_url, tags, created_at, updated_at)
        SELECT t.id, s.id, format('Project %s', n), repeat(${sqlText(PARAGRAPH)} || ' ', 3),
               n % 20 = 0, ARRAY['/demo/project-docusearch.webp', '/demo/project-minutes.webp'],
               '/demo/project-docusearch.webp', 'https://example.com/demo',
               'https://github.com/teamfolio/demo',
               ARRAY['TypeScript', 'RAG', format('Tag %s', n % 9)],
               now() - n * interval '5 hours', now() - n * interval '5 hours'
        FROM generate_series(1, $2::int) AS n
        JOIN teams t ON t.slug = ${teamOfN}
        LEFT JOIN series s ON n % 2 = 0 AND s.slug = format('%s-series-%s', $1::text, n / 2)`,
    },
    mediaStatement(size.mediaItems, 1),
    mediaStatement(size.smallTeamMediaItems, 2),
    {
      count: size.blogPosts,
      sql: `INSERT INTO custom_links (blog_post_id, link_name, link_url, display_order)
        SELECT p.id, link.name, link.url, link.position
        FROM blog_posts p JOIN teams t ON t.id = p.team_id AND ${IN_DATASET('t')}
        CROSS JOIN (VALUES ('Source code', 'https://github.com/teamfolio/demo', 0),
                           ('Slides', 'https://example.com/slides', 1)) AS link(name, url, position)
        WHERE $2::int > 0`,
    },
    {
      count: size.projects,
      sql: `INSERT INTO custom_links (project_id, link_name, link_url, display_order)
        SELECT p.id, 'Case study', 'https://example.com/case-study', 0
        FROM projects p JOIN teams t ON t.id = p.team_id AND ${IN_DATASET('t')}
        WHERE $2::int > 0`,
    },
    {
      count: size.contactSubmissions,
      sql: `INSERT INTO contact_submissions (name, email, subject, message, read_at, created_at)
        SELECT format('Visitor %s', n), format('%s-visitor-%s@bench.test', $1::text, n),
               'Question about your project', repeat('I would like to know more. ', 10),
               CASE WHEN n % 3 = 0 THEN now() END, now() - n * interval '2 hours'
        FROM generate_series(1, $2::int) AS n`,
    },
  ];
}

function mediaStatement(count: number, teamNumber: number): Statement {
  return {
    count,
    sql: `INSERT INTO media_items (team_id, title, description, media_type, media_url,
             thumbnail_url, tags, created_at, updated_at)
      SELECT t.id, format('Media %s', n), 'A moment from the build, captured for the gallery.',
             (ARRAY['image', 'video', 'youtube']::media_type[])[n % 3 + 1],
             (ARRAY['/demo/media-architecture.webp', '/demo/inbox-copilot-demo.mp4',
                    'https://www.youtube.com/embed/dQw4w9WgXcQ'])[n % 3 + 1],
             (ARRAY[NULL, '/demo/video-inbox-copilot-poster.webp',
                    'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'])[n % 3 + 1],
             ARRAY['Demo', 'Hackathon'], now() - n * interval '30 minutes',
             now() - n * interval '30 minutes'
      FROM generate_series(1, $2::int) AS n
      JOIN teams t ON t.slug = format('%s-team-%s', $1::text, ${teamNumber})`,
  };
}

/** A string as a SQL literal (for the constant texts above; never for outside input). */
function sqlText(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * Inserts the dataset in one transaction and refreshes the planner's statistics. Needs at least
 * two teams (the media comparison uses the first two).
 */
export async function seedLargeDataset(
  db: Db,
  size: DatasetSize = LARGE_DATASET,
  label = 'bench',
): Promise<SeededDataset> {
  if (size.teams < 2) throw new Error('A dataset needs at least two teams.');
  const passwordHash = await hashPassword(DATASET_EDITOR_PASSWORD);
  await db.$transaction(
    async (tx) => {
      for (const { sql, count } of statements(size)) {
        // $3 is only used by the users statement; PostgreSQL refuses unused typed parameters.
        const params = sql.includes('$3') ? [label, count, passwordHash] : [label, count];
        await tx.$executeRawUnsafe(sql, ...params);
      }
    },
    { timeout: 120_000 },
  );
  await db.$executeRawUnsafe('ANALYZE');

  const editorEmail = `${label}-editor@bench.test`;
  const [editor, largeMediaTeam, smallMediaTeam] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { email: editorEmail }, select: { id: true } }),
    db.team.findUniqueOrThrow({
      where: { slug: `${label}-team-1` },
      select: { id: true, slug: true },
    }),
    db.team.findUniqueOrThrow({
      where: { slug: `${label}-team-2` },
      select: { id: true, slug: true },
    }),
  ]);
  return {
    editor: { id: editor.id, email: editorEmail, password: DATASET_EDITOR_PASSWORD },
    largeMediaTeam,
    smallMediaTeam,
  };
}
