/**
 * A local upload is removed from UPLOAD_DIR, and the team's quota gets its room back, once no
 * record refers to it: after a delete or a replace has committed, and only when no other
 * record of any team still names it (in a URL column, a list of images or a post's HTML).
 */
import { access } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it, vi } from 'vitest';

import { callerAs } from '../helpers/caller';
import { createProject } from '../helpers/content-factories';
import { useContentCast } from '../helpers/roles';
import { useUploadServer } from '../helpers/upload-server';

// Before src/env.ts is imported: the services remove files from this folder.
const uploadDir = await vi.hoisted(async () =>
  (await import('../helpers/own-upload-dir')).ownUploadDir('upload-cleanup'),
);

const cast = useContentCast();
const { database, adminApi } = cast;
const send = useUploadServer(database, uploadDir);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a one-pixel PNG for the cast's team and answers its URL. */
async function upload(purpose = 'media'): Promise<string> {
  const { status, body } = await send(cast.users.admin, PNG, { teamId: cast.team.id, purpose });
  expect(status).toBe(200);
  return body.url!;
}

async function isStored(url: string): Promise<boolean> {
  const file = path.join(uploadDir, url.replace(/^\/api\/uploads\//, ''));
  return access(file).then(
    () => true,
    () => false,
  );
}

const storedRows = (url: string) => database().db.storedFile.count({ where: { url } });

const postFields = { title: 'A post', content: '<p>Words</p>', published: false };

describe('removing uploads no record refers to', () => {
  it('removes a media item’s file when the item is deleted, and gives the room back', async () => {
    const url = await upload();
    const media = await adminApi().media.create({
      teamId: cast.team.id,
      title: 'Photo',
      mediaType: 'image',
      mediaUrl: url,
    });
    expect(await isStored(url)).toBe(true);
    expect(await storedRows(url)).toBe(1);

    await adminApi().media.delete({ teamId: cast.team.id, id: media.id });

    expect(await isStored(url)).toBe(false);
    expect(await storedRows(url)).toBe(0);
  });

  it('removes a replaced blog cover and keeps the new one', async () => {
    const oldCover = await upload('blog');
    const newCover = await upload('blog');
    const post = await adminApi().blog.create({
      teamId: cast.team.id,
      ...postFields,
      featuredImageUrl: oldCover,
    });

    await adminApi().blog.update({
      teamId: cast.team.id,
      id: post.id,
      version: post.version,
      ...postFields,
      featuredImageUrl: newCover,
    });

    expect(await isStored(oldCover)).toBe(false);
    expect(await isStored(newCover)).toBe(true);
  });

  it('removes an image taken out of a post’s HTML, and those of a deleted post', async () => {
    const inline = await upload('blog');
    const gallery = await upload('blog');
    const post = await adminApi().blog.create({
      teamId: cast.team.id,
      ...postFields,
      content: `<p>Look:</p><img src="${inline}" alt="A pixel">`,
      imageUrls: [gallery],
    });

    await adminApi().blog.update({
      teamId: cast.team.id,
      id: post.id,
      version: post.version,
      ...postFields,
      imageUrls: [gallery],
    });
    expect(await isStored(inline)).toBe(false);
    expect(await isStored(gallery)).toBe(true);

    await adminApi().blog.delete({ teamId: cast.team.id, id: post.id });
    expect(await isStored(gallery)).toBe(false);
  });

  it('keeps a file another record, of another team, still refers to (even by its full URL)', async () => {
    const url = await upload();
    const media = await adminApi().media.create({
      teamId: cast.team.id,
      title: 'Shared',
      mediaType: 'image',
      mediaUrl: url,
    });
    await createProject(database().db, cast.otherTeam.id, {
      imageUrls: [`https://teamfolio.example.test${url}`],
    });

    await adminApi().media.delete({ teamId: cast.team.id, id: media.id });

    expect(await isStored(url)).toBe(true);
  });

  it('removes the images of a deleted series’ items with it', async () => {
    const cover = await upload('series');
    const itemImage = await upload('series-items');
    const series = await adminApi().series.create({
      teamId: cast.team.id,
      title: 'Build week',
      slug: '',
      description: 'Seven days',
      imageUrl: cover,
    });
    await adminApi().seriesItem.create({
      teamId: cast.team.id,
      seriesId: series.id,
      title: 'Day one',
      summary: 'Started',
      imageUrl: itemImage,
    });

    await adminApi().series.delete({ teamId: cast.team.id, id: series.id });

    expect(await isStored(cover)).toBe(false);
    expect(await isStored(itemImage)).toBe(false);
  });

  it('removes a replaced profile photo and a replaced project image', async () => {
    const [oldPhoto, newPhoto, oldImage] = [
      await upload('profiles'),
      await upload('profiles'),
      await upload('projects'),
    ];
    const profile = await adminApi().teamProfile.create({
      teamId: cast.team.id,
      name: 'Ada',
      role: 'Engineer',
      photoUrl: oldPhoto,
    });
    const project = await adminApi().project.create({
      teamId: cast.team.id,
      title: 'Robot',
      description: 'It walks',
      imageUrl: oldImage,
    });

    await adminApi().teamProfile.update({
      teamId: cast.team.id,
      id: profile.id,
      name: 'Ada',
      role: 'Engineer',
      photoUrl: newPhoto,
    });
    await adminApi().project.update({
      teamId: cast.team.id,
      id: project.id,
      version: project.version,
      title: 'Robot',
      description: 'It walks',
      imageUrl: null,
    });

    expect(await isStored(oldPhoto)).toBe(false);
    expect(await isStored(newPhoto)).toBe(true);
    expect(await isStored(oldImage)).toBe(false);
  });

  it('removes what a deleted team uploaded, but not what another team still shows', async () => {
    const { db } = database();
    const owner = cast.users.owner;
    const team = await callerAs(db, owner).team.create({ name: 'Short lived', slug: '' });
    const own = await send(owner, PNG, { teamId: team.id });
    const shared = await send(owner, PNG, { teamId: team.id });
    await createProject(db, cast.otherTeam.id, { imageUrl: shared.body.url! });

    await callerAs(db, owner).team.delete({ teamId: team.id });

    expect(await isStored(own.body.url!)).toBe(false);
    expect(await isStored(shared.body.url!)).toBe(true);
  });

  it('leaves links that are not local uploads alone, whatever they look like', async () => {
    const kept = await upload();
    const media = await adminApi().media.create({
      teamId: cast.team.id,
      title: 'Elsewhere',
      mediaType: 'image',
      mediaUrl: `https://abc123.ufs.sh/f/${kept.split('/').at(-1)}`,
      description: `/api/uploads/../${kept.replace('/api/uploads/', '')}`,
    });

    await adminApi().media.delete({ teamId: cast.team.id, id: media.id });

    expect(await isStored(kept)).toBe(true);
  });
});
