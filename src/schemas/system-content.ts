import { z } from 'zod';

import { idSchema, pageInput } from './common';

/** A page of every team's content of one kind: optionally one team's, optionally by title. */
export const systemContentListInput = pageInput.extend({
  teamId: idSchema.nullish(),
  search: z.string().trim().max(200).default(''),
});
export type SystemContentListInput = z.infer<typeof systemContentListInput>;
