import type { IncomingHttpHeaders } from 'node:http';

/** What identifies the version of a response a reader holds. */
export interface Validators {
  /** A strong ETag, quoted. */
  etag: string;
  lastModified: Date;
}

/** Whether the reader's copy (sent with If-None-Match or If-Modified-Since) is still current. */
export function isNotModified(headers: IncomingHttpHeaders, current: Validators): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') {
    return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === current.etag);
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (typeof ifModifiedSince !== 'string') return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && current.lastModified.getTime() <= since;
}
