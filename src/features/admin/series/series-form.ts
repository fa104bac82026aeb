import { z } from 'zod';

import { toIsoDate } from '~/lib/format-date';
import { idSchema } from '~/schemas/common';
import { createSeriesInput } from '~/schemas/series';
import type { RouterOutputs } from '~/utils/api';

export type AdminSeries = RouterOutputs['series']['adminList']['items'][number];

/** The series dialog's form: the create call's input, the team included. */
export const seriesFormSchema = createSeriesInput.extend({
  teamId: idSchema.or(z.literal('')).refine(Boolean, 'Select a team.'),
});
export type SeriesFormValues = z.input<typeof seriesFormSchema>;

/** Fields whose server errors are shown beside them. */
export const SERIES_FORM_FIELDS = [
  'title',
  'slug',
  'shortDescription',
  'description',
  'teamId',
  'status',
  'startDate',
  'endDate',
  'imageUrl',
  'tags',
  'links',
] as const satisfies readonly (keyof SeriesFormValues)[];

export function emptySeriesForm(teamId: string): SeriesFormValues {
  return {
    title: '',
    slug: '',
    shortDescription: '',
    description: '',
    teamId,
    status: 'active',
    startDate: '',
    endDate: '',
    imageUrl: '',
    tags: [],
    featured: false,
    links: [],
  };
}

/** An edit form prefilled from the series; what it lacks becomes an empty string. */
export function seriesFormFrom(series: AdminSeries): SeriesFormValues {
  return {
    title: series.title,
    slug: series.slug,
    shortDescription: series.shortDescription ?? '',
    description: series.description,
    teamId: series.teamId,
    status: series.status,
    startDate: series.startDate ? toIsoDate(series.startDate) : '',
    endDate: series.endDate ? toIsoDate(series.endDate) : '',
    imageUrl: series.imageUrl ?? '',
    tags: series.tags,
    featured: series.featured,
    links: [],
  };
}
