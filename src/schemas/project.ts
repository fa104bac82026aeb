import { z } from 'zod';

import {
  idSchema,
  mediaUrlList,
  optionalHttpUrl,
  optionalMediaUrl,
  pageInput,
  requiredText,
  tagList,
  titleSearch,
} from './common';
import { stagedLinksSchema } from './custom-link';
import { autosaveFlag, versionSchema } from './revision';
import { scheduledFilter } from './schedule';

/** Home page: how many featured projects it shows. */
export const FEATURED_PROJECTS_LIMIT = 2;

export const projectFields = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 10000),
  featured: z.boolean().default(false),
  /** A new project is public at once, as before projects had drafts. */
  published: z.boolean().default(true),
  /** The gallery, in display order: reordering images is an update with the reordered list. */
  imageUrls: mediaUrlList,
  imageUrl: optionalMediaUrl,
  videoUrl: optionalHttpUrl,
  demoUrl: optionalHttpUrl,
  githubUrl: optionalHttpUrl,
  tags: tagList,
  /** A series of the same team, or none ('' from a form's select means none). */
  seriesId: idSchema
    .or(z.literal(''))
    .nullish()
    .transform((value) => value || null),
});

/** A new project takes the custom links collected before it existed; a saved one's are edited live. */
export const createProjectInput = projectFields.extend({ links: stagedLinksSchema });
export type CreateProjectInput = z.infer<typeof createProjectInput>;

export const updateProjectInput = projectFields.extend({
  id: idSchema,
  version: versionSchema,
  autosave: autosaveFlag,
});
export type UpdateProjectInput = z.infer<typeof updateProjectInput>;

export const projectIdInput = z.object({ id: idSchema });
export type ProjectIdInput = z.infer<typeof projectIdInput>;

export const publishProjectInput = z.object({ id: idSchema, published: z.boolean() });
export type PublishProjectInput = z.infer<typeof publishProjectInput>;

export const featureProjectInput = z.object({ id: idSchema, featured: z.boolean() });
export type FeatureProjectInput = z.infer<typeof featureProjectInput>;

/** A page of projects: the public list and the admin list. */
export const listProjectsInput = pageInput;
export type ListProjectsInput = z.infer<typeof listProjectsInput>;

/** The admin list: a page of one team's projects, by title, optionally by state. */
export const adminListProjectsInput = pageInput.extend({
  search: titleSearch,
  /** true: featured only; false: not featured; null: both. */
  featured: z.boolean().nullish(),
  /** true: published only; false: drafts only; null: both. */
  published: z.boolean().nullish(),
  /** true: scheduled drafts only. */
  scheduled: scheduledFilter,
});
export type AdminListProjectsInput = z.infer<typeof adminListProjectsInput>;

export const featuredProjectsInput = z
  .object({ limit: z.number().int().min(1).max(20).default(FEATURED_PROJECTS_LIMIT) })
  .prefault({});
export type FeaturedProjectsInput = z.infer<typeof featuredProjectsInput>;
