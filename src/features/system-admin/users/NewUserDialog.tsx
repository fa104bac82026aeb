import { Controller } from 'react-hook-form';

import { FormDialog } from '~/components/admin/forms/FormDialog';
import { useSaveForm } from '~/components/admin/forms/use-save-form';
import { Field, Input } from '~/components/ui/Field';
import { Switch } from '~/components/ui/Switch';
import { PASSWORD_RULES } from '~/features/auth/sign-up';
import { api } from '~/utils/api';

import { EMPTY_NEW_USER, NEW_USER_FORM_FIELDS, newUserFormSchema } from './user-form';

/** 'New User': an account with a chosen password, or a temporary one shown once. */
export function NewUserDialog({
  onClose,
  onTemporaryPassword,
}: {
  onClose: () => void;
  onTemporaryPassword: (shown: { name: string; password: string }) => void;
}) {
  const utils = api.useUtils();
  const create = api.user.create.useMutation();
  const { form, submit, busy, busyLabel } = useSaveForm({
    schema: newUserFormSchema,
    values: EMPTY_NEW_USER,
    fields: NEW_USER_FORM_FIELDS,
    save: async (values) => {
      const created = await create.mutateAsync({
        ...values,
        password: values.password || undefined,
      });
      if (created.temporaryPassword) {
        onTemporaryPassword({ name: created.user.fullName, password: created.temporaryPassword });
      }
    },
    succeeded: 'User created successfully!',
    failed: 'Error creating user',
    onSaved: async () => {
      onClose();
      await Promise.all([utils.user.list.invalidate(), utils.stats.system.invalidate()]);
    },
  });
  const { errors, isDirty } = form.formState;

  return (
    <FormDialog
      onClose={onClose}
      title="New User"
      description="The account can sign in at once; add it to teams from their members page."
      dirty={isDirty}
      submitLabel="Create User"
      busyLabel={busyLabel}
      busy={busy}
      onSubmit={submit}
      size="md"
    >
      <Field label="Full name" required error={errors.fullName?.message}>
        <Input {...form.register('fullName')} autoComplete="off" />
      </Field>
      <Field label="Email" required error={errors.email?.message}>
        <Input type="email" {...form.register('email')} autoComplete="off" />
      </Field>
      <Field
        label="Password"
        hint={`Leave empty for a temporary password, shown once and changed at the first sign-in. ${PASSWORD_RULES}`}
        error={errors.password?.message}
      >
        <Input type="password" {...form.register('password')} autoComplete="new-password" />
      </Field>
      <Controller
        control={form.control}
        name="systemAdmin"
        render={({ field }) => (
          <Switch
            label="System administrator"
            hint="Runs the whole site: every team, every account."
            checked={field.value ?? false}
            onChange={field.onChange}
          />
        )}
      />
    </FormDialog>
  );
}
