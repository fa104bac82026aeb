import { Controller } from 'react-hook-form';

import { FormDialog } from '~/components/admin/forms/FormDialog';
import { useSaveForm } from '~/components/admin/forms/use-save-form';
import { Field, Input, Select } from '~/components/ui/Field';
import { Switch } from '~/components/ui/Switch';
import { SOCIAL_ICON_KEYS } from '~/lib/social-icon-keys';
import { createSocialPlatformInput } from '~/schemas/social';
import { api } from '~/utils/api';

import {
  ICON_LABELS,
  PLATFORM_FORM_FIELDS,
  platformFormFrom,
  type AdminPlatform,
} from './platform-form';

const platformFormSchema = createSocialPlatformInput.omit({ displayOrder: true });

/** 'New Platform' / 'Edit Platform': one platform people can link their profiles to. */
export function PlatformFormDialog({
  platform,
  onClose,
}: {
  /** The platform to edit; null to add one (it goes last). */
  platform: AdminPlatform | null;
  onClose: () => void;
}) {
  const utils = api.useUtils();
  const create = api.socialPlatform.create.useMutation();
  const update = api.socialPlatform.update.useMutation();

  const { form, submit, busy, busyLabel } = useSaveForm({
    schema: platformFormSchema,
    values: platformFormFrom(platform),
    fields: PLATFORM_FORM_FIELDS,
    save: (values) =>
      platform
        ? update.mutateAsync({ ...values, id: platform.id, displayOrder: platform.displayOrder })
        : create.mutateAsync(values),
    succeeded: platform ? 'Platform updated successfully!' : 'Platform created successfully!',
    failed: platform ? 'Error updating platform' : 'Error creating platform',
    onSaved: async () => {
      await utils.socialPlatform.adminList.invalidate();
      onClose();
    },
  });
  const { errors, isDirty } = form.formState;

  return (
    <FormDialog
      onClose={onClose}
      title={platform ? 'Edit Platform' : 'New Platform'}
      description="The platforms people link their profiles to, shown on the Contact and About pages."
      dirty={isDirty}
      submitLabel={platform ? 'Update Platform' : 'Create Platform'}
      busyLabel={busyLabel}
      busy={busy}
      onSubmit={submit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" required error={errors.name?.message}>
          <Input {...form.register('name')} autoComplete="off" placeholder="GitHub" />
        </Field>
        <Field label="Icon" required error={errors.iconKey?.message}>
          <Select {...form.register('iconKey')}>
            {SOCIAL_ICON_KEYS.map((key) => (
              <option key={key} value={key}>
                {ICON_LABELS[key]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        label="Base URL"
        required
        hint="The address profiles on this platform start with."
        error={errors.baseUrl?.message}
      >
        <Input type="url" {...form.register('baseUrl')} placeholder="https://github.com/" />
      </Field>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <Switch
            label="Active"
            hint="An inactive platform leaves the Contact and About pages and takes no new links; its links are kept."
            checked={field.value ?? true}
            onChange={field.onChange}
          />
        )}
      />
    </FormDialog>
  );
}
