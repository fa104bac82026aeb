import Head from 'next/head';
import type { CSSProperties } from 'react';

import { imageSources } from '~/lib/image-srcset';

const FILL_STYLE: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
};

interface ContentImageProps {
  src: string;
  alt?: string | null;
  /** Used when `alt` is empty: every image gets a text alternative (e.g. the content's title). */
  fallbackAlt: string;
  /** Which width the image is shown at (the <img> sizes attribute); chooses the variant. */
  sizes?: string;
  /** Fill the nearest positioned parent (like next/image's `fill`). */
  fill?: boolean;
  width?: number;
  height?: number;
  /**
   * Above the fold (the page's largest image): preloaded from the <head> and loaded with high
   * priority; otherwise lazily.
   */
  priority?: boolean;
  className?: string;
}

/**
 * An image from content (uploads, demo files or any URL an editor pasted), resized by Next's
 * optimiser where it may fetch the image (src/lib/image-srcset.ts explains why not next/image).
 */
export function ContentImage({
  src,
  alt,
  fallbackAlt,
  sizes,
  fill = false,
  width,
  height,
  priority = false,
  className,
}: ContentImageProps) {
  const sources = imageSources(src, { sizes, width });
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- deliberately lighter than next/image
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt?.trim() || fallbackAlt}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={fill ? FILL_STYLE : undefined}
      className={className}
    />
  );
  if (!priority) return image;
  // Requested from the <head>, before the page's scripts take the connections (like next/image).
  return (
    <>
      <Head>
        <link
          key={`preload-image-${sources.src}`}
          rel="preload"
          as="image"
          href={sources.src}
          imageSrcSet={sources.srcSet}
          imageSizes={sources.sizes}
          fetchPriority="high"
        />
      </Head>
      {image}
    </>
  );
}
