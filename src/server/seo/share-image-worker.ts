/**
 * The entry of the thread share images are drawn on (see share-image-drawer.ts): draws each
 * card it is sent and moves the PNG back.
 */
import { serveCalls } from '~/server/threads/serve-calls';

import type { ShareCard } from './share-card';
import { drawSharePng } from './share-image';

serveCalls(async (card: ShareCard) => {
  const png = await drawSharePng(card);
  // The PNG's own bytes, to move rather than copy: a Buffer may share a pooled ArrayBuffer.
  const bytes = new Uint8Array(png.byteLength);
  bytes.set(png);
  return { answer: bytes, transfer: [bytes.buffer] };
});
