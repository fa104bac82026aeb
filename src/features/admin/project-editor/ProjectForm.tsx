import { Controller } from 'react-hook-form';

import { Button } from '~/components/ui/Button';
import { Field, Input, Select, Textarea } from '~/components/ui/Field';
import { CustomLinksField } from '~/components/admin/custom-links/CustomLinksField';
import { AutosaveStatus } from '~/components/admin/editor/AutosaveStatus';
import { EditorGuards } from '~/components/admin/editor/EditorGuards';
import { EditorHeader } from '~/components/admin/editor/EditorHeader';
import { ImageField } from '~/components/admin/forms/ImageField';
import { ImageGalleryField } from '~/components/admin/forms/ImageGalleryField';
import { TagInput } from '~/components/admin/forms/TagInput';
import { staysDraft } from '~/components/admin/editor/use-autosave';
import { useEditorForm } from '~/components/admin/editor/use-editor-form';
import { useRecordVersion } from '~/components/admin/editor/use-record-version';
import { EditingPresenceNotice } from '~/components/admin/presence/EditingPresence';
import { useEditingPresence } from '~/components/admin/presence/use-editing-presence';
import { HistoryPanel } from '~/features/admin/revisions/HistoryPanel';
import { SavedMeanwhileNotice } from '~/features/admin/revisions/SavedMeanwhileNotice';
import { useSavedMeanwhile } from '~/features/admin/revisions/use-saved-meanwhile';
import { StatePanel, type StateTexts } from '~/components/admin/schedule/StatePanel';
import { useCurrentTeam } from '~/components/admin/current-team';
import { useEditableTeams } from '~/components/admin/use-team-permissions';
import { MAX_PAGE_SIZE } from '~/schemas/common';
import { api } from '~/utils/api';

import {
  emptyProjectForm,
  PROJECT_FORM_FIELDS,
  projectFormFrom,
  projectFormSchema,
  type AdminProject,
  type ProjectFormValues,
} from './project-form';

const PROJECT_STATE_TEXTS: StateTexts = {
  publishedHint: 'On the projects page (and the home page when featured) once saved.',
  draftHint: 'A draft: only your team sees it.',
  goesOn: 'the projects page and, when featured, the home page',
  published: 'Project published successfully!',
  publishFailed: 'Error updating project',
};

/**
 * The project editor's form: every field of a project, its images as an ordered gallery, and its
 * custom links (collected before the project exists, edited live after). Members see it read-only.
 */
