import { createHash } from 'node:crypto';

import { marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

import { shortenText } from '~/lib/shorten-text';
import { isMediaUrl } from '~/schemas/common';
import { MAX_WEEK_NUMBER, seriesItemTypes } from '~/schemas/series-item';
import { badRequest } from '~/server/errors';
import { inputProblem } from '~/server/trpc/input-guards';

import type { ReadSource } from './plan';

/** The front matter a Teamfolio export writes, and what a person writes by hand. */
const frontMatter = z.looseObject({
  id: z
    .union([z.string().trim().min(1).max(100), z.number()], { message: 'Must be an id.' })
    .transform(String)
    .optional(),
  title: z
    .string({ message: 'Title is required.' })
    .trim()
    .min(1, 'Title is required.')
    .max(200, 'Title must be at most 200 characters.'),
  date: z
    .union([z.string(), z.date()], { message: 'Must be a date.' })
    .nullish()
    .transform((value, context) => {
      if (value === null || value === undefined) return null;
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) {
        context.addIssue({ code: 'custom', message: 'Must be a date.' });
        return z.NEVER;
      }
      return date;
    }),
  tags: z
    .union([z.array(z.string().max(50, 'Tags must be at most 50 characters.')), z.string()], {
      message: 'Must be a list of tags.',
    })
    .transform((tags) => (typeof tags === 'string' ? tags.split(',') : tags))
    .transform((tags) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(50, 'Tags must be at most 50 characters.')).max(50))
    .optional(),
  draft: z.boolean({ message: 'Must be true or false.' }).optional(),
  excerpt: z.string({ message: 'Must be text.' }).max(1000).nullish(),
  summary: z.string({ message: 'Must be text.' }).max(2000).nullish(),
  author: z.string({ message: 'Must be text.' }).max(200).nullish(),
  image: z.string({ message: 'Must be text.' }).max(2048).nullish(),
  series: z.string({ message: 'Must be a series slug.' }).trim().min(1).max(100).optional(),
  week: z
    .number({ message: 'Week must be a whole number.' })
    .int('Week must be a whole number.')
    .min(1, 'Week must be at least 1.')
    .max(MAX_WEEK_NUMBER)
    .nullish(),
  type: z
    .enum(seriesItemTypes, { message: `Type must be ${seriesItemTypes.join(', ')}.` })
    .optional(),
});

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const FRONT_MATTER_START = /^\uFEFF?---\r?\n/;

/**
 * The longest front matter read, its `---` lines included: many times what its fields hold, and
 * a bound on what the YAML parser is given (nested lists cost it far more than their bytes).
 */
export const MAX_FRONT_MATTER_CHARS = 16 * 1024;

/** A post's text and a series item's, as their editors bound them; longer ones are not converted. */
const MAX_CONTENT = 200_000;
const MAX_ITEM_CONTENT = 50_000;

