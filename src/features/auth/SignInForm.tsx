import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';

import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Field, Input } from '~/components/ui/Field';
import { EyeIcon, EyeOffIcon } from '~/components/ui/icons';

import { signInWithCredentials } from './sign-in';
import { refreshSession } from './use-session';

const PASSWORD_ID = 'sign-in-password';

type FieldErrors = Partial<Record<'email' | 'password', string>>;

/**
 * The browser's own constraint validation (required, type=email) shown beside each field: no
 * form or schema library on this public page (first-load budget); the server validates again.
 */
function invalidFields(form: HTMLFormElement): FieldErrors {
  const errors: FieldErrors = {};
  for (const input of form.querySelectorAll('input')) {
    if (!input.validity.valid) errors[input.name as keyof FieldErrors] = input.validationMessage;
  }
  return errors;
}

export function SignInForm() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [showPassword, setShowPassword] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const invalid = invalidFields(form);
    setFieldErrors(invalid);
    if (Object.keys(invalid).length > 0) {
      form.querySelector<HTMLInputElement>('input:invalid')?.focus();
      return;
    }
    const data = new FormData(form);
    setError(null);
    setBusy(true);
    const outcome = await signInWithCredentials(
      String(data.get('email')),
      String(data.get('password')),
    );
    if (outcome.ok) {
      await refreshSession();
      await router.replace('/');
      return;
    }
    setError(outcome.message);
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <Field label="Email" error={fieldErrors.email}>
        <Input
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          onInput={() => setFieldErrors(({ email: _cleared, ...rest }) => rest)}
        />
      </Field>
      <Field id={PASSWORD_ID} label="Password" error={fieldErrors.password}>
        <div className="relative">
          <Input
            name="password"
            type={showPassword ? 'text' : 'password'}
            required
            autoComplete="current-password"
            className="pr-11"
            onInput={() => setFieldErrors(({ password: _cleared, ...rest }) => rest)}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            aria-controls={PASSWORD_ID}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
          >
            {showPassword ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
