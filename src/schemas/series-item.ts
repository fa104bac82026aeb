import { z } from 'zod';

import { toYouTubeEmbedUrl } from '~/lib/youtube';

import {
  DEFAULT_PAGE_SIZE,
  idSchema,
  MAX_PAGE_SIZE,
  optionalText,
  optionalMediaUrl,
  pageInput,
  requiredText,
  urlList,
} from './common';
import { stagedLinksSchema } from './custom-link';
import { versionSchema } from './revision';
import { emailFollowersFlag } from './schedule';

export const seriesItemTypes = ['update', 'milestone', 'announcement', 'tutorial'] as const;
export type SeriesItemTypeValue = (typeof seriesItemTypes)[number];

export const MAX_WEEK_NUMBER = 1000;
export const MAX_ITEM_ORDER = 100_000;

/** Form inputs send numbers or digit strings; '' or nothing means "not given". */
function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ message: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);
}

const numberOrBlank = z
  .union([z.number(), z.string().trim(), z.null()])
  .optional()
  .transform((value) => (value === '' || value == null ? null : Number(value)));

/** Week number: integer ≥ 1, empty becomes null. */
const weekNumber = numberOrBlank.pipe(wholeNumber('Week number', 1, MAX_WEEK_NUMBER).nullable());

/** Order: integer, empty becomes 0. */
const itemOrder = numberOrBlank
  .transform((value) => value ?? 0)
  .pipe(wholeNumber('Order', 0, MAX_ITEM_ORDER));

/** Any YouTube link form is stored as the embed URL; anything else is refused. */
const youtubeVideoUrl = optionalText(2048).transform((link, ctx) => {
  if (link === null) return null;
  const result = toYouTubeEmbedUrl(link);
  if (result.ok) return result.embedUrl;
  ctx.issues.push({ code: 'custom', message: result.message, input: link });
  return z.NEVER;
});

export const seriesItemFields = z.object({
  title: requiredText('Title', 200),
  summary: requiredText('Summary', 2000),
  content: optionalText(50_000),
  itemType: z
    .enum(seriesItemTypes, {
      message: 'Type must be update, milestone, announcement or tutorial.',
    })
    .default('update'),
  weekNumber,
  itemOrder,
  published: z.boolean().default(true),
  youtubeVideoUrl,
  githubLinks: urlList,
  documentLinks: urlList,
  imageUrl: optionalMediaUrl,
});

export const createSeriesItemInput = seriesItemFields.extend({
  seriesId: idSchema,
  links: stagedLinksSchema,
  emailFollowers: emailFollowersFlag,
});
export type CreateSeriesItemInput = z.infer<typeof createSeriesItemInput>;

/** Update replaces every editable field (the edit dialog sends them all); links are edited live. */
export const updateSeriesItemInput = seriesItemFields.extend({
  id: idSchema,
  version: versionSchema,
  emailFollowers: emailFollowersFlag,
});
export type UpdateSeriesItemInput = z.infer<typeof updateSeriesItemInput>;

export const seriesItemIdInput = z.object({ id: idSchema });
export type SeriesItemIdInput = z.infer<typeof seriesItemIdInput>;

export const publishSeriesItemInput = z.object({
  id: idSchema,
  published: z.boolean(),
  emailFollowers: emailFollowersFlag,
});
export type PublishSeriesItemInput = z.infer<typeof publishSeriesItemInput>;

/** Public list: by the series' id or by its slug (pages know the slug from the URL). */
export const listSeriesItemsInput = pageInput
  .extend({
    seriesId: idSchema.optional(),
    seriesSlug: z.string().trim().min(1).optional(),
  })
  .refine((input) => input.seriesId || input.seriesSlug, 'Give seriesId or seriesSlug.');
export type ListSeriesItemsInput = z.infer<typeof listSeriesItemsInput>;

/** The newest published items of a series, newest first: what its feeds carry. */
export const latestSeriesItemsInput = z.object({
  seriesId: idSchema,
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type LatestSeriesItemsInput = z.infer<typeof latestSeriesItemsInput>;

/** A published item, found only under its own series' slug. */
export const seriesItemByIdInput = z.object({
  seriesSlug: z.string().trim().min(1, 'Enter a series slug.'),
  itemId: idSchema,
});
export type SeriesItemByIdInput = z.infer<typeof seriesItemByIdInput>;

export const adminListSeriesItemsInput = pageInput.extend({ seriesId: idSchema });
export type AdminListSeriesItemsInput = z.infer<typeof adminListSeriesItemsInput>;

/** Every item of the series, each once, in the new order. */
export const reorderSeriesItemsInput = z.object({
  seriesId: idSchema,
  ids: z.array(idSchema).max(1000, 'At most 1000 items.'),
});
export type ReorderSeriesItemsInput = z.infer<typeof reorderSeriesItemsInput>;
