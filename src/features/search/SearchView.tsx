import Link from 'next/link';

import { SiteSearch } from '~/components/layout/SiteSearch';
import { ButtonLink } from '~/components/ui/Button';
import { Container } from '~/components/ui/Container';
import { EmptyState } from '~/components/ui/EmptyState';
import { ArrowLeftIcon, ArrowRightIcon, SearchIcon } from '~/components/ui/icons';
import { PageHeader } from '~/components/ui/PageHeader';
import { BLOG_PATH, PROJECTS_PATH, SERIES_PATH, searchPath } from '~/lib/public-paths';

import { SearchResultCard } from './SearchResultCard';
import type { SearchResultsPage } from './types';

export interface SearchViewProps {
  /** The words as typed ('' before a search). */
  q: string;
  results: SearchResultsPage | null;
  /** Why the search could not run (too long, a page past the last). */
  problem: string | null;
}

/** /search: the box with the query kept in it, then the results, a message or nothing yet. */
export function SearchView({ q, results, problem }: SearchViewProps) {
  return (
    <Container width="narrow" className="flex flex-col gap-8 py-12 sm:py-16">
      <PageHeader
        title={results && results.items.length > 0 ? `Results for “${q}”` : 'Search'}
        description="Posts, series and their weekly updates, projects and media."
      />
      <SiteSearch defaultValue={q} />
      {problem && (
        <p role="alert" className="font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      {results && results.items.length === 0 && <NoResults q={q} />}
      {results && results.items.length > 0 && (
        <>
          <ol className="flex flex-col gap-4" aria-label="Search results">
            {results.items.map((result) => (
              <li key={`${result.kind}-${result.id}`}>
                <SearchResultCard result={result} />
              </li>
            ))}
          </ol>
          <ResultPages q={q} results={results} />
        </>
      )}
    </Container>
  );
}

function NoResults({ q }: { q: string }) {
  return (
    <EmptyState
      icon={<SearchIcon />}
      title={`No results for “${q}”`}
      description="Try fewer or more general words, check the spelling, or drop quotes and -exclusions. Or browse everything:"
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <ButtonLink href={SERIES_PATH} variant="outline">
            Series
          </ButtonLink>
          <ButtonLink href={PROJECTS_PATH} variant="outline">
            Projects
          </ButtonLink>
          <ButtonLink href={BLOG_PATH} variant="outline">
            Blog
          </ButtonLink>
        </div>
      }
    />
  );
}

/** Previous and next pages as plain links: paging needs no JavaScript. */
function ResultPages({ q, results }: { q: string; results: SearchResultsPage }) {
  const { page, hasNextPage } = results;
  if (page === 1 && !hasNextPage) return null;
  const linkClasses =
    'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950';
  return (
    <nav aria-label="Result pages" className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link href={searchPath(q, page - 1)} rel="prev" className={linkClasses}>
          <ArrowLeftIcon className="size-4" />
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600 dark:text-slate-400">Page {page}</span>
      {hasNextPage ? (
        <Link href={searchPath(q, page + 1)} rel="next" className={linkClasses}>
          Next
          <ArrowRightIcon className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
