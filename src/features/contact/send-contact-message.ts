/*
 * Loaded on demand by the contact form (dynamic import), so zod, the tRPC client and superjson
 * stay out of the contact page's first load (at most 130 kB of JavaScript, gzipped).
 */
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import type { ZodError } from 'zod';

import { submitContactInput } from '~/schemas/contact';
import type { AppRouter } from '~/server/trpc/root';

import type { ContactFieldErrors, ContactFieldName, ContactFields } from './types';

export type SendOutcome =
  { status: 'sent' } | { status: 'invalid'; errors: ContactFieldErrors } | { status: 'failed' };

const FIELD_NAMES: readonly ContactFieldName[] = ['name', 'email', 'subject', 'message'];

// One request per submit; no batching needed for a single mutation.
const client = createTRPCClient<AppRouter>({
  links: [httpLink({ url: '/api/trpc', transformer: superjson })],
});

function isFieldName(key: PropertyKey | undefined): key is ContactFieldName {
  return FIELD_NAMES.includes(key as ContactFieldName);
}

/** The first message for each field, as the server's schema words it. */
function fieldErrorsOf(error: ZodError): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (isFieldName(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field errors (its error formatter adds them per field), if any. */
function serverFieldErrors(error: unknown): ContactFieldErrors {
  if (!(error instanceof TRPCClientError)) return {};
  const fieldErrors: Record<string, string[] | undefined> =
    (error as TRPCClientError<AppRouter>).data?.fieldErrors ?? {};
  const errors: ContactFieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (isFieldName(field) && messages?.[0]) errors[field] = messages[0];
  }
  return errors;
}

/**
 * Checks the fields with the same schema the server uses, then submits them. A server-side
 * validation failure comes back as field errors too; anything else is a failure to send.
 */
export async function sendContactMessage(fields: ContactFields): Promise<SendOutcome> {
  const parsed = submitContactInput.safeParse(fields);
  if (!parsed.success) return { status: 'invalid', errors: fieldErrorsOf(parsed.error) };
  try {
    await client.contact.submit.mutate(fields);
    return { status: 'sent' };
  } catch (error) {
    const errors = serverFieldErrors(error);
    return Object.keys(errors).length > 0 ? { status: 'invalid', errors } : { status: 'failed' };
  }
}
