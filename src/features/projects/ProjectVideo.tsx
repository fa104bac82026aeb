import { YouTubeEmbed } from '~/components/content/YouTubeEmbed';
import { cx } from '~/components/ui/cx';
import { youTubeVideoId } from '~/lib/youtube';

/** A project's video: YouTube links play in the embedded player, other URLs as a video file. */
export function ProjectVideo({
  url,
  title,
  className,
}: {
  url: string;
  title: string;
  className?: string;
}) {
  const label = `${title} video`;
  const videoId = youTubeVideoId(url);
  if (videoId) return <YouTubeEmbed videoId={videoId} title={title} className={className} />;
  return (
    <video
      src={url}
      controls
      preload="none"
      aria-label={label}
      className={cx('aspect-video w-full rounded-lg bg-slate-950', className)}
    />
  );
}
