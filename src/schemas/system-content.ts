import type { z } from 'zod';

import { idSchema, pageInput, titleSearch } from './common';

/** A page of every team's content of one kind: optionally one team's, optionally by title. */
export const systemContentListInput = pageInput.extend({
  teamId: idSchema.nullish(),
  search: titleSearch,
});
export type SystemContentListInput = z.infer<typeof systemContentListInput>;
