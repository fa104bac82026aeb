import type { UploadFolder } from '~/schemas/upload';

/** Where POST /api/upload stored a file, and what the bytes turned out to be. */
export interface SentFile {
  url: string;
  kind: 'image' | 'video';
}

/** The header the server reads the file's name from (src/server/modules/upload/upload.http.ts). */
const FILE_NAME_HEADER = 'X-File-Name';

function messageIn(body: string, status: number): string {
  try {
    const { message } = JSON.parse(body) as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: a proxy's error page; the status says enough.
  }
  return `The upload failed (${status}). Try again.`;
}

/**
 * Sends one file as the raw body of POST /api/upload. XMLHttpRequest rather than fetch: only
 * it reports how much of the body has gone, which the progress bar shows.
 */
export function sendFile(
  file: File,
  target: { teamId: string; purpose: UploadFolder },
  onProgress: (share: number) => void,
): Promise<SentFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams(target);
    request.open('POST', `/api/upload?${query.toString()}`);
    request.setRequestHeader(FILE_NAME_HEADER, encodeURIComponent(file.name));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 200) resolve(JSON.parse(request.responseText) as SentFile);
      else reject(new Error(messageIn(request.responseText, request.status)));
    };
    request.onerror = () =>
      reject(new Error('The upload could not reach the server. Check your connection.'));
    request.send(file);
  });
}
