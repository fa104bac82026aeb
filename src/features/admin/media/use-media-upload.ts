import { useFileUpload } from '~/components/admin/forms/use-file-upload';
import {
  IMAGE_MIME_TYPES,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  UNSUPPORTED_MEDIA_MESSAGE,
  VIDEO_MIME_TYPES,
  VIDEO_TOO_LARGE_MESSAGE,
} from '~/schemas/upload';

/** What the media file input accepts (the server checks the bytes again). */
export const MEDIA_FILE_ACCEPT = [...IMAGE_MIME_TYPES, ...VIDEO_MIME_TYPES].join(',');

const isOneOf = (types: readonly string[], file: File) => types.includes(file.type);

/** Why the browser may refuse a gallery file before sending it. */
function mediaRefusalOf(file: File): string | null {
  if (isOneOf(IMAGE_MIME_TYPES, file)) {
    return file.size > MAX_IMAGE_BYTES ? IMAGE_TOO_LARGE_MESSAGE : null;
  }
  if (isOneOf(VIDEO_MIME_TYPES, file)) {
    return file.size > MAX_VIDEO_BYTES ? VIDEO_TOO_LARGE_MESSAGE : null;
  }
  return UNSUPPORTED_MEDIA_MESSAGE;
}

/** Uploads an image or a video of the team's media gallery; the bytes decide which it is. */
export function useMediaUpload(teamId: string) {
  return useFileUpload({
    teamId,
    folder: 'media',
    refusalOf: mediaRefusalOf,
    succeeded: ({ kind }) =>
      kind === 'video' ? 'Video uploaded successfully!' : 'Image uploaded successfully!',
    failed: 'Error uploading file',
  });
}
