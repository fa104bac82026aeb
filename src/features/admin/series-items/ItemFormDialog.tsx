import { useState } from 'react';
import { Controller } from 'react-hook-form';

import { RecordAnalyticsPanel } from '~/components/admin/analytics/RecordAnalyticsPanel';
import { CustomLinksField } from '~/components/admin/custom-links/CustomLinksField';
import { useRecordVersion } from '~/components/admin/editor/use-record-version';
import { Fieldset } from '~/components/admin/forms/Fieldset';
import { FormDialog } from '~/components/admin/forms/FormDialog';
import { ImageField } from '~/components/admin/forms/ImageField';
import { UrlListInput } from '~/components/admin/forms/UrlListInput';
import { useSaveForm } from '~/components/admin/forms/use-save-form';
import { EditingPresenceNotice } from '~/components/admin/presence/EditingPresence';
import { useEditingPresence } from '~/components/admin/presence/use-editing-presence';
import { HistoryPanel } from '~/components/admin/revisions/HistoryPanel';
import { SavedMeanwhileNotice } from '~/components/admin/revisions/SavedMeanwhileNotice';
import { useSavedMeanwhile } from '~/components/admin/revisions/use-saved-meanwhile';
import {
  EmailFollowersCheckbox,
  offersFollowerEmail,
} from '~/components/admin/schedule/EmailFollowersCheckbox';
import { SchedulePanel, type ScheduleTexts } from '~/components/admin/schedule/SchedulePanel';
import { Field, Input, Select, Textarea } from '~/components/ui/Field';
import { Switch } from '~/components/ui/Switch';
import { ITEM_TYPE_LABELS } from '~/lib/item-types';
import { seriesItemTypes } from '~/schemas/series-item';
import { api } from '~/utils/api';

import {
  emptyItemForm,
  ITEM_FORM_FIELDS,
  itemFormFrom,
  itemFormSchema,
  type AdminSeriesItem,
  type ItemFormValues,
} from './item-form';

const ITEM_SCHEDULE_TEXTS: ScheduleTexts = {
  goesOn: 'the series page and its feeds',
  published: 'Series item published successfully!',
  publishFailed: 'Error updating series item',
};

