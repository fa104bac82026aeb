/*
 * Short, readable names for the bare URLs of an item's GitHub and document lists, so buttons
 * say 'northwind/docusearch' or 'rubric.md' instead of a long address.
 */

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function pathSegments(url: URL): string[] {
  return url.pathname.split('/').filter(Boolean).map(safeDecode);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function hostName(url: URL): string {
  return url.hostname.replace(/^www\./, '');
}

/** 'owner/repo' for a GitHub repository link; otherwise the host and path. */
export function repositoryLabel(link: string): string {
  const url = parse(link);
  if (!url) return link;
  const segments = pathSegments(url);
  if (hostName(url) === 'github.com' && segments.length >= 2) {
    return `${segments[0]}/${segments[1]}`;
  }
  return [hostName(url), ...segments].join('/');
}

/** A file name ends in an extension that starts with a letter ('rubric.md', not '2005.11401'). */
const FILE_NAME = /\.[a-z][a-z0-9]{0,4}$/i;

/** The document's file name ('rubric.md'), or its host and last path segment. */
export function documentLabel(link: string): string {
  const url = parse(link);
  if (!url) return link;
  const last = pathSegments(url).at(-1);
  if (!last) return hostName(url);
  return FILE_NAME.test(last) ? last : `${hostName(url)}/${last}`;
}
