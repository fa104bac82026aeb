import { pipeline } from 'node:stream/promises';

import type { NextApiRequest, NextApiResponse } from 'next';

import type { LocalImageStorage } from './local';

/** Stored names never change content, so browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Answers GET/HEAD /api/uploads/<folder>/<name> from the local driver, streamed from the disk.
 * The content type comes from the stored (detected) type; `nosniff` and a no-script CSP keep a
 * file from ever running as a page.
 */
export async function serveLocalUpload(
  storage: LocalImageStorage,
  req: Pick<NextApiRequest, 'method' | 'query'>,
  res: NextApiResponse,
) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res.status(405).end();
  }
  const segments = req.query.path;
  const [folder, name] = Array.isArray(segments) && segments.length === 2 ? segments : [];
  const image =
    folder !== undefined && name !== undefined ? await storage.read(folder, name) : null;
  if (!image) return res.status(404).end();

  res.setHeader('Content-Type', image.type.mime);
  res.setHeader('Content-Length', image.size);
  res.setHeader('Cache-Control', IMMUTABLE_CACHE);
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.status(200);
  if (req.method === 'HEAD') {
    image.content.destroy();
    return res.end();
  }
  // On a failure the pipeline closes the file and, the headers being sent, cuts the answer
  // short. A visitor who leaves mid-file is no fault; anything else (the disk) is logged.
  await pipeline(image.content, res).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
      console.error(`Serving the upload ${folder}/${name} failed:`, error);
    }
  });
}
