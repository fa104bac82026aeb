import { useRouter } from 'next/router';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { BackLink } from '~/components/admin/BackLink';
import { useCurrentTeam } from '~/components/admin/current-team';
import { useAutoSlug } from '~/components/admin/forms/use-auto-slug';
import { useSaveForm } from '~/components/admin/forms/use-save-form';
import { Button } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { Field, Input, Textarea } from '~/components/ui/Field';
import { createTeamInput } from '~/schemas/team';
import { api } from '~/utils/api';

import { teamMembersPath } from './team-paths';

const FIELDS = ['name', 'slug', 'description'] as const;

/** /teams/create: a new team, owned by whoever creates it. */
export function CreateTeamScreen() {
  const router = useRouter();
  const { chooseTeam } = useCurrentTeam();
  const create = api.team.create.useMutation();
  const { form, submit, busy } = useSaveForm({
    schema: createTeamInput,
    values: { name: '', slug: '', description: '' },
    fields: FIELDS,
    save: (values) => create.mutateAsync(values),
    succeeded: 'Team created successfully!',
    failed: 'Error creating team',
    onSaved: async (_values, team) => {
      chooseTeam(team.id);
      await router.push(teamMembersPath(team.slug));
    },
  });
  const slug = useAutoSlug((value) => form.setValue('slug', value, { shouldDirty: true }));
  const { errors } = form.formState;

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
            <Button type="submit" disabled={busy}>
              {busy ? 'Creating...' : 'Create Team'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
