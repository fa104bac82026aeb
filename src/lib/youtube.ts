/**
 * YouTube links: the watch, shorts, youtu.be and embed forms are stored in one
 * canonical form, https://www.youtube.com/embed/ID. Renderers derive other URLs from the id.
 */

export const YOUTUBE_LINK_MESSAGE = 'Enter a YouTube link (watch, shorts, youtu.be or embed).';

export type YouTubeLink =
  { ok: true; videoId: string; embedUrl: string } | { ok: false; message: string };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

function parseUrl(text: string): URL | null {
  const trimmed = text.trim();
  // People often paste links without the scheme ("youtu.be/ID", "www.youtube.com/watch?v=ID").
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The path segment after `prefix` ("/shorts/", "/embed/"), or null when the path has another shape. */
function segmentAfter(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(prefix)) return null;
  const [segment = '', ...rest] = pathname.slice(prefix.length).split('/');
  return rest.every((part) => part === '') ? segment : null;
}

function candidateId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (SHORT_HOSTS.has(host)) return segmentAfter(url.pathname, '/');
  if (NOCOOKIE_HOSTS.has(host)) return segmentAfter(url.pathname, '/embed/');
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (url.pathname === '/watch' || url.pathname === '/watch/') return url.searchParams.get('v');
  return segmentAfter(url.pathname, '/shorts/') ?? segmentAfter(url.pathname, '/embed/');
}

/** The 11-character video id of a watch, shorts, youtu.be or embed link; null for anything else. */
export function youTubeVideoId(link: string): string | null {
  const url = parseUrl(link);
  const id = url && candidateId(url);
  return id && VIDEO_ID.test(id) ? id : null;
}

/** Normalises a YouTube link to the stored embed form, or explains what is accepted. */
export function toYouTubeEmbedUrl(link: string): YouTubeLink {
  const videoId = youTubeVideoId(link);
  if (!videoId) return { ok: false, message: YOUTUBE_LINK_MESSAGE };
  return { ok: true, videoId, embedUrl: `https://www.youtube.com/embed/${videoId}` };
}

export function youTubeThumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}
