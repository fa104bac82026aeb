import { useState } from 'react';

import { messageOf } from '~/components/admin/forms/server-errors';
import { Button } from '~/components/ui/Button';
import { ClockIcon } from '~/components/ui/icons';
import { toast } from '~/components/ui/Toaster';

import { EmailFollowersCheckbox, offersFollowerEmail } from './EmailFollowersCheckbox';
import { missedPublishText } from './missed-publish';
import type { Scheduled, ScheduleTimes } from './schedule-form';
import { ScheduledBadge } from './ScheduledBadge';
import { ScheduleDialog } from './ScheduleDialog';

/** What a panel says of its kind of record. */
export interface ScheduleTexts {
  /** Where the record goes public, e.g. 'the blog, the home page and the feed'. */
  goesOn: string;
  /** The toasts of 'Publish now'. */
  published: string;
  publishFailed: string;
}

/**
 * In an editor's State panel for a saved draft (a post, a series item): 'Publish now' or
 * 'Schedule…', and for a scheduled one its time with 'Reschedule…' and 'Cancel schedule'; a
 * scheduled publish that did not happen is shown with why. With unsaved edits they wait: they act
 * on the saved record.
 */
export function SchedulePanel({
  record,
  texts,
  canEdit,
  dirty,
  followers = false,
  publishNow,
  schedule,
  cancelSchedule,
}: {
  record: Scheduled & { published: boolean };
  texts: ScheduleTexts;
  canEdit: boolean;
  dirty: boolean;
  /** Whether this kind of record has followers to email when it is first published. */
  followers?: boolean;
  publishNow: (options: { emailFollowers: boolean }) => Promise<unknown>;
  schedule: (times: ScheduleTimes) => Promise<unknown>;
  cancelSchedule: () => Promise<unknown>;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const offersEmail = followers && offersFollowerEmail(record);
  const [emailFollowers, setEmailFollowers] = useState(true);

  async function act(action: () => Promise<unknown>, succeeded: string, failed: string) {
    setBusy(true);
    try {
      await action();
      toast.success(succeeded);
    } catch (error) {
      toast.error(failed, { description: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  const scheduled = record.publishAt !== null || record.unpublishAt !== null;
  const missed = !scheduled && !record.published && Boolean(record.missedAt);
  const missedNote = missed && (
    <p className="text-sm text-red-700 dark:text-red-300">
      {missedPublishText(record.missedReason)}
    </p>
  );
  if (!canEdit) {
    return scheduled || missed ? (
      <div className="flex flex-col gap-2">
        <ScheduledBadge record={record} />
        {missedNote}
      </div>
    ) : null;
  }
  if (record.published && !scheduled) return null;
  const waitForSave = dirty ? 'Save your changes first.' : undefined;

  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-3 dark:border-slate-800">
      {(scheduled || missed) && <ScheduledBadge record={record} />}
      {missedNote}
      {offersEmail && (
        <EmailFollowersCheckbox
          checked={emailFollowers}
          onChange={setEmailFollowers}
          disabled={busy}
        />
      )}
      <div className="flex flex-wrap gap-2">
        {!record.published && (
          <>
            <Button
              size="sm"
              disabled={busy || dirty}
              title={waitForSave}
              onClick={() =>
                act(
                  () => publishNow({ emailFollowers: offersEmail && emailFollowers }),
                  texts.published,
                  texts.publishFailed,
                )
              }
            >
              Publish now
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={busy || dirty}
              title={waitForSave}
              onClick={() => setDialogOpen(true)}
            >
              <ClockIcon className="size-4" />
              {record.publishAt ? 'Reschedule…' : 'Schedule…'}
            </Button>
          </>
        )}
        {scheduled && (
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => act(cancelSchedule, 'Schedule cancelled', 'Error cancelling schedule')}
          >
            Cancel schedule
          </Button>
        )}
      </div>
      {dialogOpen && (
        <ScheduleDialog
          record={record}
          goesOn={texts.goesOn}
          followers={offersEmail}
          schedule={schedule}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </div>
  );
}
