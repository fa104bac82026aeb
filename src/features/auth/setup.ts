import type { CompleteSetupInput } from '~/schemas/setup';

import { postForm, type FormOutcome } from './post-form';

/* The setup screen's call: `setup.complete`, sent by postForm like the other auth forms. */

export const SETUP_URL = '/api/trpc/setup.complete';

export type SetupField = Exclude<keyof CompleteSetupInput, 'token'>;

const SETUP_FIELDS: readonly SetupField[] = [
  'fullName',
  'email',
  'password',
  'teamName',
  'teamSlug',
];

/** Creates the first administrator and team with the one-time token; it does not sign in. */
export function completeSetup(input: CompleteSetupInput): Promise<FormOutcome<SetupField>> {
  return postForm(SETUP_URL, input, SETUP_FIELDS);
}
