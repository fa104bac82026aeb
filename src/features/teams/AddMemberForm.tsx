import { useSaveForm } from '~/components/admin/forms/use-save-form';
import { PlusIcon } from '~/components/admin/icons';
import { TEAM_ROLE_LABELS } from '~/components/admin/team-roles';
import { Button } from '~/components/ui/Button';
import { Field, Input, Select } from '~/components/ui/Field';
import { addTeamMemberInput, teamRoles } from '~/schemas/team';
import { api } from '~/utils/api';

const FIELDS = ['email', 'role'] as const;

/**
 * Adds someone by email; an address without an account gets an emailed invitation. Only owners
 * may add admins and owners.
 */
export function AddMemberForm({ teamId, ownerPowers }: { teamId: string; ownerPowers: boolean }) {
  const utils = api.useUtils();
  const add = api.team.addMember.useMutation();
  const { form, submit, busy } = useSaveForm({
    schema: addTeamMemberInput,
    values: { email: '', role: 'member' },
    fields: FIELDS,
    save: (values) => add.mutateAsync({ ...values, teamId }),
    succeeded: (added) =>
      added.kind === 'member'
        ? `${added.fullName} was added to the team.`
        : `${added.email} has no account yet: an invitation was emailed.`,
    failed: 'Could not add the member',
    onSaved: async (values) => {
      form.reset({ email: '', role: values.role });
      await Promise.all([
        utils.team.members.invalidate({ teamId }),
        utils.team.invitations.invalidate({ teamId }),
      ]);
    },
  });
  const { errors } = form.formState;
  const roles = ownerPowers ? teamRoles : (['member'] as const);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a member"
      className="flex flex-col gap-4 sm:flex-row sm:items-start"
    >
      <Field label="Email" required error={errors.email?.message} className="flex-1">
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </Field>
      <Field label="Role" error={errors.role?.message} className="sm:w-40">
        <Select {...form.register('role')}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {TEAM_ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" disabled={busy} className="sm:mt-7">
        <PlusIcon className="size-4" />
        {busy ? 'Adding...' : 'Add Member'}
      </Button>
    </form>
  );
}
