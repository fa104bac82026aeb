import { z } from 'zod';

import {
  idSchema,
  mediaUrlList,
  optionalHttpUrl,
  optionalMediaUrl,
  pageInput,
  requiredText,
  tagList,
} from './common';

/** Home page: featured projects shown (spec §9). */
export const FEATURED_PROJECTS_LIMIT = 2;

export const projectFields = z.object({
  title: requiredText('Title', 200),
  description: requiredText('Description', 10000),
  featured: z.boolean().default(false),
  /** The gallery, in display order: reordering images is an update with the reordered list. */
  imageUrls: mediaUrlList,
  imageUrl: optionalMediaUrl,
  videoUrl: optionalHttpUrl,
  demoUrl: optionalHttpUrl,
  githubUrl: optionalHttpUrl,
  tags: tagList,
  /** A series of the same team, or none. */
  seriesId: idSchema.nullish().transform((value) => value ?? null),
});
export type ProjectFields = z.output<typeof projectFields>;

export const createProjectInput = projectFields;
export const updateProjectInput = projectFields.extend({ id: idSchema });
export const projectIdInput = z.object({ id: idSchema });
export const projectListInput = pageInput;
export const featuredProjectsInput = z
  .object({ limit: z.number().int().min(1).max(20).default(FEATURED_PROJECTS_LIMIT) })
  .prefault({});
