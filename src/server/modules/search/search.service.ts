import {
  blogPostPath,
  MEDIA_PATH,
  projectPath,
  seriesItemPath,
  seriesPath,
} from '~/lib/public-paths';
import { MATCH_END, MATCH_START, snippetSegments, type SnippetSegment } from '~/lib/search-snippet';
import type { SearchQueryInput } from '~/schemas/search';
import { Prisma } from '~/server/generated/prisma/client';
import type { ServiceContext } from '~/server/service-context';

export type SearchResultKind = 'post' | 'series' | 'seriesItem' | 'project' | 'media';

export interface SearchResult {
  kind: SearchResultKind;
  id: string;
  title: string;
  url: string;
  date: Date;
  teamName: string;
  snippet: SnippetSegment[];
}

export interface SearchPage {
  items: SearchResult[];
  page: number;
  hasNextPage: boolean;
}

interface SearchRow {
  kind: SearchResultKind;
  id: string;
  title: string;
  series_slug: string | null;
  date: Date;
  team_name: string;
  headline: string | null;
}

/**
 * The query in the text search configuration the search columns are built with (English stems,
 * accents folded): quotes make a phrase, `or` an alternative, `-word` an exclusion. Repeated in
 * each branch as an expression of constants, so each table's GIN index serves it.
 */
function matching(q: string) {
  return Prisma.sql`websearch_to_tsquery('teamfolio_search', ${q})`;
}

/**
 * Title (A) far above excerpt or summary (B) far above body (C); ts_rank's weights are listed
 * D, C, B, A. A word however often repeated in a body ranks below one mention in a title.
 */
const RANK_WEIGHTS = Prisma.sql`'{0.01, 0.05, 0.2, 1.0}'::float4[]`;

const HEADLINE_OPTIONS = [
  `StartSel="${MATCH_START}"`,
  `StopSel="${MATCH_END}"`,
  'MaxWords=30',
  'MinWords=12',
  'ShortWord=0',
  'MaxFragments=2',
  'FragmentDelimiter=" … "',
].join(', ');

/**
 * One page of published content matching `q`, best first, with where each matched. Only what a
 * visitor can open is searched: published posts, every series, the published items of a series,
 * projects and media. Nothing is cached: a record leaves the results with its write's commit.
 * A query with nothing to look up (only stop words, or only exclusions, which no index can
 * serve) finds nothing.
 */
export async function searchPublishedContent(
  ctx: ServiceContext,
  { q, page, limit }: SearchQueryInput,
): Promise<SearchPage> {
  const query = matching(q);
  const rank = (searchVector: Prisma.Sql) =>
    Prisma.sql`ts_rank(${RANK_WEIGHTS}, ${searchVector}, ${query})`;
  // The planner does not count reading a row's TOASTed vector, so on tables of a few thousand
  // rows it would rather test every row's vector (slow) than ask the GIN index (fast): it may
  // not scan whole tables here, and `published::int = 1` keeps it off the btree indexes on
  // `published`, which would lead it to test the vector of nearly every published row.
  const [, rows] = await ctx.db.$transaction([
    ctx.db.$executeRaw`SET LOCAL enable_seqscan = off`,
    ctx.db.$queryRaw<SearchRow[]>`
    WITH matches AS (
      SELECT 'post' AS kind, p.id, p.title, NULL::text AS series_slug,
             coalesce(p.published_at, p.created_at) AS date, p.team_id, ${rank(Prisma.sql`p.search_vector`)} AS rank
      FROM blog_posts p
      WHERE p.search_vector @@ ${query} AND p.published::int = 1
      UNION ALL
      SELECT 'series', s.id, s.title, s.slug, s.created_at, s.team_id, ${rank(Prisma.sql`s.search_vector`)}
      FROM series s
      WHERE s.search_vector @@ ${query}
      UNION ALL
      SELECT 'seriesItem', i.id, i.title, s.slug, i.created_at, s.team_id, ${rank(Prisma.sql`i.search_vector`)}
      FROM series_items i JOIN series s ON s.id = i.series_id
      WHERE i.search_vector @@ ${query} AND i.published::int = 1
      UNION ALL
      SELECT 'project', pr.id, pr.title, NULL, pr.created_at, pr.team_id, ${rank(Prisma.sql`pr.search_vector`)}
      FROM projects pr
      WHERE pr.search_vector @@ ${query} AND pr.published::int = 1
      UNION ALL
      SELECT 'media', m.id, m.title, NULL, m.created_at, m.team_id, ${rank(Prisma.sql`m.search_vector`)}
      FROM media_items m
      WHERE m.search_vector @@ ${query}
    ),
    found AS (
      SELECT * FROM matches
      WHERE querytree(${query}) NOT IN ('', 'T')
      ORDER BY rank DESC, date DESC, id
      LIMIT ${limit + 1} OFFSET ${(page - 1) * limit}
    )
    SELECT found.kind, found.id, found.title, found.series_slug, found.date,
           t.name AS team_name,
           ts_headline('teamfolio_search', translate(
             CASE found.kind
               WHEN 'post' THEN concat_ws(' ', bp.excerpt, search_html_text(bp.content))
               WHEN 'series' THEN concat_ws(' ', s.short_description, s.description)
               WHEN 'seriesItem' THEN concat_ws(' ', si.summary, search_html_text(si.content))
               WHEN 'project' THEN pr.description
               ELSE m.description
             END, ${MATCH_START + MATCH_END}, ''), ${query}, ${HEADLINE_OPTIONS}) AS headline
    FROM found
    JOIN teams t ON t.id = found.team_id
    LEFT JOIN blog_posts bp ON found.kind = 'post' AND bp.id = found.id
    LEFT JOIN series s ON found.kind = 'series' AND s.id = found.id
    LEFT JOIN series_items si ON found.kind = 'seriesItem' AND si.id = found.id
    LEFT JOIN projects pr ON found.kind = 'project' AND pr.id = found.id
    LEFT JOIN media_items m ON found.kind = 'media' AND m.id = found.id
    ORDER BY found.rank DESC, found.date DESC, found.id
  `,
  ]);
  return {
    items: rows.slice(0, limit).map(toResult),
    page,
    hasNextPage: rows.length > limit,
  };
}

function urlOf({ kind, id, series_slug }: SearchRow): string {
  switch (kind) {
    case 'post':
      return blogPostPath(id);
    case 'series':
      return seriesPath(series_slug!);
    case 'seriesItem':
      return seriesItemPath(series_slug!, id);
    case 'project':
      return projectPath(id);
    case 'media':
      return MEDIA_PATH;
  }
}

function toResult(row: SearchRow): SearchResult {
  return {
    kind: row.kind,
    id: row.id,
    title: row.title,
    url: urlOf(row),
    date: row.date,
    teamName: row.team_name,
    snippet: snippetSegments(row.headline ?? ''),
  };
}
