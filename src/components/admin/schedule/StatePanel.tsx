import { Badge } from '~/components/ui/Badge';
import { Switch } from '~/components/ui/Switch';

import { EmailFollowersCheckbox, offersFollowerEmail } from './EmailFollowersCheckbox';
import type { Scheduled, ScheduleTimes } from './schedule-form';
import { SchedulePanel, type ScheduleTexts } from './SchedulePanel';

/** What an editor's State panel says of its kind of record. */
export interface StateTexts extends ScheduleTexts {
  /** The Published switch's hint while it is on, and while it is off. */
  publishedHint: string;
  draftHint: string;
}

/** A saved record, and publishing and scheduling it (each one save of the editor's queue). */
export interface SavedState {
  record: Scheduled & { published: boolean };
  publish: (options: { emailFollowers: boolean }) => Promise<unknown>;
  schedule: (times: ScheduleTimes) => Promise<unknown>;
  cancelSchedule: () => Promise<unknown>;
}

/**
 * An editor's State panel (a post, a project): Draft or Published, the Published switch of the
 * form, and for a saved record 'Publish now' and 'Schedule…' (SchedulePanel), after each of which
 * `refresh` reloads what the screens show of the record.
 */
export function StatePanel({
  published,
  onPublishedChange,
  onPublished,
  saved,
  texts,
  canEdit,
  dirty,
  refresh,
  followers,
}: {
  /** The switch as the form has it. */
  published: boolean;
  /** The person turns the switch. */
  onPublishedChange: (published: boolean) => void;
  /** 'Publish now' published the saved record: the form takes in its new state. */
  onPublished: () => void;
  /** None before the record's first save. */
  saved: SavedState | null;
  texts: StateTexts;
  canEdit: boolean;
  dirty: boolean;
  refresh: () => Promise<unknown>;
  /** For records with followers: the form's 'Email followers', saved with a publishing save. */
  followers?: { emailFollowers: boolean; onChange: (checked: boolean) => void };
}) {
  const offersEmail = Boolean(followers) && offersFollowerEmail(saved?.record ?? null);
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-2 text-sm font-medium text-slate-900 dark:text-slate-100">
        State
        <Badge tone={published ? 'green' : 'amber'}>{published ? 'Published' : 'Draft'}</Badge>
      </div>
      <Switch
        label="Published"
        hint={published ? texts.publishedHint : texts.draftHint}
        checked={published}
        onChange={onPublishedChange}
        disabled={!canEdit}
      />
      {followers && offersEmail && published && !saved?.record.published && (
        <EmailFollowersCheckbox
          checked={followers.emailFollowers}
          onChange={followers.onChange}
          disabled={!canEdit}
        />
      )}
      {saved && (
        <SchedulePanel
          record={saved.record}
          texts={texts}
          canEdit={canEdit}
          dirty={dirty}
          followers={Boolean(followers)}
          publishNow={async (options) => {
            await saved.publish(options);
            onPublished();
            await refresh();
          }}
          schedule={async (times) => {
            await saved.schedule(times);
            await refresh();
          }}
          cancelSchedule={async () => {
            await saved.cancelSchedule();
            await refresh();
          }}
        />
      )}
    </div>
  );
}
