import { z } from 'zod';

import { mediaTypes } from '~/schemas/media';
import { seriesStatuses } from '~/schemas/series';
import { seriesItemTypes } from '~/schemas/series-item';
import type { UploadFolder } from '~/schemas/upload';

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
  githubUrl: z.string().nullable().default(null),
  linkedinUrl: z.string().nullable().default(null),
});
export type AuthorPlan = z.infer<typeof authorPlan>;

const postPlan = z.object({
  sourceId: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  /** HTML as the source has it: the blog service sanitises it as it writes the post. */
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
  /** A series the same import brings (a Teamfolio export): found by its source id as it is written. */
  seriesSourceId: z.string().nullable().default(null),
  title: z.string(),
  summary: z.string(),
  /** The text the item shows (series items hold text, not HTML). */
  content: z.string().nullable(),
  itemType: z.enum(seriesItemTypes),
  weekNumber: z.number().int().nullable(),
  published: z.boolean(),
  youtubeVideoUrl: z.string().nullable().default(null),
  githubLinks: z.array(z.string()).default([]),
  documentLinks: z.array(z.string()).default([]),
  imageUrl: z.string().nullable().default(null),
});
export type SeriesItemPlan = z.output<typeof seriesItemPlan>;

const seriesPlan = z.object({
  sourceId: z.string(),
  title: z.string(),
  /** The slug the source gave it; one taken on this site gets a free one as it is written. */
  slug: z.string(),
  description: z.string(),
  shortDescription: z.string().nullable(),
  status: z.enum(seriesStatuses),
  featured: z.boolean(),
  /** YYYY-MM-DD. */
  startDate: z.iso.date().nullable(),
  endDate: z.iso.date().nullable(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullable(),
});
export type SeriesPlan = z.output<typeof seriesPlan>;

const projectPlan = z.object({
  sourceId: z.string(),
  /** The series of the same import it belongs to, by source id. */
  seriesSourceId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  featured: z.boolean(),
  imageUrls: z.array(z.string()),
  imageUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  demoUrl: z.string().nullable(),
  githubUrl: z.string().nullable(),
  tags: z.array(z.string()),
});
export type ProjectPlan = z.output<typeof projectPlan>;

const mediaPlan = z.object({
  sourceId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  mediaType: z.enum(mediaTypes),
  mediaUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  tags: z.array(z.string()),
});
export type MediaPlan = z.output<typeof mediaPlan>;

/** What a custom link belongs to: a record of the same import, by its kind and source id. */
export const linkOwnerKinds = ['post', 'project', 'series', 'item'] as const;

const linkPlan = z.object({
  sourceId: z.string(),
  ownerKind: z.enum(linkOwnerKinds),
  ownerSourceId: z.string(),
  linkName: z.string(),
  linkUrl: z.string(),
  displayOrder: z.number().int(),
});
export type LinkPlan = z.output<typeof linkPlan>;

export const importPlan = z.object({
  authors: z.array(authorPlan),
  posts: z.array(postPlan),
  seriesItems: z.array(seriesItemPlan).default([]),
  series: z.array(seriesPlan).default([]),
  projects: z.array(projectPlan).default([]),
  mediaItems: z.array(mediaPlan).default([]),
  customLinks: z.array(linkPlan).default([]),
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
  /** What the reader found; the lists and fields a source does not have take their defaults. */
  plan: z.input<typeof importPlan> & { seriesItems: z.input<typeof seriesItemPlan>[] };
  skipped: SkippedEntry[];
  notes: string[];
  /** How many distinct tags the imported posts carry. */
  tagCount: number;
}

/** How import_sources names a record of the source: its kind and the source's own id. */
export const sourceKey = (
  kind: 'post' | 'author' | 'item' | 'series' | 'project' | 'media' | 'link',
  sourceId: string,
) => `${kind}:${sourceId}`;

/** A file a source carries (an image a post shows, an upload of an export) for the team's uploads. */
export interface CarriedFile {
  /** How the plan's records refer to it: a placeholder address, or an export's upload key. */
  key: string;
  /** Its path in the source, which messages name. */
  path: string;
  bytes: Uint8Array;
  /**
   * Where an upload of a Teamfolio export goes back to (its folder there). Without one, an
   * image of a blog post.
   */
  folder?: UploadFolder;
}

/**
 * What reading a file gives before anything is stored: the source with its records referring to
 * the files it carries by their keys, and those files.
 */
export interface ReadFile {
  source: ReadSource;
  files: CarriedFile[];
}

/** `value` (a plan, or part of one) with `replace` applied to every text it holds. */
export function mapTexts<Value>(value: Value, replace: (text: string) => string): Value {
  if (typeof value === 'string') return replace(value) as Value;
  if (Array.isArray(value)) return value.map((item: unknown) => mapTexts(item, replace)) as Value;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([field, item]) => [field, mapTexts(item, replace)]),
    ) as Value;
  }
  return value;
}
