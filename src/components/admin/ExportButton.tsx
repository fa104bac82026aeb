import { useState } from 'react';

import { saveFile } from '~/components/admin/save-file';
import { Button } from '~/components/ui/Button';
import { icon } from '~/components/ui/icons';
import { toast } from '~/components/ui/Toaster';
import { formatStorageSize } from '~/lib/storage-size';

const DownloadIcon = icon(<path d="M12 3v12m0 0-5-5m5 5 5-5M4 21h16" />);

const BUSY_MESSAGE = 'An export is already running. Try again in a minute.';
const FAILED_MESSAGE = 'The export stopped before it was complete. Try again.';

/** The file name the server gave the archive, from its Content-Disposition. */
function archiveName(response: Response): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'teamfolio-export.tar.gz';
}

/** Why the server refused the export, in its own words when it gave any. */
async function refusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (typeof body?.message === 'string') return body.message;
  return response.status === 429 ? BUSY_MESSAGE : FAILED_MESSAGE;
}

/**
 * Downloads an export (GET /api/export): the whole site, or one team's records with `teamId`.
 * The page reads the streamed archive itself and counts its bytes, so the button shows how far it
 * has come ('Exporting… 12 MB'). Chosen over a progress row on the server polled by the page:
 * the server already streams with bounded memory and needs nothing more, while the browser keeps
 * the parts in a Blob (which it moves to disk when large) until the download is handed over.
 */
export function ExportButton({ teamId, label }: { teamId?: string; label: string }) {
  const [bytes, setBytes] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const href = teamId ? `/api/export?teamId=${encodeURIComponent(teamId)}` : '/api/export';

  const download = async () => {
    if (bytes !== null) return;
    setBytes(0);
    setStatus('Exporting…');
    try {
      const response = await fetch(href, { credentials: 'same-origin' });
      if (!response.ok || !response.body) {
        const message = await refusal(response);
        toast.error(message);
        setStatus(message);
        return;
      }
      const reader = response.body.getReader();
      const parts: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        received += value.byteLength;
        setBytes(received);
      }
      saveFile(new Blob(parts, { type: 'application/gzip' }), archiveName(response));
      setStatus(`Export downloaded: ${formatStorageSize(received)}.`);
    } catch {
      toast.error(FAILED_MESSAGE);
      setStatus(FAILED_MESSAGE);
    } finally {
      setBytes(null);
    }
  };

  const running = bytes !== null;
  return (
    <>
      {/* aria-disabled, not disabled: the button keeps the keyboard focus while it runs. */}
      <Button
        variant="outline"
        onClick={() => void download()}
        aria-disabled={running}
        aria-busy={running}
      >
        <DownloadIcon className="size-4" />
        {running ? `Exporting… ${formatStorageSize(bytes)}` : label}
      </Button>
      {/* Announced at the start and the end only: the counting bytes would be noise. */}
      <span role="status" className="sr-only">
        {status}
      </span>
    </>
  );
}
