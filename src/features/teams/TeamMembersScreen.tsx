import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useState } from 'react';

import { BackLink } from '~/components/admin/BackLink';
import { AdminTitle } from '~/components/admin/layout/AdminTitle';
import { LoadingScreen } from '~/components/admin/LoadingState';
import { TEAM_ROLE_LABELS } from '~/components/admin/team-roles';
import { useViewer } from '~/components/admin/viewer';
import { SignOutIcon } from '~/components/ui/account-icons';
import { Alert } from '~/components/ui/Alert';
import { Badge } from '~/components/ui/Badge';
import { Button } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { EmptyState } from '~/components/ui/EmptyState';
import { UsersIcon } from '~/components/ui/icons';
import { Skeleton } from '~/components/ui/Skeleton';
import { toast } from '~/components/ui/Toaster';
import { api } from '~/utils/api';

import { InvitationList } from './InvitationList';
import { MemberList } from './MemberList';

// The form (zod, react-hook-form) loads after the page, for those who may add members.
const AddMemberForm = dynamic(
  () => import('./AddMemberForm').then((module) => module.AddMemberForm),
  { ssr: false, loading: () => <Skeleton className="h-16 w-full" /> },
);

function BackToTeams() {
  return <BackLink href="/teams">Back to Teams</BackLink>;
}

/** /teams/{slug}/members: who is in the team, with their roles; joining, leaving, roles, invitations. */
export function TeamMembersScreen({ slug }: { slug: string }) {
  const viewer = useViewer();
  const router = useRouter();
  const team = api.team.bySlug.useQuery({ slug }, { retry: false });
  const members = api.team.members.useQuery(
    { teamId: team.data?.id ?? '' },
    { enabled: team.isSuccess },
  );
  const role = team.data?.role ?? null;
  const ownerPowers = role === 'owner' || viewer.isSystemAdmin;
  const canManage = ownerPowers || role === 'admin';
  const invitations = api.team.invitations.useQuery(
    { teamId: team.data?.id ?? '' },
    { enabled: team.isSuccess && canManage },
  );
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const leave = api.team.leave.useMutation({
    onSuccess: async () => {
      toast.success(`You left ${team.data?.name}.`);
      await router.push('/teams');
    },
    onError: () => setConfirmingLeave(false),
    meta: { failed: 'Could not leave the team' },
  });

  if (team.isPending) {
    return <LoadingScreen title="Team Members" />;
  }
  if (team.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <AdminTitle title="Team not found" />
        <BackToTeams />
        <EmptyState icon={<UsersIcon />} title="Team not found" description={team.error.message} />
      </div>
    );
  }

  return (
    <>
      <AdminTitle title={`Members of ${team.data.name}`} />
      <header className="mb-8 flex flex-col gap-3">
        <BackToTeams />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-col gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              {team.data.name}
            </h1>
            <p className="flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
              Team members
              {role && <Badge tone="brand">You are {TEAM_ROLE_LABELS[role].toLowerCase()}</Badge>}
            </p>
          </div>
          {role && (
            <Button variant="outline" onClick={() => setConfirmingLeave(true)}>
              <SignOutIcon className="size-4" />
              Leave team
            </Button>
          )}
        </div>
      </header>
      <div className="flex flex-col gap-6">
        {canManage && (
          <Card>
            <h2 className="mb-4 text-base font-semibold text-slate-900 dark:text-white">
              Add a member
            </h2>
            <AddMemberForm teamId={team.data.id} ownerPowers={ownerPowers} />
          </Card>
        )}
        <Card>
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">
            Members{members.data && ` (${members.data.length})`}
          </h2>
          {members.isPending ? (
            <p role="status" className="py-6 text-slate-600 dark:text-slate-400">
              Loading...
            </p>
          ) : members.isError ? (
            <Alert tone="error" className="mt-4">
              The members could not be loaded: {members.error.message}
            </Alert>
          ) : (
            <MemberList
              teamId={team.data.id}
              members={members.data}
              canManage={canManage}
              ownerPowers={ownerPowers}
            />
          )}
        </Card>
        {invitations.data && invitations.data.length > 0 && (
          <Card>
            <h2 className="text-base font-semibold text-slate-900 dark:text-white">
              Invited ({invitations.data.length})
            </h2>
            <InvitationList
              teamId={team.data.id}
              invitations={invitations.data}
              ownerPowers={ownerPowers}
            />
          </Card>
        )}
      </div>
      <ConfirmDialog
        open={confirmingLeave}
        title="Leave this team?"
        description={`You will no longer see or change the content of ${team.data.name}. A team owner can add you again.`}
        confirmLabel="Leave team"
        busyLabel="Leaving..."
        busy={leave.isPending}
        onConfirm={() => leave.mutate({ teamId: team.data.id })}
        onCancel={() => setConfirmingLeave(false)}
      />
    </>
  );
}
