import type { SearchPage } from '~/server/modules/search/search.service';
import type { Serialized } from '~/server/trpc/server-caller';

/** A page of results as page props (dates as ISO strings). */
export type SearchResultsPage = Serialized<SearchPage>;
export type SearchResultData = SearchResultsPage['items'][number];
