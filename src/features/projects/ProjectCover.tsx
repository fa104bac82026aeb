import { ContentImage } from '~/components/ui/ContentImage';
import { cx } from '~/components/ui/cx';
import { FolderIcon } from '~/components/ui/icons';

/** A project's cover image on a card, or a neutral placeholder when it has none. */
export function ProjectCover({
  src,
  title,
  sizes,
  className,
}: {
  src: string | undefined;
  title: string;
  sizes: string;
  className?: string;
}) {
  return (
    <div
      className={cx(
        'relative aspect-video overflow-hidden bg-slate-100 dark:bg-slate-800',
        className,
      )}
    >
      {src ? (
        <ContentImage src={src} fallbackAlt={title} fill sizes={sizes} className="object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center text-slate-400 dark:text-slate-500">
          <FolderIcon className="size-10" />
        </div>
      )}
    </div>
  );
}
