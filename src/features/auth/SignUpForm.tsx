import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';

import { NewAccountFields } from './CredentialFields';
import { createAccount, type SignUpField } from './sign-up';
import { useAuthForm } from './use-auth-form';

/**
 * Creates the account, signs in with the same credentials and goes on to `returnTo` (a
 * same-site path). The browser checks the fields first; the server's verdict on a field (a taken
 * email, a name of only spaces) appears beside it, anything else in the alert.
 */
export function SignUpForm({ returnTo }: { returnTo: string }) {
  const { busy, error, fieldErrors, onSubmit } = useAuthForm<SignUpField>(returnTo);
  const submit = onSubmit((field) => {
    const input = {
      fullName: field('fullName'),
      email: field('email'),
      password: field('password'),
    };
    return {
      before: () => createAccount(input),
      email: input.email,
      password: input.password,
      signInFailed: (message) => `Your account was created, but signing in failed: ${message}`,
    };
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <NewAccountFields passwordId="sign-up-password" fieldErrors={fieldErrors} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
