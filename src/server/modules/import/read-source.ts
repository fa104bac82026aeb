import type { ImportSourceKind } from '~/schemas/import';

import { readGhostExport } from './ghost';
import { readMarkdownFile } from './markdown';
import { readMarkdownArchive } from './markdown-archive';
import type { ReadFile } from './plan';
import { readTeamfolioExport } from './teamfolio-export';

/** A file to import, as the API carries it (an archive base64-encoded). */
export interface SourceFile {
  kind: ImportSourceKind;
  file: string;
  /** The address a Ghost blog was published at, for its own images. */
  siteUrl: string | null;
}

/**
 * Reads and checks a file of any source: what it would create, and the files it carries. Needs
 * nothing but the file (no database, no storage), so it can run on a thread of its own.
 */
export async function readSourceFile({ kind, file, siteUrl }: SourceFile): Promise<ReadFile> {
  switch (kind) {
    case 'ghost':
      return { source: readGhostExport(file, siteUrl), files: [] };
    case 'markdown':
      return { source: readMarkdownFile(file), files: [] };
    case 'markdown-archive':
      return readMarkdownArchive(file);
    case 'teamfolio':
      return readTeamfolioExport(file);
  }
}
