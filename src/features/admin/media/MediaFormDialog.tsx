import { Controller } from 'react-hook-form';

import { FormDialog } from '~/components/admin/forms/FormDialog';
import { ImageField } from '~/components/admin/forms/ImageField';
import { TagInput } from '~/components/admin/forms/TagInput';
import { useSaveForm } from '~/components/admin/forms/use-save-form';
import { Field, Input, Select, Textarea } from '~/components/ui/Field';
import { mediaTypes, type MediaTypeValue } from '~/schemas/media';
import { api } from '~/utils/api';

import {
  emptyMediaForm,
  MEDIA_FORM_FIELDS,
  mediaFormFrom,
  mediaFormSchema,
  type AdminMedia,
} from './media-form';
import { MEDIA_TYPE_LABELS } from './media-labels';
import { MediaFileField } from './MediaFileField';
import { YouTubeLinkField } from './YouTubeLinkField';

/**
 * 'Add Media' / 'Edit Media': an uploaded (or linked) image or video, or a YouTube link, with
 * its title, description and tags. `initialFile` is a file dropped on the page: it uploads as
 * the dialog opens.
 */
export function MediaFormDialog({
  teamId,
  media,
  initialFile,
  onClose,
}: {
  teamId: string;
  /** The item to edit; null to add one. */
  media: AdminMedia | null;
  initialFile?: File;
  onClose: () => void;
}) {
  const utils = api.useUtils();
  const create = api.media.create.useMutation();
  const update = api.media.update.useMutation();

  const { form, submit, setUploading, busy, busyLabel } = useSaveForm({
    schema: mediaFormSchema,
    values: media ? mediaFormFrom(media) : emptyMediaForm(),
    fields: MEDIA_FORM_FIELDS,
    save: (values) =>
      media
        ? update.mutateAsync({ ...values, teamId, id: media.id })
        : create.mutateAsync({ ...values, teamId }),
    succeeded: media ? 'Media updated successfully!' : 'Media added successfully!',
    failed: media ? 'Error updating media' : 'Error adding media',
    onSaved: async () => {
      await Promise.all([
        utils.media.adminList.invalidate(),
        utils.stats.team.invalidate(),
        utils.upload.storageUse.invalidate(),
      ]);
      onClose();
    },
  });

  const { errors, isDirty } = form.formState;
  const mediaType = form.watch('mediaType');

  function changeType(next: MediaTypeValue) {
    // A file's URL is no YouTube link, nor the other way round.
    if ((next === 'youtube') !== (mediaType === 'youtube')) {
      form.setValue('mediaUrl', '', { shouldDirty: true });
    }
    form.setValue('mediaType', next, { shouldDirty: true });
  }

  return (
    <FormDialog
      onClose={onClose}
      title={media ? 'Edit Media' : 'Add Media'}
      description="An image or a video file, or a YouTube video, for the media gallery."
      dirty={isDirty || initialFile !== undefined}
      submitLabel={media ? 'Update Media' : 'Add Media'}
      busyLabel={busyLabel}
      busy={busy}
      onSubmit={submit}
    >
      <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
        <Field label="Title" required error={errors.title?.message}>
          <Input {...form.register('title')} />
        </Field>
        <Field label="Type" error={errors.mediaType?.message}>
          <Select
            value={mediaType}
            onChange={(event) => changeType(event.target.value as MediaTypeValue)}
          >
            {mediaTypes.map((type) => (
              <option key={type} value={type}>
                {MEDIA_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Controller
        control={form.control}
        name="mediaUrl"
        render={({ field, fieldState }) =>
          mediaType === 'youtube' ? (
            <YouTubeLinkField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          ) : (
            <MediaFileField
              teamId={teamId}
              kind={mediaType}
              value={field.value}
              onChange={field.onChange}
              onUploaded={(kind) => form.setValue('mediaType', kind, { shouldDirty: true })}
              onUploadingChange={setUploading}
              initialFile={initialFile}
              error={fieldState.error?.message}
            />
          )
        }
      />
      {mediaType === 'video' && (
        <ImageField
          control={form.control}
          name="thumbnailUrl"
          legend="Poster image"
          teamId={teamId}
          folder="media"
          onUploadingChange={setUploading}
        />
      )}
      <Field label="Description" error={errors.description?.message}>
        <Textarea {...form.register('description')} rows={3} />
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
    </FormDialog>
  );
}
