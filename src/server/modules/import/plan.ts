import { z } from 'zod';

import { seriesItemTypes } from '~/schemas/series-item';

/**
 * What an import writes, read from a source file and checked: the same for every source kind,
 * stored with the import (imports.plan) so its job needs nothing else. Each record carries its
 * source's id, which import_sources keys it by.
 */
const authorPlan = z.object({
  sourceId: z.string(),
  name: z.string(),
  role: z.string(),
  bio: z.string().nullable(),
  photoUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
});
export type AuthorPlan = z.infer<typeof authorPlan>;

const postPlan = z.object({
  sourceId: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  /** Sanitised HTML. */
  content: z.string(),
  status: z.enum(['published', 'draft', 'scheduled']),
  publishedAt: z.iso.datetime().nullable(),
  /** For a scheduled post: when it goes out. */
  publishAt: z.iso.datetime().nullable(),
  featuredImageUrl: z.string().nullable(),
  imageUrls: z.array(z.string()),
  tags: z.array(z.string()),
  authorName: z.string().nullable(),
});
export type PostPlan = z.infer<typeof postPlan>;

const seriesItemPlan = z.object({
  sourceId: z.string(),
  /** The series the file names, by slug; resolved in the team before anything is written. */
  seriesSlug: z.string(),
  seriesId: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  /** The text the item shows (series items hold text, not HTML). */
  content: z.string().nullable(),
  itemType: z.enum(seriesItemTypes),
  weekNumber: z.number().int().nullable(),
  published: z.boolean(),
});
export type SeriesItemPlan = z.infer<typeof seriesItemPlan>;

export const importPlan = z.object({
  authors: z.array(authorPlan),
  posts: z.array(postPlan),
  seriesItems: z.array(seriesItemPlan).default([]),
});
export type ImportPlan = z.output<typeof importPlan>;

/** A record of the file that is not imported, and why. */
export interface SkippedEntry {
  /** Where it is in the file: 'posts[3]'. */
  entry: string;
  title: string;
  reason: string;
}

/** What reading a file gives: the plan, what it leaves out, and what a person should know. */
export interface ReadSource {
  /** The source's own version ('5.59.0'), as the file states it. */
  version: string;
  plan: ImportPlan;
  skipped: SkippedEntry[];
  notes: string[];
  /** How many distinct tags the imported posts carry. */
  tagCount: number;
}
