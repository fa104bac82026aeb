import { authorizeUploadInput } from '~/schemas/upload';
import { router } from '~/server/trpc/init';
import { teamAdminProcedure } from '~/server/trpc/procedures';

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
});
