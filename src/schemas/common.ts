import { z } from 'zod';

/** Trimmed text; empty becomes null (form fields send '' for "nothing"). */
export const optionalText = (max = 5000) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

export const requiredText = (label: string, max = 5000) =>
  z
    .string({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const httpUrl = z
  .string()
  .trim()
  .max(2048, 'URL must be at most 2048 characters.')
  .refine(isHttpUrl, 'Enter a full http(s):// URL.');

/** Where an uploaded or linked file lives: a full http(s) URL or a path on this site ("/demo/…"). */
export function isMediaUrl(value: string): boolean {
  return isHttpUrl(value) || /^\/(?!\/)/.test(value);
}

export const MEDIA_URL_MESSAGE = 'Enter a full http(s):// URL or a site path starting with /.';

const optionalUrlText = z
  .string()
  .trim()
  .max(2048, 'URL must be at most 2048 characters.')
  .nullish()
  .transform((value) => (value ? value : null));

/** An optional image or file: '' or null means none; else an http(s) URL or a site path. */
export const optionalMediaUrl = optionalUrlText.refine(
  (value) => value === null || isMediaUrl(value),
  MEDIA_URL_MESSAGE,
);

/** An optional external link (demo, source code, social profile): '' or null means none; else http(s). */
export const optionalHttpUrl = optionalUrlText.refine(
  (value) => value === null || isHttpUrl(value),
  'Enter a full http(s):// URL.',
);

/** Image lists (projects, blog posts): entries trimmed, empties dropped, order kept. */
export const mediaUrlList = z
  .array(z.string().max(2048, 'URL must be at most 2048 characters.'))
  .max(50, 'At most 50 images.')
  .default([])
  .transform((urls) => urls.map((url) => url.trim()).filter(Boolean))
  .refine((urls) => urls.every(isMediaUrl), `Each image: ${MEDIA_URL_MESSAGE}`);

/** Tags: trimmed; empty and duplicate tags dropped. */
export const tagList = z
  .array(z.string().max(50, 'Tags must be at most 50 characters.'))
  .max(50, 'At most 50 tags.')
  .default([])
  .transform((tags) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))]);

/** A list of links (GitHub, documents): entries trimmed, empties dropped, each must be http(s). */
export const urlList = z
  .array(z.string().max(2048))
  .max(50, 'At most 50 links.')
  .default([])
  .transform((links) => links.map((link) => link.trim()).filter(Boolean))
  .refine((links) => links.every(isHttpUrl), 'Each link must be a full http(s):// URL.');

export const idSchema = z.uuid('Not a valid id.');

/** A page of a list unless the caller asks otherwise; the signed-in lists read pages of it. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Cursor pagination input: `cursor` is the id of the last item of the previous page. */
export const pageInput = z.object({
  cursor: idSchema.nullish(),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageInput = z.infer<typeof pageInput>;

/** An admin list's search box: words of the title; empty means no search. */
export const titleSearch = z
  .string()
  .trim()
  .max(200, 'Search must be at most 200 characters.')
  .nullish()
  .transform((value) => value || null);
