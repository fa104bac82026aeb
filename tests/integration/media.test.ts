import { beforeEach, describe, expect, it } from 'vitest';

import { YOUTUBE_LINK_MESSAGE } from '~/lib/youtube';

import { createMediaItem } from '../helpers/content-factories';
import { mediaImageInput } from '../helpers/content-inputs';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database, as, adminApi } = cast;

beforeEach(async () => {
  await database().db.mediaItem.deleteMany();
});

const VIDEO_ID = 'dQw4w9WgXcQ';
const EMBED_URL = `https://www.youtube.com/embed/${VIDEO_ID}`;
const THUMBNAIL_URL = `https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`;

const imageInput = (overrides: Record<string, unknown> = {}) =>
  mediaImageInput(cast.team.id, overrides);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('media.create', () => {
  it('stores an image with a site path, tags normalised, and revalidates /media', async () => {
    const { api, revalidated } = as('admin');
    const media = await api.media.create(imageInput({ tags: [' demo ', 'demo', ''] }));

    expect(media).toMatchObject({
      teamId: cast.team.id,
      title: 'Demo day',
      description: null,
      mediaType: 'image',
      mediaUrl: '/uploads/media/demo.png',
      thumbnailUrl: null,
      tags: ['demo'],
    });
    expect(revalidated).toEqual(['/media']);
  });

  it.each([
    `https://www.youtube.com/watch?v=${VIDEO_ID}`,
    `https://youtu.be/${VIDEO_ID}`,
    `https://www.youtube.com/shorts/${VIDEO_ID}`,
    EMBED_URL,
  ])('normalises the YouTube link %s and derives its thumbnail', async (link) => {
    const media = await adminApi().media.create(
      imageInput({ mediaType: 'youtube', mediaUrl: link, thumbnailUrl: 'https://x.example/t.png' }),
    );
    expect(media).toMatchObject({ mediaUrl: EMBED_URL, thumbnailUrl: THUMBNAIL_URL });
  });

  it.each([
    'https://vimeo.com/12345',
    '/uploads/media/clip.mp4',
    'https://youtube.com/watch?v=short',
  ])('refuses %s for a youtube item, with a clear message', async (link) => {
    await expect(
      adminApi().media.create(imageInput({ mediaType: 'youtube', mediaUrl: link })),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining(YOUTUBE_LINK_MESSAGE),
    });
  });

  it.each([
    ['image', 'https://img.example/a.png'],
    ['video', '/uploads/media/clip.mp4'],
    ['video', 'https://cdn.example/clip.mp4'],
  ])('accepts a %s at %s', async (mediaType, mediaUrl) => {
    const media = await adminApi().media.create(imageInput({ mediaType, mediaUrl }));
    expect(media).toMatchObject({ mediaType, mediaUrl });
  });

  it.each([
    ['image', 'javascript:alert(1)'],
    ['video', 'data:video/mp4;base64,AAAA'],
    ['image', '//evil.example/a.png'],
    ['image', 'a.png'],
  ])('refuses a %s at %s', async (mediaType, mediaUrl) => {
    await expect(
      adminApi().media.create(imageInput({ mediaType, mediaUrl })),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Enter a full http(s):// URL or a site path'),
    });
  });

  it('requires a title, a media URL and a known type', async () => {
    for (const overrides of [{ title: ' ' }, { mediaUrl: '' }, { mediaType: 'audio' }]) {
      await expect(adminApi().media.create(imageInput(overrides))).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
  });

  it('keeps a video poster, refusing an unsafe one', async () => {
    const video = await adminApi().media.create(
      imageInput({ mediaType: 'video', mediaUrl: '/v.mp4', thumbnailUrl: '/poster.png' }),
    );
    expect(video.thumbnailUrl).toBe('/poster.png');
    await expect(
      adminApi().media.create(imageInput({ thumbnailUrl: 'javascript:alert(1)' })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('media.update and media.delete', () => {
  it('re-derives the YouTube form on update, and takes the given poster when no longer YouTube', async () => {
    const { api, revalidated } = as('owner');
    const media = await api.media.create(imageInput());

    const asYouTube = await api.media.update({
      ...imageInput({ mediaType: 'youtube', mediaUrl: `youtu.be/${VIDEO_ID}` }),
      id: media.id,
    });
    expect(asYouTube).toMatchObject({ mediaUrl: EMBED_URL, thumbnailUrl: THUMBNAIL_URL });

    const asImage = await api.media.update({ ...imageInput(), id: media.id });
    expect(asImage).toMatchObject({ mediaType: 'image', thumbnailUrl: null });
    expect(revalidated).toEqual(['/media', '/media', '/media']);
  });

  it('deletes within the team only', async () => {
    const media = await createMediaItem(database().db, cast.team.id);
    const foreignScope = { teamId: cast.otherTeam.id, id: media.id };

    await expect(as('otherAdmin').api.media.delete(foreignScope)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      as('otherAdmin').api.media.update({ ...imageInput(), ...foreignScope }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await adminApi().media.delete({ teamId: cast.team.id, id: media.id });
    expect(await database().db.mediaItem.count()).toBe(0);
  });
});

describe('media public list', () => {
  it('is newest first, filters by type and pages without duplicates or gaps', async () => {
    const { db } = database();
    const specs = [
      { minutes: 3, mediaType: 'image' },
      { minutes: 1, mediaType: 'video' },
      { minutes: 5, mediaType: 'youtube' },
      { minutes: 2, mediaType: 'image' },
      { minutes: 4, mediaType: 'image' },
      { minutes: 6, mediaType: 'image' },
      { minutes: 6, mediaType: 'video' },
    ] as const;
    const rows = await Promise.all(
      specs.map(({ minutes, mediaType }, i) =>
        createMediaItem(db, i % 2 ? cast.team.id : cast.otherTeam.id, {
          mediaType,
          createdAt: minutesAgo(minutes),
        }),
      ),
    );
    const newestFirst = [...rows].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
    );
    const api = as('anonymous').api;

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { id: string }[]; nextCursor: string | null } = await api.media.list({
        limit: 3,
        cursor,
      });
      seen.push(...page.items.map((m) => m.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(newestFirst.map((m) => m.id));

    const images = await api.media.list({ mediaType: 'image' });
    expect(images.items.map((m) => m.id)).toEqual(
      newestFirst.filter((m) => m.mediaType === 'image').map((m) => m.id),
    );
    const all = await api.media.list({ mediaType: null });
    expect(all.items).toHaveLength(rows.length);
  });
});

describe('media.adminList', () => {
  it('shows a member the team’s items and none of another team', async () => {
    await createMediaItem(database().db, cast.team.id);
    await createMediaItem(database().db, cast.otherTeam.id);
    const page = await as('member').api.media.adminList({ teamId: cast.team.id });
    expect(page.items.map((m) => m.teamId)).toEqual([cast.team.id]);
  });
});
