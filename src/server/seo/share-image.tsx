import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';

import { shortenText } from '~/lib/shorten-text';
import { SITE_NAME } from '~/lib/site-config';
import { SITE_URL } from '~/lib/site-url';

import type { ShareCard } from './share-card';
import { canDraw, fontsFor, type CardWeight } from './share-fonts';

/** The size Open Graph and Twitter's large card ask for (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The site's colours (tailwind's indigo as the brand, slate for neutrals), as hex for SVG. */
const COLOURS = {
  background: '#0f172a', // slate-900
  backgroundEnd: '#1e1b4b', // indigo-950
  brand: '#4f46e5', // brand-600
  brandLight: '#a5b4fc', // brand-300
  labelBackground: 'rgba(99, 102, 241, 0.22)', // brand-500 on the dark background
  title: '#ffffff',
  team: '#e2e8f0', // slate-200
  muted: '#94a3b8', // slate-400
};

/** Longer titles are cut at a word: three lines at the smallest size. */
const TITLE_MAX_CHARACTERS = 110;

/**
 * A text as the card can draw it: characters no font of the cards has (an emoji, a script
 * without a font here) are left out, rather than drawn as empty boxes; a text missing letters
 * or digits would read wrong, so it is left out whole (null).
 */
export function drawableText(text: string): string | null {
  let missingWords = false;
  const kept = Array.from(text)
    .filter((character) => {
      if (canDraw(character)) return true;
      if (/[\p{L}\p{N}]/u.test(character)) missingWords = true;
      return false;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return missingWords || kept === '' ? null : kept;
}

function titleSize(title: string): number {
  const length = Array.from(title).length;
  if (length <= 36) return 76;
  if (length <= 70) return 64;
  return 54;
}

/** Right-to-left when the first letter is of a right-to-left script (Arabic, Hebrew). */
function direction(text: string): 'rtl' | 'ltr' {
  const firstLetter = /\p{L}/u.exec(text)?.[0] ?? '';
  return /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(firstLetter) ? 'rtl' : 'ltr';
}

const siteHost = new URL(SITE_URL).host;

/** The layers icon of the site's favicon. */
function Logo() {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 56,
        height: 56,
        borderRadius: 12,
        background: COLOURS.brand,
      }}
    >
      <svg width="38" height="38" viewBox="0 0 24 24">
        <path
          d="m12 2 10 5-10 5L2 7zM2 17l10 5 10-5M2 12l10 5 10-5"
          fill="none"
          stroke="#ffffff"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  );
}

interface CardTexts {
  label: string;
  title: string | null;
  team: string | null;
}

function CardPicture({ label, title, team, fontFamily }: CardTexts & { fontFamily: string }) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '60px 72px',
        backgroundColor: COLOURS.background,
        backgroundImage: `linear-gradient(135deg, ${COLOURS.background} 40%, ${COLOURS.backgroundEnd} 100%)`,
        borderBottom: `12px solid ${COLOURS.brand}`,
        fontFamily,
        color: COLOURS.title,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <Logo />
          <div style={{ fontSize: 36, fontWeight: 700, letterSpacing: -0.5 }}>{SITE_NAME}</div>
        </div>
        <div
          style={{
            display: 'flex',
            padding: '10px 24px',
            borderRadius: 999,
            backgroundColor: COLOURS.labelBackground,
            color: COLOURS.brandLight,
            fontSize: 28,
            fontWeight: 700,
          }}
        >
          {label}
        </div>
      </div>
      {title ? (
        <div
          style={{
            display: 'flex',
            fontSize: titleSize(title),
            fontWeight: 700,
            lineHeight: 1.15,
            letterSpacing: -1,
            direction: direction(title),
            maxHeight: 3 * 1.15 * titleSize(title),
            overflow: 'hidden',
          }}
        >
          {title}
        </div>
      ) : (
        <div style={{ display: 'flex' }} />
      )}
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          fontSize: 30,
        }}
      >
        <div style={{ display: 'flex', color: COLOURS.team, fontWeight: 700 }}>{team ?? ''}</div>
        <div style={{ display: 'flex', color: COLOURS.muted }}>{siteHost}</div>
      </div>
    </div>
  );
}

/** The card as SVG (satori draws every glyph as a path: the SVG needs no fonts to show). */
export async function renderShareSvg(card: ShareCard): Promise<string> {
  const texts: CardTexts = {
    label: card.label,
    title: drawableText(shortenText(card.title, TITLE_MAX_CHARACTERS)),
    team: card.team === null ? null : drawableText(card.team),
  };
  const drawn: Array<{ text: string; weight: CardWeight }> = [
    { text: SITE_NAME + texts.label + (texts.title ?? '') + (texts.team ?? ''), weight: 700 },
    { text: siteHost, weight: 400 },
  ];
  const { fonts, fontFamily } = await fontsFor(drawn);
  return satori(<CardPicture {...texts} fontFamily={fontFamily} />, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
  });
}

/**
 * The card as a 1200×630 PNG. resvg writes its PNG for speed; sharp compresses it again,
 * losslessly, to about 40 % of that (every chat app and crawler that shows the link downloads
 * it), for some 50 ms once per card. The server draws on a thread of its own
 * (share-image-drawer.ts), so resvg rasterises on that thread rather than on libuv's pool: the
 * pool's threads kept some 7 MB more of the process's memory after the drawing thread ended.
 */
export async function drawSharePng(card: ShareCard): Promise<Buffer> {
  const image = new Resvg(await renderShareSvg(card), {
    fitTo: { mode: 'width', value: CARD_WIDTH },
    font: { loadSystemFonts: false },
  }).render();
  return sharp(image.asPng()).png({ compressionLevel: 9 }).toBuffer();
}
