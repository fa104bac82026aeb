import { z } from 'zod';

import { httpUrl, idSchema } from './common';

/** Where imported content comes from. */
/**
 * ghost: a Ghost export (.json); markdown: one Markdown file with front matter (.md);
 * markdown-archive: a .tar.gz of Markdown files and the images they show; teamfolio: a
 * Teamfolio export (.tar.gz) of a team or the whole site.
 */
export const importSourceKinds = ['ghost', 'markdown', 'markdown-archive', 'teamfolio'] as const;

/** The kinds whose file is not text: the API carries them base64-encoded. */
export const binaryImportKinds: readonly ImportSourceKind[] = ['markdown-archive', 'teamfolio'];
export type ImportSourceKind = (typeof importSourceKinds)[number];

/**
 * The largest file an import takes, in bytes (and so at most as many characters): POST
 * /api/import reads no more. Through the tRPC API, whose bodies are bounded at 1 MB while they
 * are read, a file must also fit in that.
 */
export const MAX_IMPORT_FILE_BYTES = 8 * 1024 * 1024;

/** Why a file over MAX_IMPORT_FILE_BYTES is refused. */
/** A file of MAX_IMPORT_FILE_BYTES, base64-encoded (the longest form the API carries it in). */
export const MAX_IMPORT_FILE_CHARS = Math.ceil(MAX_IMPORT_FILE_BYTES / 3) * 4;

export const IMPORT_TOO_LARGE_MESSAGE =
  'The file is too large: at most 8 MB can be imported at once.';

export const importFileInput = z.object({
  kind: z.enum(importSourceKinds, {
    message: 'Choose what the file comes from: ghost, markdown, markdown-archive or teamfolio.',
  }),
  file: z
    .string({ message: 'Choose a file to import.' })
    .min(1, 'Choose a file to import.')
    .max(MAX_IMPORT_FILE_CHARS, IMPORT_TOO_LARGE_MESSAGE),
  /**
   * The address the content was published at: Ghost writes its own images as
   * `__GHOST_URL__/content/images/…`, which becomes this address's images.
   */
  siteUrl: httpUrl.nullish(),
});
export type ImportFileInput = z.infer<typeof importFileInput>;

/** What POST /api/import names in its address: the team, the source, and dry run or start. */
export const importTargetInput = importFileInput.omit({ file: true }).extend({
  teamId: idSchema,
  mode: z.enum(['preview', 'start'], { message: 'Mode must be preview or start.' }),
});

export const importIdInput = z.object({ id: idSchema });
export type ImportIdInput = z.infer<typeof importIdInput>;
