import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { ChevronDownIcon } from '~/components/ui/icons';

/** Everything an infinite query tells about its next page. */
interface NextPageState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** 'Load more' under an admin list read a page at a time; a failed page can be retried. */
export function LoadMoreButton({ query, noun }: { query: NextPageState; noun: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-3">
      {query.isFetchNextPageError && (
        <Alert tone="error">The next {noun} could not be loaded. Try again.</Alert>
      )}
      <Button
        variant="outline"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
        aria-busy={query.isFetchingNextPage}
      >
        <ChevronDownIcon className="size-4" />
        {query.isFetchingNextPage ? 'Loading more...' : 'Load more'}
      </Button>
    </div>
  );
}
