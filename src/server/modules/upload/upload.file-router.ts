import { TRPCError } from '@trpc/server';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createUploadthing, type FileRouter } from 'uploadthing/next-legacy';
import { UploadThingError } from 'uploadthing/server';

import {
  IMAGE_MIME_TYPES,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  UNSUPPORTED_IMAGE_MESSAGE,
  uploadTargetInput,
} from '~/schemas/upload';
import { getDb } from '~/server/db';
import { AppError } from '~/server/errors';
import { recordStoredUrl, reserveStorage } from '~/server/storage/quota';
import type { Context } from '~/server/trpc/context';
import { createCaller } from '~/server/trpc/root';

const f = createUploadthing();

// UploadThing only takes powers of two; the exact 5 MB limit is checked in the middleware.
const perType = { maxFileSize: '8MB', maxFileCount: 1 } as const;

/** Refuses what the browser declares before UploadThing signs an upload for it. */
export function checkDeclaredFiles(files: readonly { size: number; type: string }[]) {
  if (files.length !== 1) {
    throw new UploadThingError({ code: 'TOO_MANY_FILES', message: 'Upload one image at a time.' });
  }
  const [file] = files as [{ size: number; type: string }];
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
    throw new UploadThingError({ code: 'BAD_REQUEST', message: UNSUPPORTED_IMAGE_MESSAGE });
  }
  if (file.size > MAX_IMAGE_BYTES) {
    throw new UploadThingError({ code: 'TOO_LARGE', message: IMAGE_TOO_LARGE_MESSAGE });
  }
}

function toUploadThingError(error: unknown): unknown {
  if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') {
    return new UploadThingError({ code: 'TOO_LARGE', message: error.message });
  }
  if (!(error instanceof TRPCError)) return error;
  const code =
    error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST' ? error.code : 'FORBIDDEN';
  return new UploadThingError({ code, message: error.message });
}

export interface ImageFileRouterDeps {
  createContext: (opts: { req: NextApiRequest; res: NextApiResponse }) => Promise<Context>;
}

/**
 * UploadThing's file router (used when UPLOADTHING_TOKEN is set): the same authorization as
 * POST /api/upload (`upload.authorize`: team admin, owner or system admin), the same image types
 * and size limit, and the team's storage quota (the declared size is counted before UploadThing
 * signs the upload).
 */
export function createImageFileRouter({ createContext }: ImageFileRouterDeps) {
  return {
    image: f({
      'image/jpeg': perType,
      'image/png': perType,
      'image/webp': perType,
      'image/gif': perType,
      'image/avif': perType,
    })
      .input(uploadTargetInput)
      .middleware(async ({ req, res, files, input }) => {
        checkDeclaredFiles(files);
        const ctx = await createContext({ req, res });
        try {
          const authorized = await createCaller(ctx).upload.authorize(input);
          const storedFileId = await reserveStorage(ctx.db, authorized.teamId, files[0]!.size);
          return { ...authorized, storedFileId };
        } catch (error) {
          throw toUploadThingError(error);
        }
      })
      .onUploadComplete(async ({ file, metadata }) => {
        await recordStoredUrl(getDb(), metadata.storedFileId, file.ufsUrl);
        return { url: file.ufsUrl };
      }),
  } satisfies FileRouter;
}

export type ImageFileRouter = ReturnType<typeof createImageFileRouter>;
