import { gzipSync } from 'node:zlib';

import { pack } from 'tar-stream';

/** A .tar.gz of `files` (path → content). */
export async function archiveOf(files: Record<string, string | Buffer>): Promise<Buffer> {
  const tar = pack();
  for (const [name, content] of Object.entries(files)) tar.entry({ name }, content);
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of tar) chunks.push(chunk as Buffer);
  return gzipSync(Buffer.concat(chunks));
}
