import { useState } from 'react';

import { TEAM_ROLE_LABELS } from '~/components/admin/team-roles';
import { Badge } from '~/components/ui/Badge';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { toast } from '~/components/ui/Toaster';
import { formatLongDate } from '~/lib/format-date';
import { api, type RouterOutputs } from '~/utils/api';

type Invitation = RouterOutputs['team']['invitations'][number];

/**
 * The team's invitations still waiting for an answer: the address, the role and when the link
 * stops working. Resend emails a new link (the old one stops working); Revoke asks first. Admins
 * handle members' invitations, owners everyone's.
 */
export function InvitationList({
  teamId,
  invitations,
  ownerPowers,
}: {
  teamId: string;
  invitations: readonly Invitation[];
  ownerPowers: boolean;
}) {
  const utils = api.useUtils();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const refresh = () => utils.team.invitations.invalidate({ teamId });
  const resend = api.team.resendInvitation.useMutation({
    onSuccess: (invitation) =>
      toast.success(`A new invitation was emailed to ${invitation.email}.`),
    meta: { failed: 'Could not send the invitation again' },
    onSettled: refresh,
  });
  const revoke = api.team.revokeInvitation.useMutation({
    onSuccess: () => {
      toast.success('Invitation revoked.');
      setRevoking(null);
    },
    meta: { failed: 'Could not revoke the invitation' },
    onSettled: refresh,
  });
  const mayHandle = (invitation: Invitation) => ownerPowers || invitation.role === 'member';

  return (
    <>
      <ul aria-label="Invitations" className="divide-y divide-slate-200 dark:divide-slate-800">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-4">
            <div className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium text-slate-900 dark:text-white">
                {invitation.email}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {TEAM_ROLE_LABELS[invitation.role]} ·{' '}
                {invitation.expired
                  ? `expired ${formatLongDate(invitation.expiresAt)}`
                  : `expires ${formatLongDate(invitation.expiresAt)}`}
              </span>
            </div>
            <Badge tone={invitation.expired ? 'amber' : 'blue'}>
              {invitation.expired ? 'Expired' : 'Invited'}
            </Badge>
            {mayHandle(invitation) && (
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resend.isPending}
                  onClick={() => resend.mutate({ teamId, invitationId: invitation.id })}
                  aria-label={`Resend the invitation to ${invitation.email}`}
                >
                  Resend
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setRevoking(invitation)}
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                >
                  Revoke
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this invitation?"
        description={
          revoking &&
          `The link emailed to ${revoking.email} will stop working. You can invite the address again later.`
        }
        confirmLabel="Revoke invitation"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate({ teamId, invitationId: revoking.id })}
        onCancel={() => setRevoking(null)}
      />
    </>
  );
}
