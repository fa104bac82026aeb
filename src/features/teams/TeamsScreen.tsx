import { useRouter } from 'next/router';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { useCurrentTeam } from '~/components/admin/current-team';
import { PlusIcon } from '~/components/admin/icons';
import { TEAM_ROLE_LABELS } from '~/components/admin/team-roles';
import { useViewer } from '~/components/admin/viewer';
import { Badge } from '~/components/ui/Badge';
import { Button, ButtonLink } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { EmptyState } from '~/components/ui/EmptyState';
import { UsersIcon } from '~/components/ui/icons';

import { teamMembersPath } from './team-paths';

/** /teams: the viewer's teams with their role in each, and the way to create one. */
export function TeamsScreen() {
  const viewer = useViewer();
  const router = useRouter();
  const { current, chooseTeam } = useCurrentTeam();
  const createButton = (
    <ButtonLink href="/teams/create">
      <PlusIcon className="size-4" />
      Create Team
    </ButtonLink>
  );
  return (
    <>
      <AdminPageHeader
        title="Teams"
        description="The teams you belong to. Content always belongs to a team."
        actions={createButton}
      />
      {viewer.teams.length === 0 ? (
        <EmptyState
          icon={<UsersIcon />}
          title="You are not in a team yet"
          description="Create a team to start publishing, or ask a team owner to add you by your email address."
          action={createButton}
        />
      ) : (
        <ul aria-label="Your teams" className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {viewer.teams.map((team) => (
            <Card as="li" key={team.id} className="flex flex-col gap-3">
              <div className="flex items-start justify-between gap-3">
                <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
                  {team.name}
                </h2>
                <Badge tone={team.role === 'member' ? 'neutral' : 'brand'}>
                  {TEAM_ROLE_LABELS[team.role]}
                </Badge>
              </div>
              {team.description && (
                <p className="text-sm text-slate-600 dark:text-slate-400">{team.description}</p>
              )}
              {current.team?.id === team.id && (
                <p className="text-sm font-medium text-brand-700 dark:text-brand-300">
                  The team you are working on
                </p>
              )}
              <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
                <ButtonLink
                  href={teamMembersPath(team.slug)}
                  variant="outline"
                  size="sm"
                  aria-label={`Members of ${team.name}`}
                >
                  <UsersIcon className="size-4" />
                  Members
                </ButtonLink>
                <Button
                  size="sm"
                  aria-label={`Manage content of ${team.name}`}
                  onClick={() => {
                    chooseTeam(team.id);
                    void router.push('/admin');
                  }}
                >
                  Manage content
                </Button>
              </div>
            </Card>
          ))}
        </ul>
      )}
    </>
  );
}
