import { ImageGallery } from '~/components/content/ImageGallery';
import { ContentImage } from '~/components/ui/ContentImage';
import { cx } from '~/components/ui/cx';

import { coverImage, hasGallery, type PostImageFields } from './post-images';

/**
 * A post's pictures: a gallery (first image large, up to 4 thumbnails, then '+N') when it has
 * several images, else its single featured image, else nothing.
 */
export function PostImages({
  post,
  title,
  sizes,
  priority = false,
  className,
}: {
  post: PostImageFields;
  title: string;
  /** The large image's rendered width. */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  if (hasGallery(post)) {
    return (
      <ImageGallery
        images={post.imageUrls}
        title={title}
        sizes={sizes}
        priority={priority}
        className={className}
      />
    );
  }
  const cover = coverImage(post);
  if (!cover) return null;
  return (
    <div
      className={cx(
        'relative aspect-video overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800',
        className,
      )}
    >
      <ContentImage
        src={cover}
        fallbackAlt={title}
        fill
        sizes={sizes}
        priority={priority}
        className="object-cover"
      />
    </div>
  );
}
