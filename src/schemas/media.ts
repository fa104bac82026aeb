import { z } from 'zod';

import { YOUTUBE_LINK_MESSAGE, youTubeVideoId } from '~/lib/youtube';

import {
  idSchema,
  isMediaUrl,
  MEDIA_URL_MESSAGE,
  optionalText,
  optionalMediaUrl,
  pageInput,
  requiredText,
  tagList,
  titleSearch,
} from './common';

export const mediaTypes = ['image', 'video', 'youtube'] as const;
export type MediaTypeValue = (typeof mediaTypes)[number];
const mediaTypeSchema = z.enum(mediaTypes, {
  message: 'Media type must be image, video or youtube.',
});

export const mediaShape = z.object({
  title: requiredText('Title', 200),
  description: optionalText(2000),
  mediaType: mediaTypeSchema,
  mediaUrl: requiredText('Media URL', 2048),
  /** Poster of an image or video; ignored for YouTube (derived from the video). */
  thumbnailUrl: optionalMediaUrl,
  tags: tagList,
});

/**
 * YouTube items need a YouTube link (the service normalises it to the embed form and derives the
 * thumbnail); images and videos need a file URL.
 */
export function withMediaUrlRule<T extends z.ZodType<z.output<typeof mediaShape>>>(schema: T) {
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

export const createMediaInput = withMediaUrlRule(mediaShape);
export type CreateMediaInput = z.infer<typeof createMediaInput>;

export const updateMediaInput = withMediaUrlRule(mediaShape.extend({ id: idSchema }));
export type UpdateMediaInput = z.infer<typeof updateMediaInput>;

export const mediaIdInput = z.object({ id: idSchema });
export type MediaIdInput = z.infer<typeof mediaIdInput>;

/** A page of the gallery, optionally of one type only. */
export const listMediaInput = pageInput.extend({ mediaType: mediaTypeSchema.nullish() });
export type ListMediaInput = z.infer<typeof listMediaInput>;

/** The admin list: a page of one team's media, by title, optionally of one type. */
export const adminListMediaInput = listMediaInput.extend({ search: titleSearch });
export type AdminListMediaInput = z.infer<typeof adminListMediaInput>;
