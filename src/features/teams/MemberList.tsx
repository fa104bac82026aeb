import { useState } from 'react';

import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { IconButton } from '~/components/admin/IconButton';
import { TrashIcon } from '~/components/admin/icons';
import { TEAM_ROLE_LABELS } from '~/components/admin/team-roles';
import { useViewer } from '~/components/admin/viewer';
import { Badge } from '~/components/ui/Badge';
import { toast } from '~/components/ui/Toaster';
import { formatLongDate } from '~/lib/format-date';
import { teamRoles } from '~/schemas/team';
import { api, type RouterOutputs } from '~/utils/api';

type Member = RouterOutputs['team']['members'][number];
type TeamRole = Member['role'];

/**
 * The team's members with their roles. Owners (and system admins) change roles; admins remove
 * members and owners remove anyone. The server holds the rules (a team keeps an owner) and its
 * refusals are shown as they come.
 */
export function MemberList({
  teamId,
  members,
  canManage,
  ownerPowers,
}: {
  teamId: string;
  members: readonly Member[];
  canManage: boolean;
  ownerPowers: boolean;
}) {
  const viewer = useViewer();
  const utils = api.useUtils();
  const [removing, setRemoving] = useState<Member | null>(null);
  const refresh = () => utils.team.members.invalidate({ teamId });
  const changeRole = api.team.changeRole.useMutation({
    onSuccess: (member) =>
      toast.success(`${member.fullName} is now ${TEAM_ROLE_LABELS[member.role].toLowerCase()}.`),
    meta: { failed: 'Could not change the role' },
    onSettled: refresh,
  });
  const remove = api.team.removeMember.useMutation({ onSuccess: refresh });

  const mayRemove = (member: Member) =>
    member.userId !== viewer.id && (ownerPowers || (canManage && member.role === 'member'));

  return (
    <>
      <ul aria-label="Members" className="divide-y divide-slate-200 dark:divide-slate-800">
        {members.map((member) => (
          <li key={member.userId} className="flex flex-wrap items-center gap-3 py-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-200"
            >
              {member.fullName.slice(0, 1).toUpperCase()}
            </span>
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium text-slate-900 dark:text-white">
                {member.fullName}
                {member.userId === viewer.id && (
                  <span className="text-slate-500 dark:text-slate-400"> (you)</span>
                )}
              </span>
              <span className="truncate text-sm text-slate-600 dark:text-slate-400">
                {member.email} · joined {formatLongDate(member.joinedAt)}
              </span>
            </div>
            {ownerPowers ? (
              <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                <span className="sr-only">Role of {member.fullName}</span>
                <select
                  value={member.role}
                  disabled={changeRole.isPending}
                  onChange={(event) =>
                    changeRole.mutate({
                      teamId,
                      userId: member.userId,
                      role: event.target.value as TeamRole,
                    })
                  }
                  className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
                >
                  {teamRoles.map((role) => (
                    <option key={role} value={role}>
                      {TEAM_ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <Badge tone={member.role === 'member' ? 'neutral' : 'brand'}>
                {TEAM_ROLE_LABELS[member.role]}
              </Badge>
            )}
            {mayRemove(member) && (
              <IconButton
                label={`Remove ${member.fullName} from the team`}
                onClick={() => setRemoving(member)}
                danger
              >
                <TrashIcon className="size-4" />
              </IconButton>
            )}
          </li>
        ))}
      </ul>
      <DeleteDialog
        target={removing}
        title="Remove this member?"
        describe={(member) => (
          <>
            {member.fullName} ({member.email}) will no longer see or change this team&apos;s
            content. Their account stays; they can be added again later.
          </>
        )}
        confirmLabel="Remove member"
        remove={(member) => remove.mutateAsync({ teamId, userId: member.userId })}
        succeeded="Member removed."
        failed="Could not remove the member"
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