/** 'Create New Series Item' / 'Edit Series Item', for one series of one team. */
export function ItemFormDialog({
  teamId,
  seriesId,
  item,
  nextOrder,
  onClose,
}: {
  teamId: string;
  seriesId: string;
  /** The item to edit; null to create one. */
  item: AdminSeriesItem | null;
  /** Where a new item goes: after the last one. */
  nextOrder: number;
  onClose: () => void;
}) {
  const utils = api.useUtils();
  const create = api.seriesItem.create.useMutation();
  const update = api.seriesItem.update.useMutation();
  const publish = api.seriesItem.publish.useMutation();
  const schedule = api.seriesItem.schedule.useMutation();
  const cancelSchedule = api.seriesItem.cancelSchedule.useMutation();
  // The item as stored: publishing or scheduling from this dialog moves it on.
  const [stored, setStored] = useState(item);
  const version = useRecordVersion(item?.version);

  const { form, submit, setUploading, busy, busyLabel } = useSaveForm({
    schema: itemFormSchema,
    values: item ? itemFormFrom(teamId, item) : emptyItemForm(teamId, seriesId, nextOrder),
    fields: ITEM_FORM_FIELDS,
    save: (values: ItemFormValues): Promise<unknown> => {
      if (!item) return create.mutateAsync(values);
      const { links: _stagedOnlyOnCreate, seriesId: _fixed, ...fields } = values;
      return meanwhile.track(
        version.save((from) => update.mutateAsync({ ...fields, id: item.id, version: from })),
      );
    },
    succeeded: item ? 'Series item updated successfully!' : 'Series item created successfully!',
    failed: item ? 'Error updating series item' : 'Error creating series item',
    onSaved: async () => {
      await Promise.all([
        utils.seriesItem.adminList.invalidate(),
        utils.revision.list.invalidate(),
        utils.stats.team.invalidate(),
      ]);
      onClose();
    },
  });
  const meanwhile = useSavedMeanwhile({
    version,
    fetchStored: () => utils.seriesItem.adminById.fetch({ teamId, id: item!.id }, { staleTime: 0 }),
    formFrom: (stored: AdminSeriesItem) => itemFormFrom(teamId, stored),
    currentValues: (): ItemFormValues => form.getValues(),
    showSaved: (values) => form.reset(values),
    showMine: (values) => form.reset(values, { keepDefaultValues: true }),
    refresh: () => utils.seriesItem.adminList.invalidate(),
  });
  // Only admins open this dialog.
  const alsoEditing = useEditingPresence({
    teamId,
    recordType: 'series_item',
    recordId: item?.id ?? null,
    beating: true,
  });
  const { errors, isDirty } = form.formState;
  const publishing = form.watch('published') ?? true;

  /**
   * Publishes or schedules through the dialog's one save queue (never racing a save), then takes
   * in the item it wrote and refreshes the list behind.
   */
  async function took(write: () => Promise<NonNullable<typeof item>>) {
    setStored(await version.save(write));
    await Promise.all([utils.seriesItem.adminList.invalidate(), utils.revision.list.invalidate()]);
  }

  return (
    <FormDialog
      onClose={onClose}
      title={item ? 'Edit Series Item' : 'Create New Series Item'}
      description={
        item
          ? 'Update this entry of the series.'
          : 'Add an update, milestone, announcement or tutorial.'
      }
      dirty={isDirty}
      submitLabel={item ? 'Update Item' : 'Create Item'}
      busyLabel={busyLabel}
      busy={busy}
      onSubmit={submit}
    >
      <EditingPresenceNotice names={alsoEditing} />
      {item && (
        <SavedMeanwhileNotice
          recordType="series_item"
          meanwhile={meanwhile}
          onSaveMine={() => void submit()}
        />
      )}
      <Field label="Title" required error={errors.title?.message}>
        <Input {...form.register('title')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field label="Type" error={errors.itemType?.message}>
          <Select {...form.register('itemType')}>
            {seriesItemTypes.map((type) => (
              <option key={type} value={type}>
                {ITEM_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Week Number" error={errors.weekNumber?.message}>
          <Input type="number" inputMode="numeric" min={1} {...form.register('weekNumber')} />
        </Field>
        <Field label="Order" error={errors.itemOrder?.message}>
          <Input type="number" inputMode="numeric" min={0} {...form.register('itemOrder')} />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="published"
        render={({ field }) => (
          <Switch
            label="Published"
            hint="Only published items are on the public series page."
            checked={field.value ?? true}
            onChange={field.onChange}
          />
        )}
      />
      {publishing && offersFollowerEmail(stored) && (
        <Controller
          control={form.control}
          name="emailFollowers"
          render={({ field }) => (
            <EmailFollowersCheckbox checked={field.value ?? false} onChange={field.onChange} />
          )}
        />
      )}
      {stored && (
        <SchedulePanel
          record={stored}
          texts={ITEM_SCHEDULE_TEXTS}
          // Only admins open this dialog.
          canEdit
          dirty={isDirty}
          followers
          publishNow={async (options) => {
            await took(() =>
              publish.mutateAsync({ teamId, id: stored.id, published: true, ...options }),
            );
            form.resetField('published', { defaultValue: true });
          }}
          schedule={(times) =>
            took(() => schedule.mutateAsync({ teamId, id: stored.id, ...times }))
          }
          cancelSchedule={() => took(() => cancelSchedule.mutateAsync({ teamId, id: stored.id }))}
        />
      )}
      <Field label="Summary" required error={errors.summary?.message}>
        <Textarea {...form.register('summary')} rows={3} />
      </Field>
      <Field label="Content" error={errors.content?.message}>
        <Textarea {...form.register('content')} rows={8} />
      </Field>
      <Field
        label="YouTube Video URL"
        hint="Any YouTube link: watch, shorts, youtu.be or embed."
        error={errors.youtubeVideoUrl?.message}
      >
        <Input
          type="url"
          {...form.register('youtubeVideoUrl')}
          placeholder="https://www.youtube.com/watch?v=…"
        />
      </Field>
      <ImageField
        control={form.control}
        name="imageUrl"
        legend="Item Image"
        teamId={teamId}
        folder="series-items"
        onUploadingChange={setUploading}
      />
      <Controller
        control={form.control}
        name="githubLinks"
        render={({ field, fieldState }) => (
          <Fieldset legend="GitHub Links" error={fieldState.error?.message}>
            <UrlListInput
              label="GitHub link"
              value={field.value ?? []}
              onChange={field.onChange}
              placeholder="https://github.com/…"
              addLabel="Add GitHub link"
              invalid={Boolean(fieldState.error)}
            />
          </Fieldset>
        )}
      />
      <Controller
        control={form.control}
        name="documentLinks"
        render={({ field, fieldState }) => (
          <Fieldset legend="Document Links" error={fieldState.error?.message}>
            <UrlListInput
              label="Document link"
              value={field.value ?? []}
              onChange={field.onChange}
              placeholder="https://…"
              addLabel="Add document link"
              invalid={Boolean(fieldState.error)}
            />
          </Fieldset>
        )}
      />
      <CustomLinksField
        control={form.control}
        saved={item && { teamId, entityType: 'series_item', entityId: item.id }}
      />
      {item && <RecordAnalyticsPanel teamId={teamId} recordType="series_item" recordId={item.id} />}
      {item && (
        <HistoryPanel
          teamId={teamId}
          recordType="series_item"
          recordId={item.id}
          // Only admins open this dialog.
          canRestore
          currentVersion={version.current}
          onRestored={meanwhile.showStored}
        />
      )}
    </FormDialog>
  );
}
