import { authorizeUploadInput, uploadImageInput } from '~/schemas/upload';
import { getImageStorage } from '~/server/storage';
import { getTeamStorageUse, storeWithinQuota } from '~/server/storage/quota';
import { router } from '~/server/trpc/init';
import { teamAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

import { uploadImage } from './upload.service';

export const uploadRouter = router({
  /** Uploads one image for a team's content; returns its public URL. */
  image: teamAdminProcedure
    .input(uploadImageInput)
    .mutation(({ ctx, input }) =>
      storeWithinQuota(
        ctx.db,
        { teamId: ctx.team.id, bytes: Buffer.byteLength(input.dataBase64, 'base64') },
        () => uploadImage(getImageStorage(), input),
      ),
    ),
  /**
   * May the caller upload for this team? The same check as `image`, for uploads that go
   * straight from the browser to UploadThing (its file router asks before signing an upload).
   */
  authorize: teamAdminProcedure.input(authorizeUploadInput).query(({ ctx, input }) => ({
    teamId: ctx.team.id,
    userId: ctx.session.user.id,
    purpose: input.purpose,
  })),
  /** How many bytes the team's uploaded files take, and how many it may keep. */
  storageUse: teamMemberProcedure.query(({ ctx }) =>
    getTeamStorageUse(ctx, { teamId: ctx.team.id }),
  ),
});
