/**
 * Builders for team content, written straight to the database (no API, no validation), so a test
 * can set up exactly the rows it needs; every builder takes overrides for any column. Below them,
 * callers that record the public paths their mutations revalidate. The cast of roles and the
 * outcome helpers of authorization tests live in ./roles.ts.
 */
import type { Db } from '~/server/db';
import type { Prisma } from '~/server/generated/prisma/client';

import { callerFor } from './caller';
import { sessionFor, type TestUser } from './factories';

let sequence = 0;
const nextNumber = () => ++sequence;

/** A series of the team; unique title and slug unless given. */
export function createSeries(
  db: Db,
  teamId: string,
  data: Partial<Prisma.SeriesUncheckedCreateInput> = {},
) {
  const n = nextNumber();
  return db.series.create({
    data: {
      title: `Series ${n}`,
      slug: `series-${n}`,
      description: `Description of series ${n}`,
      ...data,
      teamId,
    },
  });
}

/** A series of the team with `count` items in their order (itemOrder 0, 1, …). */
export async function createSeriesWithItems(db: Db, teamId: string, count: number) {
  const series = await createSeries(db, teamId);
  const items = [];
  for (let itemOrder = 0; itemOrder < count; itemOrder++) {
    items.push(await createSeriesItem(db, series.id, { itemOrder }));
  }
  return { series, items };
}

/** A published item of the series unless told otherwise. */
export function createSeriesItem(
  db: Db,
  seriesId: string,
  data: Partial<Prisma.SeriesItemUncheckedCreateInput> = {},
) {
  const n = nextNumber();
  return db.seriesItem.create({
    data: { title: `Item ${n}`, summary: `Summary of item ${n}`, ...data, seriesId },
  });
}

export function createProject(
  db: Db,
  teamId: string,
  data: Partial<Prisma.ProjectUncheckedCreateInput> = {},
) {
  const n = nextNumber();
  return db.project.create({
    data: { title: `Project ${n}`, description: `Description of project ${n}`, ...data, teamId },
  });
}

/** A draft post unless `published: true` is given (then published now, unless publishedAt is). */
export function createBlogPost(
  db: Db,
  teamId: string,
  data: Partial<Prisma.BlogPostUncheckedCreateInput> = {},
) {
  const n = nextNumber();
  return db.blogPost.create({
    data: {
      title: `Post ${n}`,
      content: `<p>Content of post ${n}</p>`,
      publishedAt: data.published ? new Date() : null,
      ...data,
      teamId,
    },
  });
}

export function createMediaItem(
  db: Db,
  teamId: string,
  data: Partial<Prisma.MediaItemUncheckedCreateInput> = {},
) {
  const n = nextNumber();
  return db.mediaItem.create({
    data: {
      title: `Media ${n}`,
      mediaType: 'image',
      mediaUrl: `https://images.example.test/media-${n}.png`,
      ...data,
      teamId,
    },
  });
}

/** Owner columns of a custom link: exactly one of them (the database checks that). */
export type CustomLinkOwnerColumn = Pick<
  Prisma.CustomLinkUncheckedCreateInput,
  'blogPostId' | 'projectId' | 'seriesId' | 'seriesItemId'
>;

export function createCustomLink(
  db: Db,
  owner: CustomLinkOwnerColumn,
  data: Partial<Prisma.CustomLinkUncheckedCreateInput> = {},
) {
  const n = nextNumber();
  return db.customLink.create({
    data: {
      linkName: `Link ${n}`,
      linkUrl: `https://links.example.test/${n}`,
      ...data,
      ...owner,
    },
  });
}

/** A `revalidate` for createInnerContext / callerFor that records the paths it was asked to rebuild. */
export function revalidationRecorder() {
  const paths: string[] = [];
  return {
    paths,
    revalidate: (path: string) => {
      paths.push(path);
      return Promise.resolve();
    },
  };
}

/** A caller for the user (null: signed out) that records the paths its mutations revalidate. */
export function recordingCaller(db: Db, user: TestUser | null) {
  const recorder = revalidationRecorder();
  const api = callerFor(db, user && sessionFor(user), { revalidate: recorder.revalidate });
  return { api, revalidated: recorder.paths };
}
