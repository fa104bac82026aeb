import { z } from 'zod';

import { idSchema } from './common';
import { revisionRecordTypes } from './revision';

const recordType = z.enum(revisionRecordTypes, {
  message: 'Record type must be blog_post, series_item or project.',
});

/** An editor open on one record of the team: its heartbeat names the record. */
export const presenceHeartbeatInput = z.object({ recordType, recordId: idSchema });
export type PresenceHeartbeatInput = z.infer<typeof presenceHeartbeatInput>;

/** Who else is editing: one record's editor asks for it, a list for every record of a kind. */
export const listPresenceInput = z.object({ recordType, recordId: idSchema.optional() });
export type ListPresenceInput = z.infer<typeof listPresenceInput>;