/** Markdown's text without its markup, as far as a summary needs: the first paragraph's words. */
function firstParagraph(body: string): string {
  const paragraph = body
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .find((part) => part && !part.startsWith('#') && !part.startsWith('!['));
  // A link's address ends at its `)` or, unclosed, at the next `(`: each try stops where the
  // next could start, so the time grows with the text, not with its square.
  return (paragraph ?? '').replace(/[*_`>#[\]]|\(https?:[^()]*\)/g, '').replace(/\s+/g, ' ');
}

function refuse(label: string, field: string, message: string): never {
  throw badRequest(`${label}, ${field}: ${message}`, { field: 'file' });
}

/**
 * A Markdown image: `![alt](path "title")`; group 2 is the path. Its alt text holds no bracket and
 * its path no parenthesis: a try that fails stops at the next one, so the time grows with the
 * text, not with its square (`![ ` × 40,000 took seconds with `[^\]]*`).
 */
const MARKDOWN_IMAGE = /(!\[[^[\]]*\]\()([^()\s]+)((?:\s+"[^"]*")?\))/g;

/** The paths of the images a Markdown text shows, as written. */
export function markdownImagePaths(markdown: string): string[] {
  return [...markdown.matchAll(MARKDOWN_IMAGE)].map((match) => match[2]!);
}

export interface MarkdownFileOptions {
  /** The file's path inside an archive, which errors and skipped entries name. */
  path?: string;
  /** The address an image path of the text takes instead (undefined: as written). */
  imageUrl?: (path: string) => string | undefined;
}

/**
 * Reads one Markdown file with YAML front matter (`title`, `date`, `tags`, `draft`, `excerpt`,
 * `image`, `author`; with `series` — a series' slug — plus `week`, `type` and `summary`, a
 * series item): a blog post's body becomes sanitised HTML, a series item's stays the text it
 * shows. The front matter's `id` (a Teamfolio export writes one) keys the record; without one,
 * its title and date do.
 */
export function readMarkdownFile(
  file: string,
  { path, imageUrl }: MarkdownFileOptions = {},
): ReadSource {
  const label = path ? `Markdown archive, ${path}` : 'Markdown file';
  const entry = path ?? 'the file';
  const match = FRONT_MATTER.exec(file.slice(0, MAX_FRONT_MATTER_CHARS));
  if (!match) {
    if (FRONT_MATTER_START.test(file) && file.length > MAX_FRONT_MATTER_CHARS) {
      refuse(label, 'front matter', `Longer than ${MAX_FRONT_MATTER_CHARS} characters.`);
    }
    refuse(label, 'the file', 'It has no front matter: start it with a --- block holding title.');
  }
  let raw: unknown;
  try {
    raw = parseYaml(match[1]!, { maxAliasCount: 0 });
  } catch (error) {
    refuse(label, 'front matter', `Not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  const problem = inputProblem(raw);
  if (problem) refuse(label, `front matter, field ${problem.field}`, problem.message);
  const parsed = frontMatter.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field =
      issue.path.length > 0 ? `front matter, field ${issue.path.join('.')}` : 'front matter';
    refuse(label, field, issue.message);
  }
  const meta = parsed.data;
  const body = file.slice(match[0].length).trim();
  if (inputProblem(body)) refuse(label, 'the text', 'Must not contain control characters.');
  const sourceId =
    meta.id ??
    createHash('sha256')
      .update(`${meta.title}\n${meta.date?.toISOString() ?? ''}`)
      .digest('hex')
      .slice(0, 32);
  const notes: string[] = [];
  const published = meta.draft !== true;

  const tooLong = (max: number): ReadSource => ({
    version: 'markdown',
    plan: { authors: [], posts: [], seriesItems: [] },
    skipped: [{ entry, title: meta.title, reason: `Longer than ${max} characters.` }],
    notes,
    tagCount: 0,
  });

  if (meta.series) {
    if (body.length > MAX_ITEM_CONTENT) return tooLong(MAX_ITEM_CONTENT);
    const summary = meta.summary?.trim() || shortenText(firstParagraph(body), 300) || meta.title;
    return {
      version: 'markdown',
      plan: {
        authors: [],
        posts: [],
        seriesItems: [
          {
            sourceId,
            seriesSlug: meta.series,
            seriesId: null,
            title: meta.title,
            summary,
            content: body || null,
            itemType: meta.type ?? 'update',
            weekNumber: meta.week ?? null,
            published,
          },
        ],
      },
      skipped: [],
      notes,
      tagCount: 0,
    };
  }

  // Converted only within the bound: the converter's time grows faster than the text.
  if (body.length > MAX_CONTENT) return tooLong(MAX_CONTENT);
  const withImages = imageUrl
    ? body.replace(
        MARKDOWN_IMAGE,
        (_whole, start: string, written: string, end: string) =>
          `${start}${imageUrl(written) ?? written}${end}`,
      )
    : body;
  const html = marked.parse(withImages, { async: false, gfm: true });
  if (html.length > MAX_CONTENT) return tooLong(MAX_CONTENT);
  // A tag's attributes end at its `>` (or the next `<`): each try stops where the next can start.
  const relativeImages = [...html.matchAll(/<img[^<>]*\ssrc="([^"]*)"/g)].filter(
    ([, src]) => !isMediaUrl(src ?? ''),
  ).length;
  if (relativeImages > 0) {
    notes.push(
      `${relativeImages} image(s) have paths relative to the file: a single file does not carry them, so they are left out.`,
    );
  }
  const image = meta.image?.trim() || null;
  const tags = meta.tags ?? [];
  return {
    version: 'markdown',
    plan: {
      authors: [],
      seriesItems: [],
      posts: [
        {
          sourceId,
          title: meta.title,
          excerpt: meta.excerpt?.trim() || null,
          content: html,
          status: published ? 'published' : 'draft',
          publishedAt: published ? (meta.date ?? new Date()).toISOString() : null,
          publishAt: null,
          featuredImageUrl: image && isMediaUrl(image) ? image : null,
          imageUrls: [],
          tags,
          authorName: meta.author?.trim() || null,
        },
      ],
    },
    skipped: [],
    notes,
    tagCount: tags.length,
  };
}
