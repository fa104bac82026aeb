import type { ImportSourceKind } from '~/schemas/import';
import type { RouterOutputs } from '~/utils/api';

export type ImportReport = RouterOutputs['import']['preview'];
export type StartedImport = RouterOutputs['import']['start'];

interface ImportRequest {
  teamId: string;
  kind: ImportSourceKind;
  file: File;
  siteUrl: string;
}

/**
 * Sends the file to POST /api/import as the raw body (larger than a tRPC call may carry): the
 * dry run's report, or the started import. Throws an Error with the server's message.
 */
export async function sendImport(mode: 'preview', request: ImportRequest): Promise<ImportReport>;
export async function sendImport(mode: 'start', request: ImportRequest): Promise<StartedImport>;
export async function sendImport(
  mode: 'preview' | 'start',
  { teamId, kind, file, siteUrl }: ImportRequest,
): Promise<ImportReport | StartedImport> {
  const query = new URLSearchParams({ teamId, kind, mode });
  if (siteUrl.trim()) query.set('siteUrl', siteUrl.trim());
  const response = await fetch(`/api/import?${query}`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': 'application/octet-stream' },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' ? message : 'The import could not be sent.');
  }
  return body as ImportReport | StartedImport;
}
