/** The page on youtube.com where a video plays (the gallery stores the embed form). */
export function youTubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
