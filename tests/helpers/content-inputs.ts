/**
 * Valid inputs of the procedures that create team content, for tests that call them through the
 * API (./content-factories.ts writes rows straight to the database instead). Each builder takes
 * the team (and the parent, for a series item) and overrides for any field, valid or hostile;
 * the fields it sets are exported, so a test can compare what was stored.
 */

let sequence = 0;
const nextNumber = () => ++sequence;

/** Typed as given, so that `{ id }` makes an update's input out of a create's. */
type Overrides = Record<string, unknown>;
type NoOverrides = Record<never, never>;

export const BLOG_POST_FIELDS = { title: 'Week one', content: '<p>We started.</p>' };

/** A draft post unless `published: true` is given. */
export function blogPostInput<O extends Overrides = NoOverrides>(
  teamId: string,
  overrides = {} as O,
) {
  return { teamId, ...BLOG_POST_FIELDS, ...overrides };
}

export const PROJECT_FIELDS = { title: 'Hackathon bot', description: 'A bot built in week one.' };

export function projectInput<O extends Overrides = NoOverrides>(
  teamId: string,
  overrides = {} as O,
) {
  return { teamId, ...PROJECT_FIELDS, ...overrides };
}

export const MEDIA_IMAGE_FIELDS = {
  title: 'Demo day',
  mediaType: 'image' as const,
  mediaUrl: '/uploads/media/demo.png',
};

/** An image on the site's own upload path. */
export function mediaImageInput<O extends Overrides = NoOverrides>(
  teamId: string,
  overrides = {} as O,
) {
  return { teamId, ...MEDIA_IMAGE_FIELDS, ...overrides };
}

export const SERIES_FIELDS = {
  title: 'Hackathon Journey',
  description: 'Eight weeks of building.',
};

/** A series with a slug of its own, so that any number of them can be created. */
export function seriesInput<O extends Overrides = NoOverrides>(
  teamId: string,
  overrides = {} as O,
) {
  return { teamId, ...SERIES_FIELDS, slug: `series-input-${nextNumber()}`, ...overrides };
}

export const SERIES_ITEM_FIELDS = { title: 'Week one recap', summary: 'What we built.' };

export function seriesItemInput<O extends Overrides = NoOverrides>(
  teamId: string,
  seriesId: string,
  overrides = {} as O,
) {
  return { teamId, seriesId, ...SERIES_ITEM_FIELDS, ...overrides };
}
