import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';

import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '~/schemas/auth-limits';

import { changeOwnPassword, type ChangePasswordField } from './change-password';
import { PasswordField } from './CredentialFields';
import { signInWithCredentials } from './sign-in';
import { PASSWORD_RULES } from './sign-up';
import { useFieldErrors } from './use-field-errors';
import { refreshSession } from './use-session';

/**
 * Replaces the signed-in user's password. The change ends every session of the account, so the
 * form signs in again with the new password and goes on to `returnTo`.
 */
export function ChangePasswordForm({ email, returnTo }: { email: string; returnTo: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldErrors = useFieldErrors<ChangePasswordField>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!fieldErrors.validate(form)) return;
    const data = new FormData(form);
    const input = {
      currentPassword: String(data.get('currentPassword')),
      newPassword: String(data.get('newPassword')),
    };
    setError(null);
    setBusy(true);
    const changed = await changeOwnPassword(input);
    if (!changed.ok) {
      fieldErrors.show(form, changed.fieldErrors);
      setError(changed.message);
      setBusy(false);
      return;
    }
    const signedIn = await signInWithCredentials(email, input.newPassword);
    if (signedIn.ok) {
      await refreshSession();
      await router.replace(returnTo);
      return;
    }
    setError(`Your password was changed, but signing in again failed: ${signedIn.message}`);
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <PasswordField
        id="current-password"
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        error={fieldErrors.errors.currentPassword}
        onInput={() => fieldErrors.clear('currentPassword')}
      />
      <PasswordField
        id="new-password"
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_RULES}
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        error={fieldErrors.errors.newPassword}
        onInput={() => fieldErrors.clear('newPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Changing password...' : 'Change Password'}
      </Button>
    </form>
  );
}
