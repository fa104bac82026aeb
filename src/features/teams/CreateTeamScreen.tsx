import { useRouter } from 'next/router';

import { Button } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { Field, Input, Textarea } from '~/components/ui/Field';
import { toast } from '~/components/ui/Toaster';
import { createTeamInput } from '~/schemas/team';
import { AdminPageHeader } from '~/features/admin/AdminPageHeader';
import { BackLink } from '~/features/admin/BackLink';
import { useCurrentTeam } from '~/features/admin/current-team';
import { messageOf, showServerErrors } from '~/features/admin/forms/server-errors';
import { useAutoSlug } from '~/features/admin/forms/use-auto-slug';
import { useZodForm } from '~/features/admin/forms/use-zod-form';
import { api } from '~/utils/api';

import { teamMembersPath } from './team-paths';

const FIELDS = ['name', 'slug', 'description'] as const;

/** /teams/create: a new team, owned by whoever creates it. */
export function CreateTeamScreen() {
  const router = useRouter();
  const { chooseTeam } = useCurrentTeam();
  const create = api.team.create.useMutation();
  const form = useZodForm(createTeamInput, {
    defaultValues: { name: '', slug: '', description: '' },
  });
  const slug = useAutoSlug((value) => form.setValue('slug', value, { shouldDirty: true }));
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const team = await create.mutateAsync(values);
      toast.success('Team created successfully!');
      chooseTeam(team.id);
      await router.push(teamMembersPath(team.slug));
    } catch (error) {
      const unplaced = showServerErrors(form, error, FIELDS);
      toast.error('Error creating team', { description: unplaced ?? messageOf(error) });
    }
  });

  return (
    <div className="mx-auto max-w-2xl">
      <BackLink href="/teams" className="mb-4">
        Back to Teams
      </BackLink>
      <AdminPageHeader
        title="Create Team"
        description="You become its owner, and can then add members by their email address."
      />
      <Card>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <Field label="Team name" required error={errors.name?.message}>
            <Input
              {...form.register('name', { onChange: slug.onTitleChange })}
              autoComplete="organization"
            />
          </Field>
          <Field
            label="Slug"
            hint={`Used in the team's addresses: /teams/${form.watch('slug') || 'your-team'}/members`}
            error={errors.slug?.message}
          >
            <Input {...form.register('slug', { onChange: slug.onSlugChange })} />
          </Field>
          <Field label="Description" error={errors.description?.message}>
            <Textarea {...form.register('description')} rows={3} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => void router.push('/teams')}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Creating...' : 'Create Team'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
