import dynamic from 'next/dynamic';
import { useState } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { useCurrentTeam } from '~/components/admin/current-team';
import { DeleteDialog } from '~/components/admin/DeleteDialog';
import { messageOf } from '~/components/admin/forms/server-errors';
import { LinkIcon, PlusIcon } from '~/components/admin/icons';
import { LoadFailed } from '~/components/admin/LoadFailed';
import { LoadingState } from '~/components/admin/LoadingState';
import { NoTeamSelected } from '~/components/admin/NoTeamSelected';
import { ShownOnceDialog } from '~/components/admin/ShownOnceDialog';
import { useTeamPermissions } from '~/components/admin/use-team-permissions';
import { useViewer } from '~/components/admin/viewer';
import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { EmptyState } from '~/components/ui/EmptyState';
import { toast } from '~/components/ui/Toaster';
import { api } from '~/utils/api';

import { DeliveryLogDialog } from './DeliveryLogDialog';
import type { AdminWebhook } from './webhook-labels';
import { WebhookCard } from './WebhookCard';

// The form (zod, react-hook-form) loads when the dialog first opens.
const WebhookFormDialog = dynamic(
  () => import('./WebhookFormDialog').then((module) => module.WebhookFormDialog),
  { ssr: false },
);

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; webhook: AdminWebhook };

/** /admin/webhooks: where the current team's events are posted, and each endpoint's log. */
export function WebhooksAdminScreen() {
  const viewer = useViewer();
  const { current } = useCurrentTeam();
  const { canEdit } = useTeamPermissions(current.team?.id);
  const teamId = current.team?.id ?? '';
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AdminWebhook | null>(null);
  const [rotating, setRotating] = useState<AdminWebhook | null>(null);
  const [logOf, setLogOf] = useState<AdminWebhook | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const utils = api.useUtils();
  const list = api.webhook.list.useQuery(
    { teamId },
    { enabled: current.status === 'chosen' && canEdit },
  );
  const setEnabled = api.webhook.setEnabled.useMutation({
    onSuccess: () => utils.webhook.list.invalidate(),
  });
  const rotate = api.webhook.rotateSecret.useMutation();
  const remove = api.webhook.delete.useMutation({
    onSuccess: () => utils.webhook.list.invalidate(),
  });

  const addButton = (label: string) =>
    canEdit && (
      <Button onClick={() => setEditing({ mode: 'create' })}>
        <PlusIcon className="size-4" />
        {label}
      </Button>
    );

  async function toggle(webhook: AdminWebhook) {
    const enabled = !webhook.enabled;
    try {
      await setEnabled.mutateAsync({ teamId, id: webhook.id, enabled });
      toast.success(enabled ? 'Webhook turned on' : 'Webhook turned off');
    } catch (error) {
      toast.error('Error changing the webhook', { description: messageOf(error) });
    }
  }

  async function rotateSecret(webhook: AdminWebhook) {
    try {
      const rotated = await rotate.mutateAsync({ teamId, id: webhook.id });
      setRotating(null);
      setSecret(rotated.secret);
    } catch (error) {
      toast.error('Error making a new secret', { description: messageOf(error) });
    }
  }

  function body() {
    if (current.status === 'none') return <NoTeamSelected isSystemAdmin={viewer.isSystemAdmin} />;
    if (!canEdit) {
      return <Alert>Only team admins and owners can manage webhooks.</Alert>;
    }
    if (list.isPending) return <LoadingState>Loading webhooks...</LoadingState>;
    if (list.isError) {
      return <LoadFailed what="webhooks" message={list.error.message} retry={list.refetch} />;
    }
    if (list.data.length === 0) {
      return (
        <EmptyState
          icon={<LinkIcon />}
          title="No webhooks yet"
          description="Post this team's new series items, blog posts and projects to Discord, Slack or your own service."
          action={addButton('Add Webhook')}
        />
      );
    }
    return (
      <ul aria-label="Webhooks" className="grid gap-5 lg:grid-cols-2">
        {list.data.map((webhook) => (
          <WebhookCard
            key={webhook.id}
            webhook={webhook}
            canChangeSettings={viewer.isSystemAdmin || !webhook.events.includes('contact.received')}
            onEdit={() => setEditing({ mode: 'edit', webhook })}
            onToggle={() => void toggle(webhook)}
            onRotate={() => setRotating(webhook)}
            onDelete={() => setDeleting(webhook)}
            onShowLog={() => setLogOf(webhook)}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Webhooks"
        description={
          current.team ? `Where the events of ${current.team.name} are posted.` : undefined
        }
        actions={list.data && list.data.length > 0 && addButton('Add Webhook')}
      />
      {body()}
      {canEdit && (
        <>
          {editing.mode !== 'closed' && (
            <WebhookFormDialog
              teamId={teamId}
              webhook={editing.mode === 'edit' ? editing.webhook : null}
              onCreated={setSecret}
              onClose={() => setEditing({ mode: 'closed' })}
            />
          )}
          <ShownOnceDialog
            value={secret}
            title="Signing secret"
            description="Store it now: it is not shown again. Receivers check each call's signature with it."
            onClose={() => setSecret(null)}
          />
          <ConfirmDialog
            open={rotating !== null}
            title="Make a new secret?"
            description="The current secret stops working at once: give the new one to the receiver."
            confirmLabel="Make a new secret"
            busyLabel="Making..."
            busy={rotate.isPending}
            onConfirm={() => rotating && void rotateSecret(rotating)}
            onCancel={() => setRotating(null)}
          />
          <DeleteDialog
            target={deleting}
            title="Delete this webhook?"
            describe={(doomed) => (
              <>
                Events will no longer be posted to {new URL(doomed.url).host}, and its delivery log
                is deleted with it. This cannot be undone.
              </>
            )}
            confirmLabel="Delete webhook"
            remove={(doomed) => remove.mutateAsync({ teamId, id: doomed.id })}
            succeeded="Webhook deleted"
            failed="Error deleting webhook"
            onClose={() => setDeleting(null)}
          />
          <DeliveryLogDialog teamId={teamId} webhook={logOf} onClose={() => setLogOf(null)} />
        </>
      )}
    </>
  );
}
