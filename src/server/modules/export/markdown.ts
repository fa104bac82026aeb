import TurndownService from 'turndown';
import { stringify } from 'yaml';

import { slugify } from '~/lib/slugify';

/*
 * Posts and series items as Markdown files with YAML front matter: what a person can read, or
 * take to another tool (the same fields the Markdown import reads: title, date, tags, draft, and
 * series, week and type for series items).
 */

const turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' });

/** A file name that says what the record is and stays unique: its title's slug and id. */
export function markdownFileName(title: string, id: string): string {
  const stem = slugify(title).slice(0, 60) || 'untitled';
  return `${stem}-${id.slice(0, 8)}.md`;
}

function markdownFile(frontMatter: Record<string, unknown>, html: string | null): string {
  const fields = Object.fromEntries(
    Object.entries(frontMatter).filter(([, value]) => value !== null && value !== undefined),
  );
  const body = html ? turndown.turndown(html) : '';
  return `---\n${stringify(fields)}---\n\n${body}\n`;
}

export interface PostForMarkdown {
  id: string;
  title: string;
  excerpt: string | null;
  content: string;
  published: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  authorName: string | null;
  featuredImageUrl: string | null;
  tags: string[];
}

export function postMarkdown(post: PostForMarkdown): string {
  return markdownFile(
    {
      id: post.id,
      title: post.title,
      date: (post.publishedAt ?? post.createdAt).toISOString(),
      draft: !post.published,
      excerpt: post.excerpt,
      author: post.authorName,
      image: post.featuredImageUrl,
      tags: post.tags.length > 0 ? post.tags : null,
    },
    post.content,
  );
}

export interface SeriesItemForMarkdown {
  id: string;
  title: string;
  summary: string;
  content: string | null;
  itemType: string;
  weekNumber: number | null;
  published: boolean;
  createdAt: Date;
}

export function seriesItemMarkdown(item: SeriesItemForMarkdown, seriesSlug: string): string {
  return markdownFile(
    {
      id: item.id,
      title: item.title,
      date: item.createdAt.toISOString(),
      draft: !item.published,
      series: seriesSlug,
      week: item.weekNumber,
      type: item.itemType,
      summary: item.summary,
    },
    item.content,
  );
}
