import type { z } from 'zod';

import { idSchema } from '~/schemas/common';
import { createSeriesItemInput } from '~/schemas/series-item';
import type { RouterOutputs } from '~/utils/api';

export type AdminSeriesItem = RouterOutputs['seriesItem']['adminList']['items'][number];

/** The item dialog's form: the create call's input, the team included. */
export const itemFormSchema = createSeriesItemInput.extend({ teamId: idSchema });
export type ItemFormValues = z.input<typeof itemFormSchema>;

/** Fields whose server errors are shown beside them. */
export const ITEM_FORM_FIELDS = [
  'title',
  'itemType',
  'weekNumber',
  'itemOrder',
  'summary',
  'content',
  'youtubeVideoUrl',
  'imageUrl',
  'githubLinks',
  'documentLinks',
  'links',
] as const satisfies readonly (keyof ItemFormValues)[];

/** A new item: published, an update, placed after the items there are. */
export function emptyItemForm(teamId: string, seriesId: string, order: number): ItemFormValues {
  return {
    teamId,
    seriesId,
    title: '',
    itemType: 'update',
    weekNumber: '',
    itemOrder: String(order),
    published: true,
    emailFollowers: true,
    summary: '',
    content: '',
    youtubeVideoUrl: '',
    imageUrl: '',
    githubLinks: [],
    documentLinks: [],
    links: [],
  };
}

/** An edit form prefilled from the item; what it lacks becomes an empty string. */
export function itemFormFrom(teamId: string, item: AdminSeriesItem): ItemFormValues {
  return {
    teamId,
    seriesId: item.seriesId,
    title: item.title,
    itemType: item.itemType,
    weekNumber: item.weekNumber === null ? '' : String(item.weekNumber),
    itemOrder: String(item.itemOrder),
    published: item.published,
    emailFollowers: item.followersEmailedAt === null,
    summary: item.summary,
    content: item.content ?? '',
    youtubeVideoUrl: item.youtubeVideoUrl ?? '',
    imageUrl: item.imageUrl ?? '',
    githubLinks: item.githubLinks,
    documentLinks: item.documentLinks,
    links: [],
  };
}
