/**
 * The bench's import phase: a Ghost export of many posts, imported into a team through
 * `POST /api/import` as an editor does from the import screen, so that the public pages can be
 * measured while the import's job writes and the pages it changes are rebuilt.
 */
import { trpcPath } from './targets';

/** Posts in the imported export. */
export const IMPORTED_POSTS = 2_000;

const PARAGRAPHS = [
  'We spent the morning wiring the sensor board and the afternoon finding out why it lied.',
  'The pilot ran for three days; the logs say more about our assumptions than about the model.',
  'Next week: fewer features, one demo that works end to end, and notes anyone can follow.',
];

/** A Ghost 5 export (what Labs → Export writes) of `count` published posts, as text. */
export function ghostExport(count: number): string {
  const posts = Array.from({ length: count }, (_, index) => {
    const published = new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString();
    return {
      id: `bench${String(index).padStart(19, '0')}`,
      title: `Imported note ${index + 1}`,
      slug: `imported-note-${index + 1}`,
      html: PARAGRAPHS.map((text) => `<p>${text}</p>`).join(''),
      lexical: null,
      mobiledoc: null,
      feature_image: null,
      type: 'post',
      status: 'published',
      created_at: published,
      published_at: published,
    };
  });
  return JSON.stringify({
    db: [{ meta: { exported_on: Date.now(), version: '5.80.0' }, data: { posts } }],
  });
}

interface ImportProgress {
  status: 'queued' | 'running' | 'done' | 'failed';
  processed: number;
  total: number;
}

/** Starts the import of `file` into the team; answers the import's id. */
export async function startImport(
  baseUrl: string,
  cookie: string,
  teamId: string,
  file: string,
): Promise<string> {
  const query = new URLSearchParams({ teamId, kind: 'ghost', mode: 'start' });
  const response = await fetch(`${baseUrl}/api/import?${query}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: file,
  });
  const answer = (await response.json()) as { id?: string; message?: string };
  if (!response.ok || !answer.id) {
    throw new Error(`The import was refused (${response.status}): ${answer.message ?? ''}`);
  }
  return answer.id;
}

/** The import's progress, as the import screen polls it. */
export async function importProgress(
  baseUrl: string,
  cookie: string,
  teamId: string,
  id: string,
): Promise<ImportProgress> {
  const response = await fetch(`${baseUrl}${trpcPath('import.byId', { teamId, id })}`, {
    headers: { cookie },
  });
  if (!response.ok) throw new Error(`import.byId answered ${response.status}`);
  const body = (await response.json()) as { result: { data: { json: ImportProgress } } };
  return body.result.data.json;
}
