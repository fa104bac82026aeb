import { z } from 'zod';

import { httpUrl, idSchema } from './common';

/** Where imported content comes from. */
/** ghost: a Ghost export (.json); markdown: one Markdown file with front matter (.md). */
export const importSourceKinds = ['ghost', 'markdown'] as const;
export type ImportSourceKind = (typeof importSourceKinds)[number];

/**
 * The largest file an import takes through the API, in characters: it travels as one JSON
 * string inside a call, whose body is bounded at 1 MB while it is read.
 */
export const MAX_IMPORT_FILE_CHARS = 900_000;

export const importFileInput = z.object({
  kind: z.enum(importSourceKinds, {
    message: 'Choose what the file comes from: ghost or markdown.',
  }),
  file: z
    .string({ message: 'Choose a file to import.' })
    .min(1, 'Choose a file to import.')
    .max(
      MAX_IMPORT_FILE_CHARS,
      `The file is too large: at most ${MAX_IMPORT_FILE_CHARS / 1000} kB can be imported at once.`,
    ),
  /**
   * The address the content was published at: Ghost writes its own images as
   * `__GHOST_URL__/content/images/…`, which becomes this address's images.
   */
  siteUrl: httpUrl.nullish(),
});
export type ImportFileInput = z.infer<typeof importFileInput>;

export const importIdInput = z.object({ id: idSchema });
export type ImportIdInput = z.infer<typeof importIdInput>;
