import { searchQueryInput } from '~/schemas/search';
import { router } from '~/server/trpc/init';
import { publicProcedure } from '~/server/trpc/procedures';

import { searchPublishedContent } from './search.service';

export const searchRouter = router({
  /** Published content matching the words, best first: what /search shows. */
  query: publicProcedure
    .input(searchQueryInput)
    .query(({ ctx, input }) => searchPublishedContent(ctx, input)),
});
