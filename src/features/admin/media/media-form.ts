import type { z } from 'zod';

import { createMediaInput, type MediaTypeValue } from '~/schemas/media';
import type { RouterOutputs } from '~/utils/api';

export type AdminMedia = RouterOutputs['media']['adminList']['items'][number];

/** The media dialog's form: the create call's input (the team is the current one). */
export const mediaFormSchema = createMediaInput;
export type MediaFormValues = z.input<typeof mediaFormSchema>;

/** Fields whose server errors are shown beside them. */
export const MEDIA_FORM_FIELDS = [
  'title',
  'description',
  'mediaType',
  'mediaUrl',
  'thumbnailUrl',
  'tags',
] as const satisfies readonly (keyof MediaFormValues)[];

export function emptyMediaForm(mediaType: MediaTypeValue = 'image'): MediaFormValues {
  return { title: '', description: '', mediaType, mediaUrl: '', thumbnailUrl: '', tags: [] };
}

/** An edit form prefilled from the item; what it lacks becomes an empty string. */
export function mediaFormFrom(media: AdminMedia): MediaFormValues {
  return {
    title: media.title,
    description: media.description ?? '',
    mediaType: media.mediaType,
    mediaUrl: media.mediaUrl,
    thumbnailUrl: media.thumbnailUrl ?? '',
    tags: media.tags,
  };
}
