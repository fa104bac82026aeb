import { ContentImage } from '~/components/ui/ContentImage';
import { cx } from '~/components/ui/cx';

/** Thumbnails shown under the first image before the rest is summed up as '+N'. */
const DEFAULT_THUMBNAILS = 4;

function imageAlt(title: string, index: number, count: number): string {
  return count === 1 ? title : `${title} (image ${index + 1} of ${count})`;
}

/**
 * A gallery of content images: the first one large, then up to `max` thumbnails, and a '+N'
 * count over the last thumbnail for the images not shown. Alt text is the content's title.
 */
export function ImageGallery({
  images,
  title,
  max = DEFAULT_THUMBNAILS,
  sizes = '(min-width: 1024px) 720px, 100vw',
  priority = false,
  className,
}: {
  images: readonly string[];
  title: string;
  max?: number;
  /** The large image's rendered width, for the browser to pick a source. */
  sizes?: string;
  /** Load the large image eagerly (it is the page's main image, above the fold). */
  priority?: boolean;
  className?: string;
}) {
  const [first, ...rest] = images;
  if (first === undefined) return null;
  const thumbnails = rest.slice(0, max);
  const hidden = rest.length - thumbnails.length;
  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <div className="relative aspect-video overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
        <ContentImage
          src={first}
          fallbackAlt={imageAlt(title, 0, images.length)}
          fill
          sizes={sizes}
          priority={priority}
          className="object-cover"
        />
      </div>
      {thumbnails.length > 0 && (
        <ul aria-label={`More images of ${title}`} className="grid grid-cols-4 gap-2">
          {thumbnails.map((src, index) => {
            const last = index === thumbnails.length - 1;
            return (
              <li
                key={`${index}-${src}`}
                className="relative aspect-square overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800"
              >
                <ContentImage
                  src={src}
                  fallbackAlt={imageAlt(title, index + 1, images.length)}
                  fill
                  sizes="(min-width: 1024px) 180px, 25vw"
                  className="object-cover"
                />
                {last && hidden > 0 && (
                  <span className="absolute inset-0 flex items-center justify-center bg-slate-950/60 text-lg font-semibold text-white">
                    +{hidden}
                    <span className="sr-only"> more {hidden === 1 ? 'image' : 'images'}</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
