import { useRouter } from 'next/router';
import { useState } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { BackLink } from '~/components/admin/BackLink';
import { useSaveForm } from '~/components/admin/forms/use-save-form';
import { TrashIcon } from '~/components/admin/icons';
import { LoadFailed } from '~/components/admin/LoadFailed';
import { LoadingScreen } from '~/components/admin/LoadingState';
import { Button, ButtonLink } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { Field, Input, Textarea } from '~/components/ui/Field';
import { teamMembersPath } from '~/features/teams/team-paths';
import { countLabel } from '~/lib/count-label';
import { updateTeamInput } from '~/schemas/team';
import { api } from '~/utils/api';

import { DeleteTeamDialog } from './DeleteTeamDialog';
import { teamContentsText, type SystemTeam } from './team-contents';

const FIELDS = ['name', 'slug', 'description'] as const;

/** /system-admin/teams/{teamId}: rename a team, change its slug and description, or delete it. */
export function SystemTeamScreen({ teamId }: { teamId: string }) {
  const team = api.team.withCounts.useQuery({ teamId });
  return (
    <div className="mx-auto max-w-2xl">
      <BackLink href="/system-admin/teams" className="mb-4">
        Back to Teams
      </BackLink>
      {team.isPending ? (
        <LoadingScreen title="Team">Loading team...</LoadingScreen>
      ) : team.isError ? (
        <LoadFailed what="team" message={team.error.message} retry={team.refetch} />
      ) : (
        <TeamEditor team={team.data} />
      )}
    </div>
  );
}

function TeamEditor({ team }: { team: SystemTeam }) {
  const router = useRouter();
  const utils = api.useUtils();
  const update = api.team.update.useMutation();
  const [deleting, setDeleting] = useState(false);
  const { form, submit, busy, busyLabel } = useSaveForm({
    schema: updateTeamInput,
    values: { name: team.name, slug: team.slug, description: team.description ?? '' },
    fields: FIELDS,
    save: (values) => update.mutateAsync({ ...values, teamId: team.id }),
    succeeded: 'Team updated successfully!',
    failed: 'Error updating team',
    onSaved: async (values) => {
      form.reset(values);
      await Promise.all([utils.team.invalidate(), utils.stats.system.invalidate()]);
    },
  });
  const { errors, isDirty } = form.formState;

  return (
    <>
      <AdminPageHeader
        title={team.name}
        description={`${countLabel(team.counts.members, 'member')}; ${teamContentsText(team)}.`}
        actions={
          <ButtonLink href={teamMembersPath(team.slug)} variant="outline">
            Members and roles
          </ButtonLink>
        }
      />
      <Card>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <Field label="Team name" required error={errors.name?.message}>
            <Input {...form.register('name')} autoComplete="off" />
          </Field>
          <Field
            label="Slug"
            required
            hint="Used in the team's addresses. Links to the old one stop working."
            error={errors.slug?.message}
          >
            <Input {...form.register('slug')} />
          </Field>
          <Field label="Description" error={errors.description?.message}>
            <Textarea {...form.register('description')} rows={3} />
          </Field>
          <div className="flex flex-wrap justify-between gap-2">
            <Button variant="danger" onClick={() => setDeleting(true)}>
              <TrashIcon className="size-4" />
              Delete team
            </Button>
            <Button type="submit" disabled={busy || !isDirty}>
              {busy ? busyLabel : 'Save Team'}
            </Button>
          </div>
        </form>
      </Card>
      <DeleteTeamDialog
        team={deleting ? team : null}
        onClose={() => setDeleting(false)}
        onDeleted={async () => {
          await Promise.all([utils.team.invalidate(), utils.stats.system.invalidate()]);
          await router.push('/system-admin/teams');
        }}
      />
    </>
  );
}
