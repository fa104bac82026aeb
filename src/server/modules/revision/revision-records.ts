import type { z } from 'zod';

import { updateBlogPostInput } from '~/schemas/blog';
import { updateProjectInput } from '~/schemas/project';
import type { RevisionRecordType } from '~/schemas/revision';
import { updateSeriesItemInput } from '~/schemas/series-item';
import { badRequest } from '~/server/errors';
import type { Prisma } from '~/server/generated/prisma/client';
import { adminGetBlogPost, updateBlogPost } from '~/server/modules/blog/blog.service';
import { adminGetProject, updateProject } from '~/server/modules/project/project.service';
import {
  adminGetSeriesItem,
  updateSeriesItem,
} from '~/server/modules/series-item/series-item.service';
import type { ServiceContext } from '~/server/service-context';

interface InTeam {
  teamId: string;
  id: string;
}

/** A save of one record of the team, from the version it starts from. */
export interface RecordSave extends InTeam {
  actorId: string;
  version: number;
}

export type RevisionFields = Record<string, Prisma.JsonValue>;

/** What the revisions need of each kind of record. */
export interface RevisionRecord {
  /** Throws NOT_FOUND unless the record is the team's. */
  requireInTeam(ctx: ServiceContext, args: InTeam): Promise<unknown>;
  /**
   * Saves a revision's `fields` over the record as a new version; the published state (and a
   * project's featured flag) stays as it is now.
   */
  restore(
    ctx: ServiceContext,
    save: RecordSave,
    fields: RevisionFields,
  ): Promise<{ version: number }>;
}

/** A record kind's own reads and writes, which a restore goes through like any save. */
interface RecordKind<Current extends object, Input extends object> {
  adminGet: (ctx: ServiceContext, args: InTeam) => Promise<Current>;
  updateInput: z.ZodType<Input, unknown>;
  update(
    ctx: ServiceContext,
    args: Input & Omit<RecordSave, 'id' | 'version'>,
  ): Promise<{ version: number }>;
  /** The fields a restore leaves as they are. */
  states: readonly (keyof Current & string)[];
}

function revisionRecord<Current extends object, Input extends object>(
  kind: RecordKind<Current, Input>,
): RevisionRecord {
  return {
    requireInTeam: kind.adminGet,
    async restore(ctx, { teamId, actorId, id, version }, fields) {
      const current = await kind.adminGet(ctx, { teamId, id });
      const parsed = kind.updateInput.safeParse({
        ...current,
        ...fields,
        ...Object.fromEntries(kind.states.map((state) => [state, current[state]])),
        id,
        version,
      });
      if (!parsed.success) {
        throw badRequest('This revision no longer passes the checks of a save: edit it by hand.');
      }
      return kind.update(ctx, { ...parsed.data, teamId, actorId });
    },
  };
}

export const REVISION_RECORDS: Record<RevisionRecordType, RevisionRecord> = {
  blog_post: revisionRecord({
    adminGet: adminGetBlogPost,
    updateInput: updateBlogPostInput,
    update: updateBlogPost,
    states: ['published'],
  }),
  series_item: revisionRecord({
    adminGet: adminGetSeriesItem,
    updateInput: updateSeriesItemInput,
    update: updateSeriesItem,
    states: ['published'],
  }),
  project: revisionRecord({
    adminGet: adminGetProject,
    updateInput: updateProjectInput,
    update: updateProject,
    states: ['featured', 'published'],
  }),
};
