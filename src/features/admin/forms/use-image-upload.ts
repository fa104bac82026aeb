import { useState } from 'react';

import { toast } from '~/components/ui/Toaster';
import {
  IMAGE_MIME_TYPES,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  type UploadFolder,
} from '~/schemas/upload';
import { api } from '~/utils/api';

import { readAsDataUrl } from './read-file';
import { messageOf } from './server-errors';

/** What image inputs accept (the server checks the bytes again). */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

/** Why the browser may refuse a file before sending it. */
function refusalOf(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
    return UNSUPPORTED_IMAGE_MESSAGE;
  }
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * Uploads images of one team's content to one folder, telling the outcome of each in a toast
 * ('Image uploaded successfully!' / 'Error uploading image' with the reason). `upload` resolves
 * to the image's URL, or null when it was refused or failed. `progress` is the running upload's
 * share sent, from 0 to 1, or null when none runs.
 */
export function useImageUpload(teamId: string, folder: UploadFolder) {
  const mutation = api.upload.image.useMutation();
  const [running, setRunning] = useState(0);

  async function upload(file: File): Promise<string | null> {
    const refusal = refusalOf(file);
    if (refusal) {
      toast.error('Error uploading image', { description: refusal });
      return null;
    }
    setRunning((count) => count + 1);
    try {
      const { url } = await mutation.mutateAsync({
        teamId,
        purpose: folder,
        fileName: file.name,
        dataBase64: await readAsDataUrl(file),
      });
      toast.success('Image uploaded successfully!');
      return url;
    } catch (failure) {
      toast.error('Error uploading image', { description: messageOf(failure) });
      return null;
    } finally {
      setRunning((count) => count - 1);
    }
  }

  return { upload, uploading: running > 0, progress: null as number | null };
}
