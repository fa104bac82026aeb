import { useState } from 'react';

import { useTeamList } from '~/components/admin/list/use-team-list';
import { useEditingMarkers } from '~/components/admin/presence/use-editing-presence';
import type { RevisionRecordType } from '~/schemas/revision';

/** The State filter's options of every list of records that are published or drafts. */
export const PUBLISH_STATES = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
] as const;

/** The list query's filters for a state of PUBLISH_STATES; any other state filters nothing. */
export function publishStateFilters(state: string) {
  return {
    published: state === 'published' ? true : state === 'draft' ? false : null,
    scheduled: state === 'scheduled' ? true : null,
  };
}

/**
 * The state of a ContentListScreen: the team list with its State filter ('all' at first), the
 * record about to be deleted, and who is editing which record.
 */
export function useContentList<Filter extends string, Item>(recordType: RevisionRecordType) {
  const list = useTeamList<Filter | 'all'>('all');
  const [deleting, setDeleting] = useState<Item | null>(null);
  const editingOf = useEditingMarkers(list.teamId, recordType);
  return { ...list, deleting, setDeleting, editingOf };
}
