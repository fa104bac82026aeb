import { Controller } from 'react-hook-form';

import { useCurrentTeam } from '~/components/admin/current-team';
import { CustomLinksField } from '~/components/admin/custom-links/CustomLinksField';
import { RecordEditorFrame } from '~/components/admin/editor/RecordEditorFrame';
import { type RecordFormProps, useRecordEditor } from '~/components/admin/editor/use-record-editor';
import { ImageField } from '~/components/admin/forms/ImageField';
import { ImageGalleryField } from '~/components/admin/forms/ImageGalleryField';
import { TagInput } from '~/components/admin/forms/TagInput';
import { useEditableTeams } from '~/components/admin/use-team-permissions';
import { Field, Input, Select, Textarea } from '~/components/ui/Field';
import { adminProjectPath } from '~/lib/admin-paths';
import { MAX_PAGE_SIZE } from '~/schemas/common';
import { api } from '~/utils/api';

import {
  emptyProjectForm,
  PROJECT_FORM_FIELDS,
  projectFormFrom,
  projectFormSchema,
  type AdminProject,
} from './project-form';

const PROJECT_STATE_TEXTS = {
  publishedHint: 'On the projects page (and the home page when featured) once saved.',
  draftHint: 'A draft: only your team sees it.',
  goesOn: 'the projects page and, when featured, the home page',
};

/**
 * The project editor's form: every field of a project, its images as an ordered gallery, and its
 * custom links (collected before the project exists, edited live after). Members see it read-only.
 */
export function ProjectForm({ record: project, teamId, canEdit }: RecordFormProps<AdminProject>) {
  const utils = api.useUtils();
  const editableTeams = useEditableTeams();
  const { chooseTeam } = useCurrentTeam();
  const editor = useRecordEditor({
    noun: 'Project',
    recordType: 'project',
    draftName: 'project',
    record: project,
    teamId,
    canEdit,
    procedures: api.project,
    cache: utils.project,
    schema: projectFormSchema,
    fields: PROJECT_FORM_FIELDS,
    emptyValues: emptyProjectForm(teamId),
    formFrom: projectFormFrom,
    editorPath: adminProjectPath,
    // A project created for another team is edited where it went.
    onCreated: (created) => {
      if (created.teamId !== teamId) chooseTeam(created.teamId);
    },
  });
  const { form, setUploading, values } = editor;
  const { errors } = form.formState;
  const chosenTeamId = values.teamId;
  const series = api.series.adminList.useQuery(
    { teamId: chosenTeamId, limit: MAX_PAGE_SIZE },
    { enabled: Boolean(chosenTeamId) },
  );

  return (
    <RecordEditorFrame
      editor={editor}
      backHref="/admin/projects"
      backLabel="Back to projects"
      stateTexts={PROJECT_STATE_TEXTS}
      main={
        <>
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
        </>
      }
      side={
        <>
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
        </>
      }
    />
  );
}
