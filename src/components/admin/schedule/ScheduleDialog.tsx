import { useMemo, useState } from 'react';

import { FormDialog } from '~/components/admin/forms/FormDialog';
import { useSaveForm } from '~/components/admin/forms/use-save-form';
import { Field, Input, Select } from '~/components/ui/Field';
import { formatInTimeZone, timeZones } from '~/lib/zoned-time';

import { EmailFollowersCheckbox } from './EmailFollowersCheckbox';
import {
  SCHEDULE_FORM_FIELDS,
  scheduleFormFrom,
  scheduleFormSchema,
  scheduleTimesOf,
  type Scheduled,
  type ScheduleTimes,
} from './schedule-form';

/**
 * 'Schedule…': when a draft goes public, on the wall clock of a chosen time zone (the browser's
 * by default), and optionally when it comes off again. Opened on a scheduled record, it moves
 * the schedule.
 */
export function ScheduleDialog({
  record,
  goesOn,
  followers,
  schedule,
  onClose,
}: {
  record: Scheduled;
  /** Where the record goes public at that time. */
  goesOn: string;
  /** Whether the publish may email the record's followers ('Email followers'). */
  followers: boolean;
  /** Saves the times (the record's schedule procedure). */
  schedule: (times: ScheduleTimes) => Promise<unknown>;
  onClose: () => void;
}) {
  const zones = useMemo(() => timeZones(), []);
  const rescheduling = record.publishAt !== null;
  const [emailFollowers, setEmailFollowers] = useState(
    followers && (rescheduling ? (record.emailFollowersOnPublish ?? true) : true),
  );
  const { form, submit, busy } = useSaveForm({
    schema: scheduleFormSchema,
    values: scheduleFormFrom(record),
    fields: SCHEDULE_FORM_FIELDS,
    save: (values) => schedule({ ...scheduleTimesOf(values), emailFollowers }),
    succeeded: rescheduling ? 'Schedule updated' : 'Scheduled',
    failed: 'Error scheduling',
    onSaved: onClose,
  });
  const { errors, isDirty } = form.formState;
  const values = form.watch();
  const parsed = scheduleFormSchema.safeParse(values);
  const preview = parsed.success ? scheduleTimesOf(values) : null;

  return (
    <FormDialog
      onClose={onClose}
      title={rescheduling ? 'Reschedule' : 'Schedule'}
      description={`It stays a draft until then, and goes on ${goesOn} at that time.`}
      dirty={isDirty}
      submitLabel={rescheduling ? 'Reschedule' : 'Schedule'}
      busyLabel="Saving..."
      busy={busy}
      onSubmit={submit}
      size="md"
    >
      <Field label="Time zone" required error={errors.timeZone?.message}>
        <Select {...form.register('timeZone')}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Publish date" required error={errors.publishDate?.message}>
          <Input type="date" {...form.register('publishDate')} />
        </Field>
        <Field label="Publish time" required error={errors.publishTime?.message}>
          <Input type="time" {...form.register('publishTime')} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Unpublish date"
          hint="Optional: when it leaves the public pages again."
          error={errors.unpublishDate?.message}
        >
          <Input type="date" {...form.register('unpublishDate')} />
        </Field>
        <Field label="Unpublish time" error={errors.unpublishTime?.message}>
          <Input type="time" {...form.register('unpublishTime')} />
        </Field>
      </div>
      {followers && (
        <EmailFollowersCheckbox checked={emailFollowers} onChange={setEmailFollowers} />
      )}
      {preview && (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="schedule-preview">
          Publishes {formatInTimeZone(preview.publishAt, values.timeZone)}
          {preview.unpublishAt &&
            `, unpublishes ${formatInTimeZone(preview.unpublishAt, values.timeZone)}`}
          .
        </p>
      )}
    </FormDialog>
  );
}
