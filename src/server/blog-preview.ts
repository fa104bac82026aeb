import { TRPCError } from '@trpc/server';

import type { BlogPreviewInput } from '~/schemas/blog';
import type { serverCaller } from '~/server/trpc/server-caller';

/** Refusals that make the preview a 404: nothing tells an outsider whether the post exists. */
const REFUSED = new Set(['FORBIDDEN', 'NOT_FOUND']);

/**
 * A post as its public page will show it, drafts included, with its custom links — read through
 * the team-scoped procedures as the signed-in caller, so only members of the post's team (and
 * system admins) get it. Null when the caller may not see it or it does not exist.
 */
export async function loadBlogPreview(
  caller: ReturnType<typeof serverCaller>,
  input: BlogPreviewInput,
) {
  try {
    const [post, links] = await Promise.all([
      caller.blog.adminById(input),
      caller.customLink.adminList({ teamId: input.teamId, entityType: 'blog', entityId: input.id }),
    ]);
    return { post, links };
  } catch (error) {
    if (error instanceof TRPCError && REFUSED.has(error.code)) return null;
    throw error;
  }
}
