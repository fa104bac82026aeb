import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';

import { changeOwnPassword, type ChangePasswordField } from './change-password';
import { NewPasswordField, PasswordField } from './CredentialFields';
import { useAuthForm } from './use-auth-form';

/**
 * Replaces the signed-in user's password. The change ends every session of the account, so the
 * form signs in again with the new password and goes on to `returnTo`.
 */
export function ChangePasswordForm({ email, returnTo }: { email: string; returnTo: string }) {
  const { busy, error, fieldErrors, onSubmit } = useAuthForm<ChangePasswordField>(returnTo);
  const submit = onSubmit((field) => {
    const input = {
      currentPassword: field('currentPassword'),
      newPassword: field('newPassword'),
    };
    return {
      before: () => changeOwnPassword(input),
      email,
      password: input.newPassword,
      signInFailed: (message) =>
        `Your password was changed, but signing in again failed: ${message}`,
    };
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <PasswordField
        id="current-password"
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        error={fieldErrors.errors.currentPassword}
        onInput={() => fieldErrors.clear('currentPassword')}
      />
      <NewPasswordField
        id="new-password"
        name="newPassword"
        label="New password"
        error={fieldErrors.errors.newPassword}
        onInput={() => fieldErrors.clear('newPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Changing password...' : 'Change Password'}
      </Button>
    </form>
  );
}
