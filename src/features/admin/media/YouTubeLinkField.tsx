import { Field, Input } from '~/components/ui/Field';
import { youTubeThumbnailUrl, youTubeVideoId } from '~/lib/youtube';

/**
 * A YouTube link in any of its forms (watch, shorts, youtu.be, embed), with the video's
 * thumbnail as soon as the link names one; the server stores the embed form.
 */
export function YouTubeLinkField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (link: string) => void;
  error?: string;
}) {
  const videoId = youTubeVideoId(value);
  return (
    <div className="flex flex-col gap-3">
      <Field
        label="YouTube URL"
        required
        hint="A watch, shorts, youtu.be or embed link."
        error={error}
      >
        <Input
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
      {videoId && (
        <figure className="flex flex-col gap-1.5">
          {/* eslint-disable-next-line @next/next/no-img-element -- YouTube's own thumbnail */}
          <img
            src={youTubeThumbnailUrl(videoId)}
            alt="Thumbnail of the YouTube video"
            className="aspect-video w-full max-w-sm rounded-lg object-cover"
          />
          <figcaption className="text-sm text-slate-600 dark:text-slate-400">
            Thumbnail preview
          </figcaption>
        </figure>
      )}
    </div>
  );
}
