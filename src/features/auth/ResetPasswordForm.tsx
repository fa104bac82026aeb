import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { PASSWORD_MAX_LENGTH } from '~/schemas/auth-limits';

import { resetPassword, type ResetPasswordField } from './account-links';
import { NewPasswordField, PasswordField } from './CredentialFields';
import { useAuthForm } from './use-auth-form';

const ADMIN_HOME = '/admin';

/**
 * Sets a new password with an emailed link, then signs in with it. The server checks that both
 * fields match and ends the account's other sessions.
 */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { busy, error, fieldErrors, onSubmit } = useAuthForm<ResetPasswordField>(ADMIN_HOME);
  const submit = onSubmit((field) => {
    const input = {
      token,
      newPassword: field('newPassword'),
      confirmPassword: field('confirmPassword'),
    };
    return {
      before: () => resetPassword(input),
      email,
      password: input.newPassword,
      signInFailed: (message) => `Your password was changed, but signing in failed: ${message}`,
    };
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <NewPasswordField
        id="new-password"
        name="newPassword"
        label="New password"
        error={fieldErrors.errors.newPassword}
        onInput={() => fieldErrors.clear('newPassword')}
      />
      <PasswordField
        id="confirm-password"
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        error={fieldErrors.errors.confirmPassword}
        onInput={() => fieldErrors.clear('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Saving password...' : 'Set New Password'}
      </Button>
    </form>
  );
}
