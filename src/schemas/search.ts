import { z } from 'zod';

import { DEFAULT_PAGE_SIZE } from './common';
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from './search-limits';

/** What `search.query` takes: the words (with quotes, `or` and `-word`) and which page. */
export const searchQueryInput = z.object({
  q: z
    .string({ message: 'Enter something to search for.' })
    .trim()
    .min(1, 'Enter something to search for.')
    .max(SEARCH_QUERY_MAX, `Search must be at most ${SEARCH_QUERY_MAX} characters.`),
  page: z
    .number()
    .int()
    .min(1)
    .max(SEARCH_MAX_PAGE, `Only the first ${SEARCH_MAX_PAGE} pages of results are shown.`)
    .default(1),
  limit: z.number().int().min(1).max(DEFAULT_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
});
export type SearchQueryInput = z.infer<typeof searchQueryInput>;
