import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { FORGOT_PASSWORD_PATH } from '~/lib/return-path';

import { AuthSwitchLink } from './AuthLayout';
import { EmailField, PasswordField } from './CredentialFields';
import { useAuthForm } from './use-auth-form';

/** After signing in, the visitor goes on to `returnTo` (a same-site path). */
export function SignInForm({ returnTo }: { returnTo: string }) {
  const { busy, error, fieldErrors, onSubmit } = useAuthForm<'email' | 'password'>(returnTo);
  const submit = onSubmit((field) => ({
    email: field('email'),
    password: field('password'),
  }));

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <EmailField error={fieldErrors.errors.email} onInput={() => fieldErrors.clear('email')} />
      <PasswordField
        id="sign-in-password"
        autoComplete="current-password"
        error={fieldErrors.errors.password}
        onInput={() => fieldErrors.clear('password')}
      />
      <p className="-mt-2 text-right text-sm">
        <AuthSwitchLink href={FORGOT_PASSWORD_PATH}>Forgot password?</AuthSwitchLink>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
