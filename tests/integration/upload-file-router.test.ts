/**
 * UploadThing's file router (used when UPLOADTHING_TOKEN is set): what it accepts, checked from
 * what the browser declares before an upload is signed, and who may upload through it.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { describe, expect, it } from 'vitest';

import { MAX_IMAGE_BYTES, uploadTargetInput } from '~/schemas/upload';
import {
  checkDeclaredFiles,
  createImageFileRouter,
} from '~/server/modules/upload/upload.file-router';
import { createInnerContext } from '~/server/trpc/context';

import { sessionFor, type TestUser } from '../helpers/factories';
import { useContentCast } from '../helpers/roles';

const cast = useContentCast();
const { database } = cast;

describe('UploadThing file router', () => {
  const png = { name: 'photo.png', size: 1024, type: 'image/png', lastModified: 0 };

  function fileRouterFor(user: TestUser | null) {
    return createImageFileRouter({
      createContext: () =>
        Promise.resolve(
          createInnerContext({ db: database().db, session: user && sessionFor(user) }),
        ),
    });
  }

  function runMiddleware(
    user: TestUser | null,
    files: (typeof png)[] = [png],
    input: { teamId: string; purpose: 'series' } = { teamId: cast.team.id, purpose: 'series' },
  ) {
    return fileRouterFor(user).image.middleware({
      req: {} as NextApiRequest,
      res: {} as NextApiResponse,
      files,
      input,
    });
  }

  it('accepts only the five image types, one file at a time', () => {
    const config = fileRouterFor(null).image.routerConfig;
    expect(Object.keys(config).sort()).toEqual([
      'image/avif',
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    for (const limits of Object.values(config)) {
      expect(limits).toMatchObject({ maxFileCount: 1 });
    }
  });

  it('checks the declared files: type, count and the exact 5 MB limit', () => {
    expect(() => checkDeclaredFiles([{ ...png, size: MAX_IMAGE_BYTES }])).not.toThrow();
    expect(() => checkDeclaredFiles([{ ...png, size: MAX_IMAGE_BYTES + 1 }])).toThrow(
      'Images must be at most 5 MB.',
    );
    expect(() => checkDeclaredFiles([{ ...png, type: 'image/svg+xml' }])).toThrow(
      'Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.',
    );
    expect(() => checkDeclaredFiles([{ ...png, type: 'text/html' }])).toThrow();
    expect(() => checkDeclaredFiles([png, png])).toThrow('Upload one image at a time.');
    expect(() => checkDeclaredFiles([])).toThrow('Upload one image at a time.');
  });

  it('validates its input like POST /api/upload', () => {
    expect(fileRouterFor(null).image.inputParser).toBe(uploadTargetInput);
    expect(uploadTargetInput.safeParse({ teamId: cast.team.id, purpose: 'series' }).success).toBe(
      true,
    );
    expect(uploadTargetInput.safeParse({ teamId: cast.team.id, purpose: 'avatars' }).success).toBe(
      false,
    );
    expect(uploadTargetInput.safeParse({ teamId: 'nope', purpose: 'series' }).success).toBe(false);
  });

  it('lets a team admin, owner or system admin through with the upload metadata', async () => {
    for (const user of [cast.users.admin, cast.users.owner, cast.users.systemAdmin]) {
      await expect(runMiddleware(user)).resolves.toEqual({
        teamId: cast.team.id,
        userId: user.id,
        purpose: 'series',
        storedFileId: expect.any(String),
      });
    }
  });

  it.each([
    ['anonymous', () => null, 'Please sign in to continue.'],
    ['a member', () => cast.users.member, 'Only team admins and owners can do this.'],
    [
      'an admin of another team',
      () => cast.users.otherAdmin,
      'Only team admins and owners can do this.',
    ],
  ])('refuses %s as FORBIDDEN', async (_label, who, message) => {
    await expect(runMiddleware(who())).rejects.toMatchObject({ code: 'FORBIDDEN', message });
  });

  it('refuses an oversized or non-image declaration before checking who asks', async () => {
    await expect(
      runMiddleware(cast.users.admin, [{ ...png, size: MAX_IMAGE_BYTES + 1 }]),
    ).rejects.toMatchObject({ code: 'TOO_LARGE' });
    await expect(
      runMiddleware(cast.users.admin, [{ ...png, type: 'text/html' }]),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
