import { z } from 'zod';

import { SLUG_PATTERN } from '~/lib/slugify';
import { blogPostFields } from '~/schemas/blog';
import { idSchema, optionalText, tagList } from '~/schemas/common';
import { customLinkFields } from '~/schemas/custom-link';
import { mediaShape, withMediaUrlRule } from '~/schemas/media';
import { projectFields } from '~/schemas/project';
import { seriesFields } from '~/schemas/series';
import { seriesItemFields } from '~/schemas/series-item';
import { teamProfileFields } from '~/schemas/team-profile';

/*
 * What an exported content record must hold to be imported into a team: the fields a person
 * edits (the same rules as the admin screens), plus the ids and times the export adds; any other
 * column is left out.
 */

/** A time the export wrote (ISO 8601), or none. */
const exportedTime = z.iso.datetime({ message: 'Must be a date.' }).nullish().default(null);

/** A series' calendar date, which the export writes as that day's UTC midnight. */
const exportedDay = z
  .union([z.iso.date(), z.iso.datetime()], { message: 'Must be a date.' })
  .nullish()
  .transform((value) => (value ? value.slice(0, 10) : null));

export const seriesRecord = seriesFields.extend({
  id: idSchema,
  // A saved series always has one: an empty slug is not "derive it" here.
  slug: z
    .string({ message: 'Slug is required.' })
    .max(80, 'Slug must be at most 80 characters.')
    .regex(SLUG_PATTERN, 'Slug may contain lowercase letters, digits and single hyphens only.'),
  startDate: exportedDay,
  endDate: exportedDay,
});

export const seriesItemRecord = seriesItemFields.extend({ id: idSchema, seriesId: idSchema });

export const blogPostRecord = blogPostFields.extend({
  id: idSchema,
  publishedAt: exportedTime,
  publishAt: exportedTime,
  authorName: optionalText(200),
  tags: tagList,
});

export const projectRecord = projectFields.extend({ id: idSchema });

export const mediaItemRecord = withMediaUrlRule(mediaShape.extend({ id: idSchema }));

export const teamProfileRecord = teamProfileFields.extend({
  id: idSchema,
  orderIndex: z.number().int().default(0),
});

export const customLinkRecord = customLinkFields.extend({
  id: idSchema,
  blogPostId: idSchema.nullish().default(null),
  projectId: idSchema.nullish().default(null),
  seriesId: idSchema.nullish().default(null),
  seriesItemId: idSchema.nullish().default(null),
  displayOrder: z.number().int().default(0),
});
