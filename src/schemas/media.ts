import { z } from 'zod';

import { YOUTUBE_LINK_MESSAGE, youTubeVideoId } from '~/lib/youtube';

import {
  idSchema,
  isHttpUrl,
  optionalText,
  optionalUrl,
  pageInput,
  requiredText,
  tagList,
} from './common';

/** Where an uploaded or linked file lives: a full http(s) URL or a path on this site ("/uploads/…"). */
export function isMediaUrl(value: string): boolean {
  return isHttpUrl(value) || /^\/(?!\/)/.test(value);
}

const MEDIA_URL_MESSAGE = 'Enter a full http(s):// URL or a site path starting with /.';

/** Image lists (projects, blog posts): entries trimmed, empties dropped, order kept. */
export const mediaUrlList = z
  .array(z.string().max(2048, 'URL must be at most 2048 characters.'))
  .max(50, 'At most 50 images.')
  .default([])
  .transform((urls) => urls.map((url) => url.trim()).filter(Boolean))
  .refine((urls) => urls.every(isMediaUrl), `Each image: ${MEDIA_URL_MESSAGE}`);

/** An optional external link (demo, source code, social profile): empty means none; else http(s). */
export const optionalHttpUrl = optionalUrl.refine(
  (value) => value === null || isHttpUrl(value),
  'Enter a full http(s):// URL.',
);

export const mediaTypes = ['image', 'video', 'youtube'] as const;
export type MediaTypeValue = (typeof mediaTypes)[number];
export const mediaTypeSchema = z.enum(mediaTypes, {
  message: 'Media type must be image, video or youtube.',
});

const mediaShape = z.object({
  title: requiredText('Title', 200),
  description: optionalText(2000),
  mediaType: mediaTypeSchema,
  mediaUrl: requiredText('Media URL', 2048),
  /** Poster of an image or video; ignored for YouTube (derived from the video). */
  thumbnailUrl: optionalUrl,
  tags: tagList,
});

/**
 * YouTube items need a YouTube link (the service normalises it to the embed form and derives the
 * thumbnail); images and videos need a file URL.
 */
function withMediaUrlRule<T extends z.ZodType<z.output<typeof mediaShape>>>(schema: T) {
  return schema.superRefine((media, ctx) => {
    const youtube = media.mediaType === 'youtube';
    const valid = youtube ? youTubeVideoId(media.mediaUrl) !== null : isMediaUrl(media.mediaUrl);
    if (!valid) {
      ctx.addIssue({
        code: 'custom',
        path: ['mediaUrl'],
        message: youtube ? YOUTUBE_LINK_MESSAGE : MEDIA_URL_MESSAGE,
      });
    }
  });
}

export const mediaFields = withMediaUrlRule(mediaShape);
export type MediaFields = z.output<typeof mediaFields>;

export const createMediaInput = mediaFields;
export const updateMediaInput = withMediaUrlRule(mediaShape.extend({ id: idSchema }));
export const mediaIdInput = z.object({ id: idSchema });
export const mediaListInput = pageInput.extend({ mediaType: mediaTypeSchema.nullish() });
