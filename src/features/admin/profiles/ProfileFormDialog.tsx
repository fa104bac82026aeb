import { FormDialog } from '~/components/admin/forms/FormDialog';
import { ImageField } from '~/components/admin/forms/ImageField';
import { useSaveForm } from '~/components/admin/forms/use-save-form';
import { Field, Input, Textarea } from '~/components/ui/Field';
import { api } from '~/utils/api';

import {
  emptyProfileForm,
  PROFILE_FORM_FIELDS,
  profileFormFrom,
  profileFormSchema,
  type AdminProfile,
} from './profile-form';

/** 'Add Team Member' / 'Edit Team Member': one profile of the About page's team grid. */
export function ProfileFormDialog({
  teamId,
  profile,
  onClose,
}: {
  teamId: string;
  /** The profile to edit; null to add one (it goes last). */
  profile: AdminProfile | null;
  onClose: () => void;
}) {
  const utils = api.useUtils();
  const create = api.teamProfile.create.useMutation();
  const update = api.teamProfile.update.useMutation();

  const { form, submit, setUploading, busy, busyLabel } = useSaveForm({
    schema: profileFormSchema,
    values: profile ? profileFormFrom(profile) : emptyProfileForm(),
    fields: PROFILE_FORM_FIELDS,
    save: (values) =>
      profile
        ? update.mutateAsync({ ...values, teamId, id: profile.id })
        : create.mutateAsync({ ...values, teamId }),
    succeeded: profile ? 'Profile updated successfully!' : 'Profile created successfully!',
    failed: profile ? 'Error updating profile' : 'Error creating profile',
    onSaved: async () => {
      await utils.teamProfile.list.invalidate();
      onClose();
    },
  });
  const { errors, isDirty } = form.formState;

  return (
    <FormDialog
      onClose={onClose}
      title={profile ? 'Edit Team Member' : 'Add Team Member'}
      description="Shown in the team grid of the About page."
      dirty={isDirty}
      submitLabel={profile ? 'Update Team Member' : 'Add Team Member'}
      busyLabel={busyLabel}
      busy={busy}
      onSubmit={submit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" required error={errors.name?.message}>
          <Input {...form.register('name')} autoComplete="off" />
        </Field>
        <Field label="Role" required error={errors.role?.message}>
          <Input {...form.register('role')} placeholder="ML Engineer" />
        </Field>
      </div>
      <Field label="Bio" error={errors.bio?.message}>
        <Textarea {...form.register('bio')} rows={3} />
      </Field>
      <ImageField
        control={form.control}
        name="photoUrl"
        legend="Photo"
        teamId={teamId}
        folder="profiles"
        onUploadingChange={setUploading}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <Field label="GitHub URL" error={errors.githubUrl?.message}>
          <Input type="url" {...form.register('githubUrl')} placeholder="https://github.com/…" />
        </Field>
        <Field label="LinkedIn URL" error={errors.linkedinUrl?.message}>
          <Input
            type="url"
            {...form.register('linkedinUrl')}
            placeholder="https://linkedin.com/in/…"
          />
        </Field>
        <Field label="Twitter URL" error={errors.twitterUrl?.message}>
          <Input type="url" {...form.register('twitterUrl')} placeholder="https://x.com/…" />
        </Field>
      </div>
    </FormDialog>
  );
}
