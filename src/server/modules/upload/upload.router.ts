import { authorizeUploadInput } from '~/schemas/upload';
import { getTeamStorageUse } from '~/server/storage/quota';
import { router } from '~/server/trpc/init';
import { teamAdminProcedure, teamMemberProcedure } from '~/server/trpc/procedures';

export const uploadRouter = router({
  /**
   * May the caller upload for this team? Asked by POST /api/upload before it reads a file, and
   * by UploadThing's file router before it signs an upload straight from the browser.
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
