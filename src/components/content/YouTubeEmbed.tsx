import { cx } from '~/components/ui/cx';
import { youTubeVideoId } from '~/lib/youtube';

/**
 * A YouTube video in the privacy-enhanced player (youtube-nocookie.com), loaded only when it
 * scrolls near the viewport. Takes any YouTube link form; renders nothing for other links.
 */
export function YouTubeEmbed({
  url,
  title,
  className,
}: {
  url: string;
  /** Names the player for screen readers (the iframe's title). */
  title: string;
  className?: string;
}) {
  const videoId = youTubeVideoId(url);
  if (!videoId) return null;
  return (
    <div
      className={cx(
        'aspect-video overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800',
        className,
      )}
    >
      <iframe
        src={`https://www.youtube-nocookie.com/embed/${videoId}`}
        title={title}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
        className="size-full border-0"
      />
    </div>
  );
}
