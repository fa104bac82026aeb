import { z } from 'zod';

import { idSchema } from './common';

/** The kinds of record that keep revisions, in the tables' terms (as the audit log names them). */
export const revisionRecordTypes = ['blog_post', 'series_item', 'project'] as const;
export type RevisionRecordType = (typeof revisionRecordTypes)[number];

/** The version a save started from: the record's `version` when the editor loaded it. */
export const versionSchema = z
  .number({ message: 'Version is required.' })
  .int('Version must be a whole number.')
  .min(1, 'Version must be at least 1.');

/** A save the editor made on its own while a draft is written: only drafts save themselves. */
export const autosaveFlag = z.boolean().optional();

/** The revisions of one record, newest first. */
export const listRevisionsInput = z.object({
  recordType: z.enum(revisionRecordTypes, {
    message: 'Record type must be blog_post, series_item or project.',
  }),
  recordId: idSchema,
});
export type ListRevisionsInput = z.infer<typeof listRevisionsInput>;

export const revisionIdInput = z.object({ id: idSchema });
export type RevisionIdInput = z.infer<typeof revisionIdInput>;

/** Brings a revision's fields back as a new save, from the version the editor shows. */
export const restoreRevisionInput = revisionIdInput.extend({ version: versionSchema });
export type RestoreRevisionInput = z.infer<typeof restoreRevisionInput>;
