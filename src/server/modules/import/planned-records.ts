import { z } from 'zod';

import type {
  AuthorPlan,
  ImportPlan,
  LinkPlan,
  MediaPlan,
  PostPlan,
  ProjectPlan,
  SeriesItemPlan,
  SeriesPlan,
} from './plan';

/**
 * One record of a plan, with what it counts as once written. Records come in the order they are
 * written: every one after the records it refers to (an item after its series, a link after its
 * owner), so a reference is found in import_sources by the time it is needed.
 */
export type PlannedRecord =
  | { type: 'author'; author: AuthorPlan }
  | { type: 'series'; series: SeriesPlan }
  | { type: 'item'; item: SeriesItemPlan }
  | { type: 'post'; post: PostPlan }
  | { type: 'project'; project: ProjectPlan }
  | { type: 'media'; media: MediaPlan }
  | { type: 'link'; link: LinkPlan };

export function plannedRecords(plan: ImportPlan): PlannedRecord[] {
  return [
    ...plan.authors.map((author) => ({ type: 'author' as const, author })),
    ...plan.series.map((series) => ({ type: 'series' as const, series })),
    ...plan.seriesItems.map((item) => ({ type: 'item' as const, item })),
    ...plan.posts.map((post) => ({ type: 'post' as const, post })),
    ...plan.projects.map((project) => ({ type: 'project' as const, project })),
    ...plan.mediaItems.map((media) => ({ type: 'media' as const, media })),
    ...plan.customLinks.map((link) => ({ type: 'link' as const, link })),
  ];
}

/** What this import's job has written so far, per kind of record. */
export const createdCounts = z
  .object({
    posts: z.number().default(0),
    teamProfiles: z.number().default(0),
    seriesItems: z.number().default(0),
    series: z.number().default(0),
    projects: z.number().default(0),
    mediaItems: z.number().default(0),
    customLinks: z.number().default(0),
  })
  .prefault({});
export type CreatedCounts = z.output<typeof createdCounts>;
