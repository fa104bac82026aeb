import { useState } from 'react';

import { cx } from '~/components/ui/cx';
import { PlayIcon } from '~/components/ui/icons';
import { youTubePlayerUrl } from '~/lib/youtube-player';

/** Keyboard users go on in the player they just started (it replaces the focused button). */
function focusOnMount(element: HTMLElement | null) {
  element?.focus();
}

/**
 * A YouTube video, click to load: a play button in the video's box until the visitor asks for
 * it, then the privacy-enhanced player (youtube-nocookie.com), playing. Nothing is requested
 * from YouTube before that. The caller reads the id from its link (see src/lib/youtube.ts); no
 * id, no player.
 */
export function YouTubeEmbed({
  videoId,
  title,
  className,
}: {
  videoId: string | null;
  /** What the video belongs to (an item's or project's title): names the button and player. */
  title: string;
  className?: string;
}) {
  const [playing, setPlaying] = useState(false);
  if (!videoId) return null;
  return (
    <div
      className={cx(
        'aspect-video overflow-hidden rounded-lg bg-slate-900 dark:bg-slate-950',
        className,
      )}
    >
      {playing ? (
        <iframe
          ref={focusOnMount}
          src={youTubePlayerUrl(videoId, { autoplay: true })}
          title={`Video: ${title}`}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="size-full border-0"
        />
      ) : (
        <button
          type="button"
          aria-label={`Play video: ${title}`}
          onClick={() => setPlaying(true)}
          className="group flex size-full flex-col items-center justify-center gap-3 text-white"
        >
          <span className="flex size-16 items-center justify-center rounded-full bg-red-600 shadow-lg transition-colors group-hover:bg-red-700">
            <PlayIcon className="size-7 translate-x-0.5 fill-current" />
          </span>
          <span className="text-sm font-medium">Play video</span>
        </button>
      )}
    </div>
  );
}
