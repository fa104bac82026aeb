import { useState } from 'react';
import { Controller } from 'react-hook-form';

import { FormDialog } from '~/components/admin/forms/FormDialog';
import { useSaveForm } from '~/components/admin/forms/use-save-form';
import { Field, Input, Select } from '~/components/ui/Field';
import { api } from '~/utils/api';

import { LINK_FORM_FIELDS, linkFormFrom, linkFormSchema, type AdminUserLink } from './link-form';
import { UserPicker, type PickedUser } from './UserPicker';

/** 'New Link' / 'Edit Link': one user's link on one platform (a user has one per platform). */
export function LinkFormDialog({
  link,
  onClose,
}: {
  /** The link to edit (only its URL changes); null to add one. */
  link: AdminUserLink | null;
  onClose: () => void;
}) {
  const utils = api.useUtils();
  const platforms = api.socialPlatform.adminList.useQuery();
  const upsert = api.userSocial.upsert.useMutation();
  const [pickedUser, setPickedUser] = useState<PickedUser | null>(null);

  const { form, submit, busy, busyLabel } = useSaveForm({
    schema: linkFormSchema,
    values: linkFormFrom(link),
    fields: LINK_FORM_FIELDS,
    save: (values) => upsert.mutateAsync(values),
    succeeded: link ? 'Link updated successfully!' : 'Link created successfully!',
    failed: link ? 'Error updating link' : 'Error creating link',
    onSaved: async () => {
      onClose();
      await Promise.all([
        utils.userSocial.systemList.invalidate(),
        utils.stats.system.invalidate(),
      ]);
    },
  });
  const { errors, isDirty } = form.formState;
  const activePlatforms = (platforms.data ?? []).filter((platform) => platform.active);

  return (
    <FormDialog
      onClose={onClose}
      title={link ? 'Edit Link' : 'New Link'}
      description={
        link
          ? `${link.user.fullName} on ${link.platform.name}.`
          : 'A user has one link per platform: a second one replaces the first.'
      }
      dirty={isDirty}
      submitLabel={link ? 'Update Link' : 'Create Link'}
      busyLabel={busyLabel}
      busy={busy}
      onSubmit={submit}
    >
      {!link && (
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="userId"
            render={({ field, fieldState }) => (
              <Field label="User" required error={fieldState.error?.message}>
                <UserPicker
                  value={pickedUser}
                  onChange={(user) => {
                    setPickedUser(user);
                    field.onChange(user?.id ?? '');
                  }}
                />
              </Field>
            )}
          />
          <Field label="Platform" required error={errors.platformId?.message}>
            <Select {...form.register('platformId')} disabled={!platforms.isSuccess}>
              <option value="">{platforms.isPending ? 'Loading...' : 'Choose a platform'}</option>
              {activePlatforms.map((platform) => (
                <option key={platform.id} value={platform.id}>
                  {platform.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      )}
      <Field label="URL" required error={errors.url?.message}>
        <Input type="url" {...form.register('url')} placeholder="https://github.com/…" />
      </Field>
    </FormDialog>
  );
}
