/**
 * URLs for Next's image optimiser (/_next/image), built the way next/image builds them, so
 * content images get resized, modern-format variants without shipping next/image's client code
 * (about 5 kB gzipped on every page that shows one). Widths and quality are Next's defaults,
 * the only ones its optimiser accepts unless next.config.ts changes them.
 */
const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384];
const ALL_SIZES = [...IMAGE_SIZES, ...DEVICE_SIZES];
const QUALITY = 75;

/**
 * Whether the image optimiser fetches from `hostname` (next.config.ts, images.remotePatterns):
 * YouTube's thumbnails and this site's own UploadThing files (a value inlined by the build).
 */
function isOptimisedHost(hostname: string): boolean {
  return hostname === 'i.ytimg.com' || hostname === process.env.NEXT_PUBLIC_UPLOAD_HOST;
}

export function isOptimisable(src: string): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return !src.endsWith('.svg');
  try {
    const { protocol, hostname } = new URL(src);
    return protocol === 'https:' && isOptimisedHost(hostname);
  } catch {
    return false;
  }
}

export function optimisedUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
}

function widthsFor(sizes: string | undefined, width: number | undefined) {
  if (sizes) {
    const viewportPercents = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[2]));
    if (viewportPercents.length === 0) return { widths: ALL_SIZES, descriptor: 'w' as const };
    const smallestRatio = Math.min(...viewportPercents) * 0.01;
    return {
      widths: ALL_SIZES.filter((size) => size >= DEVICE_SIZES[0]! * smallestRatio),
      descriptor: 'w' as const,
    };
  }
  if (width === undefined) return { widths: DEVICE_SIZES, descriptor: 'w' as const };
  const nearest = (wanted: number) => ALL_SIZES.find((size) => size >= wanted) ?? ALL_SIZES.at(-1)!;
  return { widths: [...new Set([nearest(width), nearest(width * 2)])], descriptor: 'x' as const };
}

/**
 * `src`, `srcSet` and `sizes` for an <img>; an image the optimiser cannot fetch is used as it is,
 * without `sizes`, which HTML allows only beside a `srcset`.
 */
export function imageSources(
  src: string,
  { sizes, width }: { sizes?: string; width?: number },
): { src: string; srcSet?: string; sizes?: string } {
  if (!isOptimisable(src)) return { src };
  const { widths, descriptor } = widthsFor(sizes, width);
  const srcSet = widths
    .map((w, index) => `${optimisedUrl(src, w)} ${descriptor === 'w' ? `${w}w` : `${index + 1}x`}`)
    .join(', ');
  return { src: optimisedUrl(src, widths.at(-1)!), srcSet, sizes };
}
