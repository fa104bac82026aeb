import { TRPCError } from '@trpc/server';
import type { GetServerSideProps, InferGetServerSidePropsType } from 'next';

import { Seo } from '~/components/layout/Seo';
import { SearchView, type SearchViewProps } from '~/features/search/SearchView';
import { SEARCH_PATH } from '~/lib/public-paths';
import { searchQueryInput } from '~/schemas/search';
import { keepForEveryone } from '~/server/cache/pages/keep';
import { rememberPublicResult } from '~/server/cache/public-answers';
import { serialize, serverCaller } from '~/server/trpc/server-caller';

function firstValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Rendered through the same procedure as the API's search. A query's page is kept by the server
 * (src/server/cache/pages) and its ranked results for a few seconds, for every visitor; any write
 * to public content forgets both at once, on every instance.
 */
export const getServerSideProps: GetServerSideProps<SearchViewProps> = async ({ query, res }) => {
  // The same page for every visitor: the server keeps it, for this query, until the next write.
  keepForEveryone(res, 'url');
  const q = firstValue(query.q).trim();
  if (!q) return { props: { q, results: null, problem: null } };
  const page = Number.parseInt(firstValue(query.page), 10) || 1;
  const input = searchQueryInput.safeParse({ q, page });
  if (!input.success) {
    const problem = input.error.issues[0]?.message ?? 'This search cannot be run.';
    return { props: { q, results: null, problem } };
  }
  try {
    const results = await rememberPublicResult(`search:${JSON.stringify(input.data)}`, () =>
      serverCaller().search.query(input.data),
    );
    return { props: { q, results: serialize(results), problem: null } };
  } catch (error) {
    // What only the API's own guards refuse (control characters).
    if (error instanceof TRPCError && error.code === 'BAD_REQUEST') {
      return { props: { q, results: null, problem: error.message } };
    }
    throw error;
  }
};

export default function SearchPage(props: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <>
      {/* Every result page names /search as its canonical page: search engines keep the one page,
          not a page per query, and the pages the results link to are in the sitemap. */}
      <Seo
        title={props.q ? `Search: ${props.q}` : 'Search'}
        description="Search the team's posts, series, weekly updates, projects and media."
        path={SEARCH_PATH}
      />
      <SearchView {...props} />
    </>
  );
}
