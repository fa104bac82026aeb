import {
  IMAGE_MIME_TYPES,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  type UploadFolder,
} from '~/schemas/upload';

import { useFileUpload } from './use-file-upload';

/** What image inputs accept (the server checks the bytes again). */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

/** Why the browser may refuse an image before sending it. */
export function imageRefusalOf(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
    return UNSUPPORTED_IMAGE_MESSAGE;
  }
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * Uploads images of one team's content to one folder, telling the outcome of each in a toast
 * ('Image uploaded successfully!' / 'Error uploading image' with the reason). `upload` resolves
 * to the image's URL, or null when it was refused or failed (the reason is then in `error`).
 * `progress` is the running upload's share sent, from 0 to 1, or null when none runs.
 */
export function useImageUpload(teamId: string, folder: UploadFolder) {
  const { upload, ...state } = useFileUpload({
    teamId,
    folder,
    refusalOf: imageRefusalOf,
    succeeded: () => 'Image uploaded successfully!',
    failed: 'Error uploading image',
  });
  return {
    ...state,
    upload: async (file: File) => (await upload(file))?.url ?? null,
  };
}
