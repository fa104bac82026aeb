import { Button } from '~/components/ui/Button';
import { Field, Input, Select } from '~/components/ui/Field';
import { toast } from '~/components/ui/Toaster';
import { addTeamMemberInput, teamRoles } from '~/schemas/team';
import { messageOf, showServerErrors } from '~/features/admin/forms/server-errors';
import { useZodForm } from '~/features/admin/forms/use-zod-form';
import { PlusIcon } from '~/features/admin/icons';
import { TEAM_ROLE_LABELS } from '~/features/admin/team-roles';
import { api } from '~/utils/api';

const FIELDS = ['email', 'role'] as const;

/** Adds someone who already has an account, by email. Only owners may add admins and owners. */
export function AddMemberForm({ teamId, ownerPowers }: { teamId: string; ownerPowers: boolean }) {
  const utils = api.useUtils();
  const add = api.team.addMember.useMutation();
  const form = useZodForm(addTeamMemberInput, {
    defaultValues: { email: '', role: 'member' },
  });
  const { errors, isSubmitting } = form.formState;
  const roles = ownerPowers ? teamRoles : (['member'] as const);

  const submit = form.handleSubmit(async (values) => {
    try {
      const member = await add.mutateAsync({ ...values, teamId });
      toast.success(`${member.fullName} was added to the team.`);
      form.reset({ email: '', role: values.role });
      await utils.team.members.invalidate({ teamId });
    } catch (error) {
      const unplaced = showServerErrors(form, error, FIELDS);
      toast.error('Could not add the member', { description: unplaced ?? messageOf(error) });
    }
  });

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
      <Button type="submit" disabled={isSubmitting} className="sm:mt-7">
        <PlusIcon className="size-4" />
        {isSubmitting ? 'Adding...' : 'Add Member'}
      </Button>
    </form>
  );
}
