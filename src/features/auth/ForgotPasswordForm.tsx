import { useState, type FormEvent } from 'react';

import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';

import { requestResetLink, RESET_LINK_SENT, type ResetRequestField } from './account-links';
import { EmailField } from './CredentialFields';
import { useFieldErrors } from './use-field-errors';

/**
 * Asks for a reset link. The answer is the same for every address (the server tells nobody
 * which have an account); only a limit or a bad address is refused.
 */
export function ForgotPasswordForm() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const fieldErrors = useFieldErrors<ResetRequestField>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!fieldErrors.validate(form)) return;
    const email = new FormData(form).get('email');
    setError(null);
    setBusy(true);
    const outcome = await requestResetLink({ email: typeof email === 'string' ? email : '' });
    setBusy(false);
    if (outcome.ok) {
      setSent(true);
      return;
    }
    fieldErrors.show(form, outcome.fieldErrors);
    setError(outcome.message);
  }

  if (sent) return <Alert tone="success">{RESET_LINK_SENT}</Alert>;
  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <EmailField error={fieldErrors.errors.email} onInput={() => fieldErrors.clear('email')} />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
