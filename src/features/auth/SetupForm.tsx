import { useState } from 'react';

import { Alert } from '~/components/ui/Alert';
import { Button } from '~/components/ui/Button';
import { Field, Input } from '~/components/ui/Field';
import { slugify } from '~/lib/slugify';

import { NewAccountFields } from './CredentialFields';
import { completeSetup, type SetupField } from './setup';
import { useAuthForm } from './use-auth-form';

const ADMIN_HOME = '/admin';

/**
 * The first administrator and the first team of a fresh install; then signs in with the same
 * credentials and lands on the admin area. The team's slug follows its name until edited.
 */
export function SetupForm({ token }: { token: string }) {
  const { busy, error, fieldErrors, onSubmit } = useAuthForm<SetupField>(ADMIN_HOME);
  const [teamSlug, setTeamSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);

  const submit = onSubmit((field) => {
    const input = {
      token,
      fullName: field('fullName'),
      email: field('email'),
      password: field('password'),
      teamName: field('teamName'),
      teamSlug: field('teamSlug'),
    };
    return {
      before: () => completeSetup(input),
      email: input.email,
      password: input.password,
      signInFailed: (message) => `The site is set up, but signing in failed: ${message}`,
    };
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-5">
      {error && <Alert tone="error">{error}</Alert>}
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
          Your administrator account
        </legend>
        <NewAccountFields passwordId="setup-password" fieldErrors={fieldErrors} />
      </fieldset>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
          Your first team
        </legend>
        <Field label="Team name" error={fieldErrors.errors.teamName}>
          <Input
            name="teamName"
            required
            maxLength={100}
            onInput={(event) => {
              fieldErrors.clear('teamName');
              if (!slugEdited) setTeamSlug(slugify(event.currentTarget.value));
            }}
          />
        </Field>
        <Field
          label="Team slug"
          hint="Lowercase letters, digits and hyphens; used in the team's addresses."
          error={fieldErrors.errors.teamSlug}
        >
          <Input
            name="teamSlug"
            required
            maxLength={100}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            value={teamSlug}
            onChange={(event) => {
              fieldErrors.clear('teamSlug');
              setSlugEdited(true);
              setTeamSlug(event.currentTarget.value);
            }}
          />
        </Field>
      </fieldset>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Setting up...' : 'Finish Setup'}
      </Button>
    </form>
  );
}
