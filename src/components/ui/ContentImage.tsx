import Image, { type ImageProps } from 'next/image';

/** Hosts whose images Next may fetch and optimise (next.config.ts `images.remotePatterns`). */
const OPTIMISED_HOSTS = [/^i\.ytimg\.com$/, /^utfs\.io$/, /\.ufs\.sh$/];

function isOptimisable(src: string): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  try {
    const { hostname } = new URL(src);
    return OPTIMISED_HOSTS.some((host) => host.test(hostname));
  } catch {
    return false;
  }
}

/**
 * An image from content (uploads, demo files or any URL an editor pasted). Site files and known
 * hosts go through Next's optimiser; other hosts are shown as they are, since the optimiser
 * only fetches from an allow-list. Alt text falls back to the content's title.
 */
export function ContentImage({
  src,
  alt,
  fallbackAlt,
  ...props
}: Omit<ImageProps, 'src' | 'alt'> & { src: string; alt?: string | null; fallbackAlt: string }) {
  return (
    <Image
      src={src}
      alt={alt?.trim() || fallbackAlt}
      unoptimized={!isOptimisable(src)}
      {...props}
    />
  );
}
