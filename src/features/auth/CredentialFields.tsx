import { useState, type ReactNode } from 'react';

import { EyeIcon, EyeOffIcon } from '~/components/ui/account-icons';
import { Field, Input } from '~/components/ui/Field';
import {
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '~/schemas/auth-limits';

import { PASSWORD_RULES } from './sign-up';

/** The email field of the sign-in and sign-up forms. */
export function EmailField({ error, onInput }: { error?: string; onInput: () => void }) {
  return (
    <Field label="Email" error={error}>
      <Input
        name="email"
        type="email"
        required
        autoComplete="email"
        placeholder="you@example.com"
        onInput={onInput}
      />
    </Field>
  );
}

/** A password field of the auth forms, with a show/hide toggle. */
export function PasswordField({
  id,
  name = 'password',
  label = 'Password',
  error,
  hint,
  autoComplete,
  minLength,
  maxLength,
  onInput,
}: {
  /** The input's id, which the toggle names as the control it changes. */
  id: string;
  name?: string;
  label?: string;
  error?: string;
  hint?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  minLength?: number;
  maxLength?: number;
  onInput: () => void;
}) {
  const [shown, setShown] = useState(false);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <Input
          name={name}
          type={shown ? 'text' : 'password'}
          required
          autoComplete={autoComplete}
          minLength={minLength}
          maxLength={maxLength}
          className="pr-11"
          onInput={onInput}
        />
        <button
          type="button"
          onClick={() => setShown((wasShown) => !wasShown)}
          aria-label={shown ? 'Hide password' : 'Show password'}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </Field>
  );
}

/** A password being chosen: the rules beside it and its length bounds on the input. */
export function NewPasswordField(
  props: Pick<Parameters<typeof PasswordField>[0], 'id' | 'name' | 'label' | 'error' | 'onInput'>,
) {
  return (
    <PasswordField
      autoComplete="new-password"
      hint={PASSWORD_RULES}
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={PASSWORD_MAX_LENGTH}
      {...props}
    />
  );
}

type AccountField = 'fullName' | 'email' | 'password';

/** The fields of a new account (sign-up, the first administrator): name, email, new password. */
export function NewAccountFields({
  passwordId,
  fieldErrors,
}: {
  passwordId: string;
  fieldErrors: {
    errors: Partial<Record<AccountField, string>>;
    clear(name: AccountField): void;
  };
}) {
  return (
    <>
      <Field label="Full name" error={fieldErrors.errors.fullName}>
        <Input
          name="fullName"
          required
          maxLength={FULL_NAME_MAX_LENGTH}
          autoComplete="name"
          onInput={() => fieldErrors.clear('fullName')}
        />
      </Field>
      <EmailField error={fieldErrors.errors.email} onInput={() => fieldErrors.clear('email')} />
      <NewPasswordField
        id={passwordId}
        error={fieldErrors.errors.password}
        onInput={() => fieldErrors.clear('password')}
      />
    </>
  );
}
