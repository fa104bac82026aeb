import type { ReactNode } from 'react';

import { EditingMarker } from '~/components/admin/presence/EditingPresence';
import type { Scheduled } from '~/components/admin/schedule/schedule-form';
import { ScheduledBadge } from '~/components/admin/schedule/ScheduledBadge';
import { Badge } from '~/components/ui/Badge';
import { MegaphoneIcon } from '~/components/ui/icons';

import { ContentRow } from './ContentRow';
import { DeleteButton, EditLink, RowButton, ViewOnSiteLink } from './RowActions';
import type { useRowToggle } from './use-row-toggle';

/**
 * A row of a ContentListScreen: a record that is published or a draft, maybe scheduled, maybe
 * being edited by someone. Anyone sees its public page once it is published; an editor also
 * edits, publishes or unpublishes and deletes it, and takes the record's `actions`.
 */
export function PublishableRow({
  record,
  cover,
  badges,
  actions,
  publicPath,
  editorPath,
  editing,
  canEdit,
  publish,
  onDelete,
}: {
  record: Scheduled & {
    id: string;
    teamId: string;
    title: string;
    published: boolean;
    updatedAt: Date;
  };
  cover: ReactNode;
  /** Shown after the state and schedule badges. */
  badges?: ReactNode;
  /** An editor's actions of this kind of record, before 'Delete'. */
  actions?: ReactNode;
  publicPath: string;
  editorPath: string;
  /** Who else has the record open in an editor. */
  editing: readonly string[];
  canEdit: boolean;
  publish: ReturnType<typeof useRowToggle<'published'>>;
  onDelete: () => void;
}) {
  const { title, published } = record;
  return (
    <ContentRow
      cover={cover}
      title={title}
      updatedAt={record.updatedAt}
      badges={
        <>
          {published ? <Badge tone="green">Published</Badge> : <Badge>Draft</Badge>}
          <ScheduledBadge record={record} />
          {badges}
          <EditingMarker names={editing} />
        </>
      }
      actions={
        <>
          {published && <ViewOnSiteLink href={publicPath} title={title} />}
          {canEdit && (
            <>
              <EditLink href={editorPath} title={title} />
              <RowButton
                label={published ? 'Unpublish' : 'Publish'}
                title={title}
                icon={<MegaphoneIcon className="size-4" />}
                disabled={publish.isPending}
                onClick={() => publish.toggle(record)}
              />
              {actions}
              <DeleteButton title={title} onClick={onDelete} />
            </>
          )}
        </>
      }
    />
  );
}
