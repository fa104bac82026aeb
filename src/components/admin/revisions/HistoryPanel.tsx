import dynamic from 'next/dynamic';
import { useId, useState } from 'react';

import { messageOf } from '~/components/admin/forms/server-errors';
import { LoadingState } from '~/components/admin/LoadingState';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { Dialog } from '~/components/ui/Dialog';
import { toast } from '~/components/ui/Toaster';
import type { RevisionRecordType } from '~/schemas/revision';
import { api, type RouterOutputs } from '~/utils/api';

import { formatSavedAt, UNKNOWN_AUTHOR } from './revision-labels';

// The text diff is its own chunk: it loads when someone compares, not with the editor.
const RevisionCompare = dynamic(() => import('./RevisionCompare'), {
  ssr: false,
  loading: () => <LoadingState>Loading versions...</LoadingState>,
});

type RevisionSummary = RouterOutputs['revision']['list'][number];

/** Keeps the two latest picks: picking a third lets go of the first. */
function pick(selected: string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((chosen) => chosen !== id);
  return [...selected, id].slice(-2);
}

/**
 * The 'History' of a post, series item or project: every kept save (who, when), any two of them
 * compared side by side, and for admins 'Restore', which saves a version's content again as a
 * new save (the published state stays).
 */
export function HistoryPanel({
  teamId,
  recordType,
  recordId,
  canRestore,
  currentVersion,
  onRestored,
}: {
  teamId: string;
  recordType: RevisionRecordType;
  recordId: string;
  canRestore: boolean;
  /** The version the editor shows, which a restore starts from. */
  currentVersion: () => number;
  onRestored: () => Promise<unknown>;
}) {
  const utils = api.useUtils();
  const revisions = api.revision.list.useQuery({ teamId, recordType, recordId });
  const restore = api.revision.restore.useMutation();
  const headingId = useId();
  const [selected, setSelected] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null);

  const list = revisions.data ?? [];
  const latestVersion = list[0]?.version;
  // Oldest first, so the older version is on the left.
  const [olderId, newerId] = list
    .filter((revision) => selected.includes(revision.id))
    .map((revision) => revision.id)
    .reverse();

  async function confirmRestore() {
    if (!restoring) return;
    try {
      await restore.mutateAsync({ teamId, id: restoring.id, version: currentVersion() });
    } catch (error) {
      toast.error('Error restoring version', { description: messageOf(error) });
      return;
    }
    toast.success(`Version ${restoring.version} restored`);
    setRestoring(null);
    setSelected([]);
    await Promise.all([onRestored(), utils.revision.list.invalidate()]);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
          History
        </h2>
        <Button
          size="sm"
          variant="outline"
          disabled={!newerId}
          onClick={() => setComparing(true)}
          title={newerId ? undefined : 'Pick two versions to compare them.'}
        >
          Compare
        </Button>
      </div>
      {revisions.isPending ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Loading history...</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No saves kept yet: the next save starts the history.
        </p>
      ) : (
        <ol className="flex max-h-96 flex-col divide-y divide-slate-200 overflow-y-auto dark:divide-slate-800">
          {list.map((revision) => (
            <li key={revision.id} className="flex items-center gap-3 py-2">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-brand-600"
                aria-label={`Compare version ${revision.version}`}
                checked={selected.includes(revision.id)}
                onChange={() => setSelected((current) => pick(current, revision.id))}
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-slate-900 dark:text-slate-100">
                  Version {revision.version}
                  {revision.version === latestVersion && (
                    <span className="font-normal text-slate-600 dark:text-slate-400">
                      {' '}
                      (latest)
                    </span>
                  )}
                </p>
                <p className="truncate text-xs text-slate-600 dark:text-slate-400">
                  {revision.authorName ?? UNKNOWN_AUTHOR}
                  {revision.autosave && ' · autosaved'} · {formatSavedAt(revision.createdAt)}
                </p>
              </div>
              {canRestore && revision.version !== latestVersion && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setRestoring(revision)}
                  aria-label={`Restore version ${revision.version}`}
                >
                  Restore
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <Dialog
        open={comparing && Boolean(olderId && newerId)}
        onClose={() => setComparing(false)}
        title="Compare versions"
        size="lg"
      >
        {olderId && newerId && (
          <RevisionCompare
            teamId={teamId}
            recordType={recordType}
            olderId={olderId}
            newerId={newerId}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={restoring !== null}
        title={`Restore version ${restoring?.version ?? ''}?`}
        description="Its content comes back as a new save, kept in the history like any other; the published state stays as it is now."
        confirmLabel="Restore"
        busyLabel="Restoring..."
        tone="primary"
        busy={restore.isPending}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setRestoring(null)}
      />
    </section>
  );
}
