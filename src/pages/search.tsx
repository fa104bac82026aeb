import { TRPCError } from '@trpc/server';
import type { GetServerSideProps, InferGetServerSidePropsType } from 'next';

import { Seo } from '~/components/layout/Seo';
import { SearchView, type SearchViewProps } from '~/features/search/SearchView';
import { SEARCH_PATH } from '~/lib/public-paths';
import { searchQueryInput } from '~/schemas/search';
import { rememberPublicResult } from '~/server/trpc/public-answer-cache';
import { serialize, serverCaller } from '~/server/trpc/server-caller';

function firstValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Rendered on every request, through the same procedure. A popular search is ranked once for
 * every visitor of the next few seconds; any write to public content forgets it at once, on
 * every instance, like the API's kept answers.
 */
export const getServerSideProps: GetServerSideProps<SearchViewProps> = async ({ query }) => {
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
      <Seo
        title={props.q ? `Search: ${props.q}` : 'Search'}
        description="Search the team's posts, series, weekly updates, projects and media."
        path={SEARCH_PATH}
        noindex
      />
      <SearchView {...props} />
    </>
  );
}
