import { useState } from 'react';

import { toast } from '~/components/ui/Toaster';
import type { UploadFolder } from '~/schemas/upload';

import { sendFile, type SentFile } from './send-file';

export interface FileUploadOptions {
  teamId: string;
  folder: UploadFolder;
  /** Why the browser refuses a file before sending it (type, size), or null to send it. */
  refusalOf: (file: File) => string | null;
  /** Toast texts: 'Image uploaded successfully!' / 'Error uploading image'. */
  succeeded: (sent: SentFile) => string;
  failed: string;
}

/**
 * Uploads files of one team's content to one folder. `upload` resolves to where the file went,
 * or null when it was refused or failed; each outcome is told in a toast, and a failure's reason
 * stays in `error` until the next upload. `progress` is the running upload's share sent, from 0
 * to 1, or null when none runs.
 */
export function useFileUpload({ teamId, folder, refusalOf, succeeded, failed }: FileUploadOptions) {
  const [running, setRunning] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  function fail(reason: string): null {
    setError(reason);
    toast.error(failed, { description: reason });
    return null;
  }

  async function upload(file: File): Promise<SentFile | null> {
    setError(null);
    const refusal = refusalOf(file);
    if (refusal) return fail(refusal);
    setRunning((count) => count + 1);
    setProgress(0);
    try {
      const sent = await sendFile(file, { teamId, purpose: folder }, setProgress);
      toast.success(succeeded(sent));
      return sent;
    } catch (failure) {
      return fail(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setRunning((count) => count - 1);
      setProgress(null);
    }
  }

  return { upload, uploading: running > 0, progress, error };
}
