import { z } from 'zod';

import { SLUG_PATTERN } from '~/lib/slugify';

import {
  idSchema,
  optionalText,
  optionalMediaUrl,
  pageInput,
  requiredText,
  tagList,
} from './common';
import { stagedLinksSchema } from './custom-link';

export const seriesStatuses = ['active', 'completed', 'upcoming'] as const;
export type SeriesStatusValue = (typeof seriesStatuses)[number];

export const FEATURED_SERIES_LIMIT = 2;

/** Empty means "derive it from the title"; anything else must already be a slug. */
const optionalSlug = z
  .string()
  .trim()
  .max(80, 'Slug must be at most 80 characters.')
  .refine(
    (slug) => slug === '' || SLUG_PATTERN.test(slug),
    'Slug may contain lowercase letters, digits and single hyphens only.',
  )
  .optional()
  .transform((slug) => slug ?? '');

/** A calendar date as YYYY-MM-DD; empty becomes null. Stored as a UTC midnight Date. */
const optionalDate = z
  .union([z.literal(''), z.iso.date('Enter a date as YYYY-MM-DD.')])
  .nullish()
  .transform((value) => (value ? new Date(`${value}T00:00:00.000Z`) : null));

/** The fields a person edits; an import of a Teamfolio export checks its records with them too. */
export const seriesFields = z.object({
  title: requiredText('Title', 200),
  slug: optionalSlug,
  shortDescription: optionalText(300),
  description: requiredText('Description', 10_000),
  status: z
    .enum(seriesStatuses, { message: 'Status must be active, completed or upcoming.' })
    .default('active'),
  featured: z.boolean().default(false),
  startDate: optionalDate,
  endDate: optionalDate,
  tags: tagList,
  imageUrl: optionalMediaUrl,
});

function endNotBeforeStart(
  value: { startDate: Date | null; endDate: Date | null },
  ctx: z.RefinementCtx,
) {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'End date cannot be before the start date.',
    });
  }
}

export const createSeriesInput = seriesFields
  .extend({ links: stagedLinksSchema })
  .superRefine(endNotBeforeStart);
export type CreateSeriesInput = z.infer<typeof createSeriesInput>;

/** Update replaces every editable field (the edit dialog sends them all); links are edited live. */
export const updateSeriesInput = seriesFields
  .extend({ id: idSchema })
  .superRefine(endNotBeforeStart);
export type UpdateSeriesInput = z.infer<typeof updateSeriesInput>;

export const seriesIdInput = z.object({ id: idSchema });
export type SeriesIdInput = z.infer<typeof seriesIdInput>;

export const featureSeriesInput = z.object({ id: idSchema, featured: z.boolean() });
export type FeatureSeriesInput = z.infer<typeof featureSeriesInput>;

export const seriesBySlugInput = z.object({ slug: z.string().trim().min(1, 'Enter a slug.') });
export type SeriesBySlugInput = z.infer<typeof seriesBySlugInput>;

export const featuredSeriesInput = z
  .object({ limit: z.number().int().min(1).max(20).default(FEATURED_SERIES_LIMIT) })
  .prefault({});
export type FeaturedSeriesInput = z.infer<typeof featuredSeriesInput>;

/** A page of series: the public list and the admin list. */
export const listSeriesInput = pageInput.prefault({});
export type ListSeriesInput = z.infer<typeof listSeriesInput>;
