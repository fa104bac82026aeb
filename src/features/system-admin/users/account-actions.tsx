import type { ReactNode } from 'react';

import type { RouterOutputs } from '~/utils/api';

export type Account = RouterOutputs['user']['list']['items'][number];

export type AccountAction = 'resetPassword' | 'grant' | 'revoke' | 'disable' | 'enable';

/** What each action on an account asks before it runs, and what it says after. */
export const ACCOUNT_ACTIONS: Record<
  AccountAction,
  {
    /** The button on the account's card. */
    label: string;
    title: string;
    describe: (account: Account) => ReactNode;
    confirmLabel: string;
    tone: 'danger' | 'primary';
    succeeded: string;
    failed: string;
  }
> = {
  resetPassword: {
    label: 'Reset password',
    title: 'Reset the password?',
    describe: (account) => (
      <>
        {account.fullName} gets a temporary password, shown to you once, and must choose their own
        at the next sign-in. Their open sessions end now.
      </>
    ),
    confirmLabel: 'Reset password',
    tone: 'danger',
    succeeded: 'Password reset.',
    failed: 'Error resetting password',
  },
  grant: {
    label: 'Make system admin',
    title: 'Make a system administrator?',
    describe: (account) => (
      <>{account.fullName} will run the whole site: every team, every account, the audit log.</>
    ),
    confirmLabel: 'Make system admin',
    tone: 'primary',
    succeeded: 'System admin role granted.',
    failed: 'Error granting the role',
  },
  revoke: {
    label: 'Revoke system admin',
    title: 'Revoke the system admin role?',
    describe: (account) => (
      <>{account.fullName} keeps their account and teams, but no longer runs the site.</>
    ),
    confirmLabel: 'Revoke role',
    tone: 'danger',
    succeeded: 'System admin role revoked.',
    failed: 'Error revoking the role',
  },
  disable: {
    label: 'Disable',
    title: 'Disable this account?',
    describe: (account) => (
      <>
        {account.fullName} can no longer sign in, and their open sessions end now. Their content
        stays. You can enable the account again.
      </>
    ),
    confirmLabel: 'Disable account',
    tone: 'danger',
    succeeded: 'Account disabled.',
    failed: 'Error disabling account',
  },
  enable: {
    label: 'Enable',
    title: 'Enable this account?',
    describe: (account) => <>{account.fullName} can sign in again.</>,
    confirmLabel: 'Enable account',
    tone: 'primary',
    succeeded: 'Account enabled.',
    failed: 'Error enabling account',
  },
};

/** The actions offered on an account: nobody revokes or disables themselves. */
export function actionsFor(account: Account, viewerId: string): AccountAction[] {
  const self = account.id === viewerId;
  const actions: AccountAction[] = ['resetPassword'];
  if (!account.isSystemAdmin) actions.push('grant');
  else if (!self) actions.push('revoke');
  if (account.disabledAt) actions.push('enable');
  else if (!self) actions.push('disable');
  return actions;
}
