import { UNEXPECTED_ERROR_MESSAGE } from './sign-in';
import type { FieldErrors } from './use-field-errors';

/*
 * Sends a form of the auth pages to a tRPC mutation. These pages carry no tRPC client, superjson
 * or zod (first-load budget), so the call is plain HTTP in tRPC's wire format: POST
 * /api/trpc/<path> with the input as `{"json": …}`; an error comes back as
 * `{"error": {"json": {message, data: {code, httpStatus, fieldErrors}}}}`.
 */

export type FormOutcome<Field extends string> =
  | { ok: true }
  /** `message` is for the alert above the form; null when the field errors say it all. */
  | { ok: false; message: string | null; fieldErrors: FieldErrors<Field> };

interface TrpcErrorBody {
  error?: {
    json?: {
      message?: unknown;
      data?: { code?: unknown; fieldErrors?: Record<string, unknown> | null };
    };
  };
}

/** The first message the server gave each field of the form. */
function formFieldErrors<Field extends string>(
  fieldErrors: Record<string, unknown> | null | undefined,
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (fields.includes(name as Field) && typeof first === 'string') errors[name as Field] = first;
  }
  return errors;
}

/**
 * What a refused form shows: what the server says of a field beside it, any other refusal's own
 * message in the alert. A server failure (5xx) or an unreadable answer shows only the generic
 * message: its text is not written for visitors.
 */
export function formFailure<Field extends string>(
  status: number,
  body: unknown,
  fields: readonly Field[],
): Extract<FormOutcome<Field>, { ok: false }> {
  const error = (body as TrpcErrorBody | null)?.error?.json;
  const message = typeof error?.message === 'string' ? error.message : null;
  if (status >= 500 || !message) {
    return { ok: false, message: UNEXPECTED_ERROR_MESSAGE, fieldErrors: {} };
  }
  const fieldErrors = formFieldErrors(error?.data?.fieldErrors, fields);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, message: null, fieldErrors };
  return { ok: false, message, fieldErrors: {} };
}

/** Calls the mutation at `url` with `input`; `fields` are the form's, for the server's verdicts. */
export async function postForm<Field extends string>(
  url: string,
  input: unknown,
  fields: readonly Field[],
): Promise<FormOutcome<Field>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ json: input }),
    });
  } catch {
    return formFailure(0, null, fields);
  }
  if (response.ok) return { ok: true };
  return formFailure(response.status, await response.json().catch(() => null), fields);
}
