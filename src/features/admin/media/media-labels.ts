import type { MediaTypeValue } from '~/schemas/media';

/** How the admin screens name a media type (kept apart from the form, which brings zod). */
export const MEDIA_TYPE_LABELS: Record<MediaTypeValue, string> = {
  image: 'Image',
  video: 'Video',
  youtube: 'YouTube',
};
