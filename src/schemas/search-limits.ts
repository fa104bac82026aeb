/** Bounds of a search, shared by the input schema and the search boxes (which must not load zod). */
export const SEARCH_QUERY_MAX = 200;
/** Results per page of /search. */
export const SEARCH_PAGE_SIZE = 10;
/** Deeper pages than this are refused: nobody reads them, and each costs a longer scan. */
export const SEARCH_MAX_PAGE = 50;
