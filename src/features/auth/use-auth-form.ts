import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';

import { refreshSession } from '~/components/session/use-session';

import type { FormOutcome } from './post-form';
import { signInWithCredentials } from './sign-in';
import { useFieldErrors } from './use-field-errors';

/** What one submission of an auth form does, read from the form's data. */
export interface AuthFormSteps<Field extends string> {
  /** A call to make first (create the account, change the password); its refusals are shown. */
  before?: () => Promise<FormOutcome<Field>>;
  /** The credentials to sign in with afterwards. */
  email: string;
  password: string;
  /** The alert when that sign-in fails, from its message. */
  signInFailed?: (message: string) => string;
}

/**
 * The state and submission of the sign-in, sign-up and change-password forms: the browser's own
 * checks, then the form's call, then a sign-in with the credentials, then on to `returnTo` (a
 * same-site path). A refused field shows beside it, anything else in the alert.
 */
export function useAuthForm<Field extends string>(returnTo: string) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldErrors = useFieldErrors<Field>();

  /** `stepsOf` reads the form's fields by name, as text. */
  function onSubmit(stepsOf: (field: (name: string) => string) => AuthFormSteps<Field>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (!fieldErrors.validate(form)) return;
      const {
        before,
        email,
        password,
        signInFailed = (message) => message,
      } = stepsOf(textFields(new FormData(form)));
      setError(null);
      setBusy(true);
      const outcome = before ? await before() : { ok: true as const };
      if (!outcome.ok) {
        fieldErrors.show(form, outcome.fieldErrors);
        setError(outcome.message);
        setBusy(false);
        return;
      }
      const signedIn = await signInWithCredentials(email, password);
      if (signedIn.ok) {
        await refreshSession();
        await router.replace(returnTo);
        return;
      }
      setError(signInFailed(signedIn.message));
      setBusy(false);
    };
  }

  return { busy, error, fieldErrors, onSubmit };
}

/** Reads a form's field as text; a file field (none of the auth forms has one) reads as ''. */
function textFields(data: FormData) {
  return (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
}
