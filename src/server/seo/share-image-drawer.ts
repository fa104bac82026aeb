import { IdleThread } from '~/server/threads/idle-thread';
import { SHARE_IMAGE_DRAWER } from '~/server/threads/thread-bundle';

import type { ShareCard } from './share-card';

/**
 * How long the drawing thread waits for another card before it ends. Cards come in bursts (a
 * crawler, a chat app unfolding a link) and each is drawn once, then kept; between bursts the
 * renderer's layout engine, fonts and heap (some 30 MB) are given back.
 */
export const DRAWER_IDLE_MS = 5_000;

/**
 * Drawings under way at once. A drawing holds a few megabytes (the SVG, the pixels, the PNG)
 * and a core: a crawler asking for hundreds of cards at once gets them two at a time.
 */
const MAX_DRAWINGS = 2;

const drawer = new IdleThread<ShareCard, Uint8Array>({
  entry: SHARE_IMAGE_DRAWER,
  idleMs: DRAWER_IDLE_MS,
  // A smaller young generation than Node 24 gives a thread on a large machine: a card's layout
  // needs little, and the thread's heap stays in the process for seconds after it ends.
  resourceLimits: { maxYoungGenerationSizeMb: 8 },
  // sharp's libraries (libvips, glib) must stay loaded while a thread that used them ends, or
  // the process crashes: loading sharp on the main thread first keeps them (sharp's docs).
  beforeFirstStart: () => import('sharp'),
});

let drawing = 0;
const waitingForTurn: Array<() => void> = [];

async function inTurn<T>(draw: () => Promise<T>): Promise<T> {
  // A finished drawing hands its place straight to the next in line, so none can slip in between.
  if (drawing < MAX_DRAWINGS) drawing += 1;
  else await new Promise<void>((turn) => waitingForTurn.push(turn));
  try {
    return await draw();
  } finally {
    const next = waitingForTurn.shift();
    if (next) next();
    else drawing -= 1;
  }
}

/**
 * The card as a 1200×630 PNG (drawSharePng), drawn on a thread that ends when idle: the thread
 * that serves every other request never lays a card out, and keeps none of the renderer.
 */
export function renderSharePng(card: ShareCard): Promise<Buffer> {
  return inTurn(async () => {
    const png = await drawer.call(card);
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  });
}

/** Whether the drawing thread is running now (it ends DRAWER_IDLE_MS after its last card). */
export function drawerRunning(): boolean {
  return drawer.running;
}