export function ProjectForm({
  project,
  teamId,
  canEdit,
}: {
  /** The project to edit; null to create one in `teamId`. */
  project: AdminProject | null;
  teamId: string;
  canEdit: boolean;
}) {
  const utils = api.useUtils();
  const editableTeams = useEditableTeams();
  const { chooseTeam } = useCurrentTeam();
  const create = api.project.create.useMutation();
  const update = api.project.update.useMutation();
  const publish = api.project.publish.useMutation();
  const schedule = api.project.schedule.useMutation();
  const cancelSchedule = api.project.cancelSchedule.useMutation();
  const version = useRecordVersion(project?.version);

  /** Every save of an existing project, by hand or by itself: one at a time, from its version. */
  function saveChanges(
    id: string,
    values: ProjectFormValues,
    autosave?: boolean,
  ): Promise<unknown> {
    const { links: _stagedOnlyOnCreate, ...fields } = values;
    return meanwhile.track(
      version.save((from) => update.mutateAsync({ ...fields, id, version: from, autosave })),
    );
  }

  const editor = useEditorForm({
    schema: projectFormSchema,
    values: project ? projectFormFrom(project) : emptyProjectForm(teamId),
    fields: PROJECT_FORM_FIELDS,
    draftKey: `project:${teamId}:${project?.id ?? 'new'}`,
    canEdit,
    save: async (values) => {
      if (!project) {
        const created = await create.mutateAsync(values);
        // A project created for another team is edited where it went.
        if (values.teamId !== teamId) chooseTeam(created.teamId);
        return `/admin/projects/${created.id}`;
      }
      await saveChanges(project.id, values);
    },
    // A draft saves itself while it is written; a published project's edits wait for 'Update Project'.
    autosave: project
      ? {
          when: (values, stored): boolean => staysDraft(values, stored) && !meanwhile.conflict,
          save: (values) => saveChanges(project.id, values, true),
        }
      : undefined,
    succeeded: project ? 'Project updated successfully!' : 'Project created successfully!',
    failed: project ? 'Error updating project' : 'Error creating project',
    onSaved: () => Promise.all([utils.project.invalidate(), utils.stats.team.invalidate()]),
  });
  const { form, submit, setUploading, busy, busyLabel, values, guard, draft, restoreDraft } =
    editor;

  const meanwhile = useSavedMeanwhile({
    version,
    fetchStored: () => utils.project.adminById.fetch({ teamId, id: project!.id }, { staleTime: 0 }),
    formFrom: projectFormFrom,
    currentValues: () => form.getValues(),
    showSaved: editor.showSaved,
    showMine: restoreDraft,
    refresh: () => utils.project.invalidate(),
  });

  const alsoEditing = useEditingPresence({
    teamId,
    recordType: 'project',
    recordId: project?.id ?? null,
    beating: canEdit,
  });

  const { errors, isDirty } = form.formState;
  const published = values.published ?? true;
  const chosenTeamId = values.teamId;
  const series = api.series.adminList.useQuery(
    { teamId: chosenTeamId, limit: MAX_PAGE_SIZE },
    { enabled: Boolean(chosenTeamId) },
  );

  return (
    <form onSubmit={submit} noValidate>
      <EditorHeader
        title={project ? 'Edit Project' : 'New Project'}
        backHref="/admin/projects"
        backLabel="Back to projects"
        actions={
          <>
            {project && <AutosaveStatus state={editor.autosaveState} />}
            {canEdit && (
              <Button type="submit" disabled={busy}>
                {busy ? busyLabel : project ? 'Update Project' : 'Create Project'}
              </Button>
            )}
          </>
        }
      />
      <EditorGuards guard={guard} draft={draft} onRestore={restoreDraft} />
      <EditingPresenceNotice names={alsoEditing} />
      {project && (
        <SavedMeanwhileNotice
          recordType="project"
          meanwhile={meanwhile}
          onSaveMine={() => void submit()}
        />
      )}
      <fieldset
        disabled={!canEdit}
        className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      >
        <legend className="sr-only">Project</legend>
        <div className="flex flex-col gap-6">
          <Field label="Title" required error={errors.title?.message}>
            <Input {...form.register('title')} />
          </Field>
          <Field label="Description" required error={errors.description?.message}>
            <Textarea {...form.register('description')} rows={8} />
          </Field>
          <ImageGalleryField
            control={form.control}
            name="imageUrls"
            legend="Project Images"
            teamId={chosenTeamId}
            folder="projects"
            onUploadingChange={setUploading}
            disabled={!canEdit || !chosenTeamId}
          />
          <ImageField
            control={form.control}
            name="imageUrl"
            legend="Cover image (when there is no gallery)"
            teamId={chosenTeamId}
            folder="projects"
            onUploadingChange={setUploading}
            disabled={!canEdit || !chosenTeamId}
          />
          <CustomLinksField
            control={form.control}
            saved={
              project && { teamId: project.teamId, entityType: 'project', entityId: project.id }
            }
          />
        </div>
        <div className="flex flex-col gap-6">
          <StatePanel
            published={published}
            onPublishedChange={(next) => form.setValue('published', next, { shouldDirty: true })}
            onPublished={() => form.resetField('published', { defaultValue: true })}
            saved={
              project && {
                record: project,
                publish: () =>
                  version.save(() =>
                    publish.mutateAsync({ teamId, id: project.id, published: true }),
                  ),
                schedule: (times) =>
                  version.save(() => schedule.mutateAsync({ teamId, id: project.id, ...times })),
                cancelSchedule: () =>
                  version.save(() => cancelSchedule.mutateAsync({ teamId, id: project.id })),
              }
            }
            texts={PROJECT_STATE_TEXTS}
            canEdit={canEdit}
            dirty={isDirty}
            refresh={() => utils.project.invalidate()}
          />
          <Field
            label="Team"
            required
            hint={project ? 'A project stays in the team it was created in.' : undefined}
            error={errors.teamId?.message}
          >
            <Select
              {...form.register('teamId', {
                onChange: () => form.setValue('seriesId', '', { shouldDirty: true }),
              })}
              disabled={project !== null}
            >
              <option value="">Select team</option>
              {editableTeams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Series"
            hint="The series this project belongs to."
            error={errors.seriesId?.message}
          >
            <Select {...form.register('seriesId')} disabled={!chosenTeamId}>
              <option value="">No series</option>
              {series.data?.items.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.title}
                </option>
              ))}
            </Select>
          </Field>
          <Controller
            control={form.control}
            name="tags"
            render={({ field, fieldState }) => (
              <Field label="Tags" error={fieldState.error?.message}>
                <TagInput value={field.value ?? []} onChange={field.onChange} />
              </Field>
            )}
          />
          <Field label="Demo URL" error={errors.demoUrl?.message}>
            <Input type="url" placeholder="https://…" {...form.register('demoUrl')} />
          </Field>
          <Field label="Source code URL" error={errors.githubUrl?.message}>
            <Input type="url" placeholder="https://github.com/…" {...form.register('githubUrl')} />
          </Field>
          <Field label="Video URL" error={errors.videoUrl?.message}>
            <Input type="url" placeholder="https://…" {...form.register('videoUrl')} />
          </Field>
          <label className="flex items-center gap-3 text-sm font-medium text-slate-900 dark:text-slate-100">
            <input
              type="checkbox"
              {...form.register('featured')}
              className="size-4 rounded border-slate-300 accent-brand-600"
            />
            Featured Project
          </label>
        </div>
      </fieldset>
      {project && (
        <div className="mt-8 max-w-xl">
          <HistoryPanel
            teamId={teamId}
            recordType="project"
            recordId={project.id}
            canRestore={canEdit}
            currentVersion={version.current}
            onRestored={meanwhile.showStored}
          />
        </div>
      )}
    </form>
  );
}
