import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { Font } from 'satori';

import { cachedPromise } from '~/lib/cached-promise';

/**
 * The fonts of the share images, from @fontsource packages (nothing is downloaded at run time).
 * Inter draws what the site's own text does; Noto Sans JP (kana and kanji, most Chinese text) and
 * Noto Sans Arabic take over the characters Inter lacks. Each family comes cut into subsets by
 * Unicode range, so a card reads only the few files its text needs: a Japanese title reads a few
 * hundred kilobytes of the 5 MB of Japanese glyphs. satori reads WOFF (not WOFF2): the .woff
 * files are the ones used.
 */
export type CardWeight = 400 | 700;

interface Family {
  packageName: string;
  name: string;
  /** File names start with it: `<prefix>-<subset>-<weight>-normal.woff`. */
  filePrefix: string;
}

/** In order of preference: a character is drawn by the first family that has it. */
const FAMILIES: readonly Family[] = [
  { packageName: '@fontsource/inter', name: 'Inter', filePrefix: 'inter' },
  {
    packageName: '@fontsource/noto-sans-jp',
    name: 'Noto Sans JP',
    filePrefix: 'noto-sans-jp',
  },
  {
    packageName: '@fontsource/noto-sans-arabic',
    name: 'Noto Sans Arabic',
    filePrefix: 'noto-sans-arabic',
  },
];

interface Subset {
  family: Family;
  /** The subset's name in its file names ('latin', '12'). */
  name: string;
  /** Sorted, inclusive code point ranges. */
  ranges: ReadonlyArray<readonly [number, number]>;
}

/*
 * Read from the installed packages, not through the bundler: these are data files, and the
 * server runs from the project's folder (next start, the tests, the scripts).
 */
function packageDir(packageName: string): string {
  return path.join(process.cwd(), 'node_modules', packageName);
}

/** 'U+0000-00FF,U+0131' → [[0x0, 0xff], [0x131, 0x131]]. */
export function parseUnicodeRange(text: string): Array<[number, number]> {
  return text
    .split(',')
    .map((part) => /^U\+([0-9a-f]+)(?:-([0-9a-f]+))?$/i.exec(part.trim()))
    .filter((match) => match !== null)
    .map((match): [number, number] => {
      const start = Number.parseInt(match[1]!, 16);
      return [start, match[2] ? Number.parseInt(match[2], 16) : start];
    })
    .sort((a, b) => a[0] - b[0]);
}

let subsets: Subset[] | undefined;

/** Every subset of every family, in the families' order; read once. */
function allSubsets(): Subset[] {
  subsets ??= FAMILIES.flatMap((family) => {
    const unicode = JSON.parse(
      readFileSync(path.join(packageDir(family.packageName), 'unicode.json'), 'utf8'),
    ) as Record<string, string>;
    return Object.entries(unicode).map(([key, ranges]) => ({
      family,
      name: key.replace(/^\[(\d+)\]$/, '$1'),
      ranges: parseUnicodeRange(ranges),
    }));
  });
  return subsets;
}

function covers(subset: Subset, codePoint: number): boolean {
  let low = 0;
  let high = subset.ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = subset.ranges[middle]!;
    if (codePoint < start) high = middle - 1;
    else if (codePoint > end) low = middle + 1;
    else return true;
  }
  return false;
}

/** The subset that draws this character, or undefined when no font has it. */
function subsetFor(codePoint: number): Subset | undefined {
  return allSubsets().find((subset) => covers(subset, codePoint));
}

const fileCache = new Map<string, Promise<Buffer>>();

function fontFile(subset: Subset, weight: CardWeight): Promise<Buffer> {
  const file = path.join(
    packageDir(subset.family.packageName),
    'files',
    `${subset.family.filePrefix}-${subset.name}-${weight}-normal.woff`,
  );
  // A failed read is not kept: the next card tries again.
  return cachedPromise(fileCache, file, () => readFile(file));
}

/** Whether some font of the cards draws the character (spaces always can be drawn). */
export function canDraw(character: string): boolean {
  return /^\s$/u.test(character) || subsetFor(character.codePointAt(0)!) !== undefined;
}

/**
 * The fonts satori needs for these texts, each drawn at its weight: only the subsets holding
 * their characters, each file read once per process. satori draws a character with the first
 * font of `fontFamily` that has it, but of fonts sharing a name it only ever tries one: so each
 * subset is named apart, and `fontFamily` lists them all.
 */
export async function fontsFor(
  texts: ReadonlyArray<{ text: string; weight: CardWeight }>,
): Promise<{ fonts: Font[]; fontFamily: string }> {
  const wanted = new Map<string, { subset: Subset; weight: CardWeight }>();
  for (const { text, weight } of texts) {
    for (const character of text) {
      const subset = subsetFor(character.codePointAt(0)!);
      if (subset) wanted.set(`${subset.family.name} ${subset.name}/${weight}`, { subset, weight });
    }
  }
  const fonts = await Promise.all(
    [...wanted.values()].map(async ({ subset, weight }): Promise<Font> => ({
      name: `${subset.family.name} ${subset.name}`,
      data: await fontFile(subset, weight),
      weight,
      style: 'normal',
    })),
  );
  // In the families' order, Inter first: a character several subsets share is drawn as the
  // site's text would be.
  const names = [...new Set(allSubsets().map((s) => `${s.family.name} ${s.name}`))].filter((name) =>
    fonts.some((font) => font.name === name),
  );
  return { fonts, fontFamily: names.map((name) => `'${name}'`).join(', ') };
}
