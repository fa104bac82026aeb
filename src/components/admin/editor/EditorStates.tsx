import Link from 'next/link';
import type { ReactNode } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { useCurrentTeam } from '~/components/admin/current-team';
import { LoadFailed } from '~/components/admin/LoadFailed';
import { LoadingScreen } from '~/components/admin/LoadingState';
import { NoTeamSelected } from '~/components/admin/NoTeamSelected';
import { useViewer } from '~/components/admin/viewer';
import { EmptyState } from '~/components/ui/EmptyState';
import { FileTextIcon } from '~/components/ui/icons';

/** How loading the edited record went (a new record has nothing to load). */
export type RecordLoad<Record> =
  | { status: 'new' }
  | { status: 'pending' }
  | { status: 'missing' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'loaded'; record: Record };

/**
 * An editor page until its form can show: no team chosen, the record loading, not found (another
 * team's or deleted) or failed; then `children` with the record (null when creating) and the team.
 */
export function EditorStates<Record>({
  load,
  title,
  notFoundTitle,
  backHref,
  backLabel,
  children,
}: {
  load: RecordLoad<Record>;
  title: string;
  notFoundTitle: string;
  backHref: string;
  backLabel: string;
  children: (record: Record | null, teamId: string) => ReactNode;
}) {
  const viewer = useViewer();
  const { current } = useCurrentTeam();
  if (current.status === 'none') {
    return (
      <>
        <AdminPageHeader title={title} />
        <NoTeamSelected isSystemAdmin={viewer.isSystemAdmin} />
      </>
    );
  }
  if (current.status === 'resolving' || load.status === 'pending') {
    return <LoadingScreen title={title} />;
  }
  if (load.status === 'missing') {
    return (
      <>
        <AdminPageHeader title={notFoundTitle} />
        <EmptyState
          icon={<FileTextIcon />}
          title="Nothing to edit here"
          description="It may have been deleted, or it belongs to another team than the one chosen above."
          action={
            <Link href={backHref} className="btn btn-outline">
              {backLabel}
            </Link>
          }
        />
      </>
    );
  }
  if (load.status === 'error') {
    return <LoadFailed what="editor" message={load.message} retry={load.retry} />;
  }
  return children(load.status === 'loaded' ? load.record : null, current.team.id);
}

/** A record query's state as a RecordLoad: NOT_FOUND or a malformed id is 'missing', any other failure an error. */
export function recordLoad<Record>(
  id: string | null,
  query: {
    isPending: boolean;
    data?: Record;
    error: { message: string; data?: { code?: string } | null } | null;
    refetch: () => unknown;
  },
): RecordLoad<Record> {
  if (id === null) return { status: 'new' };
  if (query.error) {
    // An id that is not even well-formed names no record either.
    if (['NOT_FOUND', 'BAD_REQUEST'].includes(query.error.data?.code ?? ''))
      return { status: 'missing' };
    return { status: 'error', message: query.error.message, retry: () => void query.refetch() };
  }
  if (query.isPending || query.data === undefined) return { status: 'pending' };
  return { status: 'loaded', record: query.data };
}
