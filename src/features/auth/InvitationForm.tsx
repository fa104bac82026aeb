import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Field, Input } from '~/components/ui/Field';
import { FULL_NAME_MAX_LENGTH } from '~/schemas/auth-limits';

import { acceptInvitation, type AcceptInvitationField } from './account-links';
import { NewPasswordField } from './CredentialFields';
import { useAuthForm } from './use-auth-form';

const ADMIN_HOME = '/admin';

/**
 * Accepts an invitation: the person's name and password open the account of the invited
 * address, which joins the team; then it signs in and goes to the admin area.
 */
export function InvitationForm({ token, email }: { token: string; email: string }) {
  const { busy, error, fieldErrors, onSubmit } = useAuthForm<AcceptInvitationField>(ADMIN_HOME);
  const submit = onSubmit((field) => {
    const input = { token, fullName: field('fullName'), password: field('password') };
    return {
      before: () => acceptInvitation(input),
      email,
      password: input.password,
      signInFailed: (message) => `Your account was created, but signing in failed: ${message}`,
    };
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <Field label="Email" hint="The invited address; sign in with it.">
        <Input name="email" type="email" value={email} readOnly autoComplete="username" />
      </Field>
      <Field label="Full name" error={fieldErrors.errors.fullName}>
        <Input
          name="fullName"
          required
          maxLength={FULL_NAME_MAX_LENGTH}
          autoComplete="name"
          onInput={() => fieldErrors.clear('fullName')}
        />
      </Field>
      <NewPasswordField
        id="invitation-password"
        error={fieldErrors.errors.password}
        onInput={() => fieldErrors.clear('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Joining...' : 'Join the Team'}
      </Button>
    </form>
  );
}
