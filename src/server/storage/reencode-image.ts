import sharp, { type Sharp } from 'sharp';

import { badRequest } from '~/server/errors';

import type { ImageExtension } from './image-type';
import type { LocalFile } from './types';

/** The longest side an uploaded image keeps; larger ones are scaled down to it. */
export const MAX_IMAGE_SIDE = 4096;

/** Images bigger than this many pixels are refused before decoding (a decompression bomb). */
const MAX_INPUT_PIXELS = 100_000_000;

const ENCODERS: Record<ImageExtension, (image: Sharp) => Sharp> = {
  jpg: (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 85 }),
  gif: (image) => image.gif(),
  avif: (image) => image.avif({ quality: 60, effort: 2 }),
};

/**
 * An uploaded image decoded and encoded again in its own format, written beside it: what the
 * file carried besides its pixels (EXIF such as the GPS position, comments, embedded profiles and
 * anything hidden after the image data) is gone, it is turned upright as its EXIF said, and it is
 * at most MAX_IMAGE_SIDE pixels on its longest side. A file that does not decode is refused.
 */
export async function reencodeImage(input: string, ext: ImageExtension): Promise<LocalFile> {
  const output = `${input}.reencoded`;
  try {
    const animated = ext === 'gif' || ext === 'webp';
    const image = sharp(input, { animated, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const { size } = await ENCODERS[ext](image).toFile(output);
    return { path: output, size };
  } catch {
    throw badRequest('The image could not be read: the file may be damaged or cut short.');
  }
}
