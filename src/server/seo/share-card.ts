import { createHash } from 'node:crypto';

import { itemTypeLabel } from '~/lib/item-types';
import {
  blogPostPath,
  projectPath,
  seriesItemPath,
  seriesPath,
  shareImageUrl,
} from '~/lib/public-paths';

/**
 * What a page's share image (its Open Graph / Twitter card) shows. Everything drawn comes from
 * here, so a hash of it names the picture: an edit that changes the picture changes its address,
 * and an address, once served, always shows the same picture.
 */
export interface ShareCard {
  /** The page the card stands for (a site path). */
  pagePath: string;
  /** What kind of page it is: 'Blog post', 'Series', 'Week 3 · Milestone', 'Project'. */
  label: string;
  title: string;
  /** The team that publishes it. */
  team: string | null;
}

/**
 * Changes whenever the picture's design does (layout, colours, fonts), so that every address
 * changes with it and no cache keeps the old drawing.
 */
const CARD_DESIGN = 'teamfolio-card-1';

/** Characters of the hash in a card's address: 96 bits, far beyond any chance of a collision. */
export const CARD_HASH_LENGTH = 16;

export function shareCardHash(card: ShareCard): string {
  return createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN, card.pagePath, card.label, card.title, card.team]))
    .digest('base64url')
    .slice(0, CARD_HASH_LENGTH);
}

/** The address of the card's picture (a site path). */
export function shareCardUrl(card: ShareCard): string {
  return shareImageUrl(card.pagePath, shareCardHash(card));
}

type Team = { name: string } | null | undefined;

export function postCard(post: { id: string; title: string; team?: Team }): ShareCard {
  return {
    pagePath: blogPostPath(post.id),
    label: 'Blog post',
    title: post.title,
    team: post.team?.name ?? null,
  };
}

export function projectCard(project: { id: string; title: string; team?: Team }): ShareCard {
  return {
    pagePath: projectPath(project.id),
    label: 'Project',
    title: project.title,
    team: project.team?.name ?? null,
  };
}

export function seriesCard(series: { slug: string; title: string; team?: Team }): ShareCard {
  return {
    pagePath: seriesPath(series.slug),
    label: 'Series',
    title: series.title,
    team: series.team?.name ?? null,
  };
}

export function seriesItemCard(item: {
  id: string;
  title: string;
  itemType: string;
  weekNumber: number | null;
  series: { slug: string; team?: Team };
}): ShareCard {
  const type = itemTypeLabel(item.itemType);
  return {
    pagePath: seriesItemPath(item.series.slug, item.id),
    label: item.weekNumber === null ? type : `Week ${item.weekNumber} · ${type}`,
    title: item.title,
    team: item.series.team?.name ?? null,
  };
}
