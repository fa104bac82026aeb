/**
 * What plays a stored video. Apart from the parser of every link form (youtube.ts), so that the
 * pages whose links are stored in the embed form (series items) carry only this into the browser.
 */

/** The video id of a link in the stored embed form (toYouTubeEmbedUrl); null for anything else. */
export function embedUrlVideoId(embedUrl: string): string | null {
  return /^https:\/\/www\.youtube\.com\/embed\/([A-Za-z0-9_-]{11})$/.exec(embedUrl)?.[1] ?? null;
}

/**
 * The privacy-enhanced player (youtube-nocookie.com) for a video id; `autoplay` starts it at
 * once, for a player the visitor just asked for by pressing play.
 */
export function youTubePlayerUrl(videoId: string, { autoplay = false } = {}): string {
  const url = `https://www.youtube-nocookie.com/embed/${videoId}`;
  return autoplay ? `${url}?autoplay=1` : url;
}
