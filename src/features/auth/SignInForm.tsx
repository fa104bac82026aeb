import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';

import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';

import { EmailField, PasswordField } from './CredentialFields';
import { signInWithCredentials } from './sign-in';
import { useFieldErrors } from './use-field-errors';
import { refreshSession } from './use-session';

/** After signing in, the visitor goes on to `returnTo` (a same-site path). */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldErrors = useFieldErrors<'email' | 'password'>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!fieldErrors.validate(form)) return;
    const data = new FormData(form);
    setError(null);
    setBusy(true);
    const outcome = await signInWithCredentials(
      String(data.get('email')),
      String(data.get('password')),
    );
    if (outcome.ok) {
      await refreshSession();
      await router.replace(returnTo);
      return;
    }
    setError(outcome.message);
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <EmailField error={fieldErrors.errors.email} onInput={() => fieldErrors.clear('email')} />
      <PasswordField
        id="sign-in-password"
        autoComplete="current-password"
        error={fieldErrors.errors.password}
        onInput={() => fieldErrors.clear('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
