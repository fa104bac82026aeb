import { Controller } from 'react-hook-form';

import { useCurrentTeam } from '~/components/admin/current-team';
import { CustomLinksField } from '~/components/admin/custom-links/CustomLinksField';
import { FormDialog } from '~/components/admin/forms/FormDialog';
import { ImageField } from '~/components/admin/forms/ImageField';
import { TagInput } from '~/components/admin/forms/TagInput';
import { useAutoSlug } from '~/components/admin/forms/use-auto-slug';
import { useSaveForm } from '~/components/admin/forms/use-save-form';
import { useEditableTeams } from '~/components/admin/use-team-permissions';
import { Field, Input, Select, Textarea } from '~/components/ui/Field';
import { seriesStatuses } from '~/schemas/series';
import { api } from '~/utils/api';

import {
  emptySeriesForm,
  SERIES_FORM_FIELDS,
  seriesFormFrom,
  seriesFormSchema,
  type AdminSeries,
} from './series-form';

const STATUS_LABELS: Record<(typeof seriesStatuses)[number], string> = {
  active: 'Active',
  completed: 'Completed',
  upcoming: 'Upcoming',
};

/**
 * 'Create New Series' / 'Edit Series'. The slug follows the title until it is edited by hand
 * (an existing series keeps its slug: its address is already out there). New series take their
 * custom links with them; a saved series' links are edited live.
 */
export function SeriesFormDialog({
  series,
  onClose,
}: {
  /** The series to edit; null to create one. */
  series: AdminSeries | null;
  onClose: () => void;
}) {
  const { current, chooseTeam } = useCurrentTeam();
  const editableTeams = useEditableTeams();
  const utils = api.useUtils();
  const create = api.series.create.useMutation();
  const update = api.series.update.useMutation();

  const { form, submit, setUploading, busy, busyLabel } = useSaveForm({
    schema: seriesFormSchema,
    values: series ? seriesFormFrom(series) : emptySeriesForm(current.team?.id ?? ''),
    fields: SERIES_FORM_FIELDS,
    save: (values) => {
      if (!series) return create.mutateAsync(values);
      const { links: _stagedOnlyOnCreate, ...fields } = values;
      return update.mutateAsync({ ...fields, id: series.id });
    },
    succeeded: series ? 'Series updated successfully!' : 'Series created successfully!',
    failed: series ? 'Error updating series' : 'Error creating series',
    onSaved: async ({ teamId }) => {
      await Promise.all([utils.series.adminList.invalidate(), utils.stats.team.invalidate()]);
      // A series created for another team is shown where it went.
      if (teamId !== current.team?.id) chooseTeam(teamId);
      onClose();
    },
  });

  const { errors, isDirty } = form.formState;
  const teamId = form.watch('teamId');
  const slug = useAutoSlug(
    (value) => form.setValue('slug', value, { shouldDirty: true }),
    series === null,
  );

  return (
    <FormDialog
      onClose={onClose}
      title={series ? 'Edit Series' : 'Create New Series'}
      description={series ? 'Update your series information' : 'Create a new project series'}
      dirty={isDirty}
      submitLabel={series ? 'Update Series' : 'Create Series'}
      busyLabel={busyLabel}
      busy={busy}
      onSubmit={submit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Title" required error={errors.title?.message}>
          <Input {...form.register('title', { onChange: slug.onTitleChange })} />
        </Field>
        <Field
          label="Slug"
          required
          hint={`The series' address: /series/${form.watch('slug') || 'your-slug'}`}
          error={errors.slug?.message}
        >
          <Input {...form.register('slug', { onChange: slug.onSlugChange })} />
        </Field>
      </div>
      <Field label="Short Description" error={errors.shortDescription?.message}>
        <Input
          {...form.register('shortDescription')}
          placeholder="Brief description for cards and previews"
        />
      </Field>
      <Field
        label="Team"
        required
        hint={series ? 'A series stays in the team it was created in.' : undefined}
        error={errors.teamId?.message}
      >
        <Select {...form.register('teamId')} disabled={series !== null}>
          <option value="">Select team</option>
          {editableTeams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Description" required error={errors.description?.message}>
        <Textarea {...form.register('description')} rows={4} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field label="Status" error={errors.status?.message}>
          <Select {...form.register('status')}>
            {seriesStatuses.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Start Date" error={errors.startDate?.message}>
          <Input type="date" {...form.register('startDate')} />
        </Field>
        <Field label="End Date" error={errors.endDate?.message}>
          <Input type="date" {...form.register('endDate')} />
        </Field>
      </div>
      <ImageField
        control={form.control}
        name="imageUrl"
        legend="Image"
        teamId={teamId}
        folder="series"
        onUploadingChange={setUploading}
        disabled={!teamId}
      />
      <Controller
        control={form.control}
        name="tags"
        render={({ field, fieldState }) => (
          <Field label="Tags" error={fieldState.error?.message}>
            <TagInput value={field.value ?? []} onChange={field.onChange} />
          </Field>
        )}
      />
      <label className="flex items-center gap-3 text-sm font-medium text-slate-900 dark:text-slate-100">
        <input
          type="checkbox"
          {...form.register('featured')}
          className="size-4 rounded border-slate-300 accent-brand-600"
        />
        Featured Series
      </label>
      <CustomLinksField
        control={form.control}
        saved={series && { teamId: series.teamId, entityType: 'series', entityId: series.id }}
      />
    </FormDialog>
  );
}
