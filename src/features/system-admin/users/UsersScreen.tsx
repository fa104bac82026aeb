import { useState } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { messageOf } from '~/components/admin/forms/server-errors';
import { PlusIcon, UserIcon } from '~/components/admin/icons';
import { PagedList } from '~/components/admin/list/PagedList';
import { nextPageByCursor, useListSearch } from '~/components/admin/list/use-list-search';
import { useViewer } from '~/components/admin/viewer';
import { Badge } from '~/components/ui/Badge';
import { Button } from '~/components/ui/Button';
import { Card } from '~/components/ui/Card';
import { ConfirmDialog } from '~/components/ui/ConfirmDialog';
import { EmptyState } from '~/components/ui/EmptyState';
import { toast } from '~/components/ui/Toaster';
import { formatLongDate } from '~/lib/format-date';
import { api } from '~/utils/api';

import { SearchField } from '../SearchField';
import { ACCOUNT_ACTIONS, actionsFor, type Account, type AccountAction } from './account-actions';
import { NewUserDialog } from './NewUserDialog';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

/** /system-admin/users: every account, its teams and roles, and what a system admin does to it. */
export function UsersScreen() {
  const viewer = useViewer();
  const { search, setSearch, page } = useListSearch();
  const query = api.user.list.useInfiniteQuery(page, nextPageByCursor);
  const utils = api.useUtils();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<{ action: AccountAction; account: Account } | null>(null);
  const [temporary, setTemporary] = useState<{ name: string; password: string } | null>(null);
  const resetPassword = api.user.resetPassword.useMutation();
  const setSystemAdmin = api.user.setSystemAdmin.useMutation();
  const setDisabled = api.user.setDisabled.useMutation();
  const busy = resetPassword.isPending || setSystemAdmin.isPending || setDisabled.isPending;

  async function run({ action, account }: { action: AccountAction; account: Account }) {
    const userId = account.id;
    const { succeeded, failed } = ACCOUNT_ACTIONS[action];
    try {
      if (action === 'resetPassword') {
        const { temporaryPassword } = await resetPassword.mutateAsync({ userId });
        setTemporary({ name: account.fullName, password: temporaryPassword });
      } else if (action === 'grant' || action === 'revoke') {
        await setSystemAdmin.mutateAsync({ userId, systemAdmin: action === 'grant' });
      } else {
        await setDisabled.mutateAsync({ userId, disabled: action === 'disable' });
      }
      toast.success(succeeded);
    } catch (error) {
      toast.error(failed, { description: messageOf(error) });
    }
    setPending(null);
    await utils.user.list.invalidate();
  }

  const confirming = pending && ACCOUNT_ACTIONS[pending.action];
  return (
    <>
      <AdminPageHeader
        title="Users"
        description="Every account, its teams and roles."
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon className="size-4" />
            New User
          </Button>
        }
      />
      <div className="mb-6">
        <SearchField
          label="Search users"
          value={search}
          onChange={setSearch}
          placeholder="Name or email"
        />
      </div>
      <PagedList
        query={query}
        layout="cards"
        noun="users"
        label="Users"
        empty={
          <EmptyState
            icon={<UserIcon />}
            title="No users match"
            description="Try another name or email address."
          />
        }
      >
        {(account) => (
          <Card as="li" key={account.id} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-base font-semibold text-slate-900 dark:text-white">
                {account.fullName}
              </h2>
              {account.isSystemAdmin && <Badge tone="purple">System admin</Badge>}
              {account.disabledAt && <Badge tone="red">Disabled</Badge>}
              {account.mustChangePassword && <Badge tone="amber">Must change password</Badge>}
              {account.id === viewer.id && <Badge tone="brand">You</Badge>}
            </div>
            <p className="text-sm wrap-anywhere text-slate-700 dark:text-slate-300">
              {account.email} · joined {formatLongDate(account.createdAt)}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {account.teams.length === 0
                ? 'In no team.'
                : account.teams.map((team) => `${team.name} (${team.role})`).join(', ')}
            </p>
            <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
              {actionsFor(account, viewer.id).map((action) => (
                <Button
                  key={action}
                  variant={ACCOUNT_ACTIONS[action].tone === 'danger' ? 'outline' : 'secondary'}
                  size="sm"
                  onClick={() => setPending({ action, account })}
                  aria-label={`${ACCOUNT_ACTIONS[action].label}: ${account.fullName}`}
                >
                  {ACCOUNT_ACTIONS[action].label}
                </Button>
              ))}
            </div>
          </Card>
        )}
      </PagedList>
      {creating && (
        <NewUserDialog onClose={() => setCreating(false)} onTemporaryPassword={setTemporary} />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={confirming?.title ?? ''}
        description={pending && confirming?.describe(pending.account)}
        confirmLabel={confirming?.confirmLabel ?? ''}
        tone={confirming?.tone}
        busy={busy}
        busyLabel="Saving..."
        onConfirm={() => pending && void run(pending)}
        onCancel={() => setPending(null)}
      />
      <TemporaryPasswordDialog shown={temporary} onClose={() => setTemporary(null)} />
    </>
  );
}
