import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** What a failed tRPC call carries: a human message and, for invalid input, the fields at fault. */
interface CallError {
  message: string;
  data?: { fieldErrors?: Record<string, string[] | undefined> | null } | null;
}

function isCallError(error: unknown): error is CallError {
  return typeof error === 'object' && error !== null && 'message' in error;
}

/** The field errors a failed call names, keyed by input field ('slug', 'links.0.linkUrl'). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isCallError(error)) return {};
  const entries = Object.entries(error.data?.fieldErrors ?? {}).flatMap(([field, messages]) =>
    messages?.[0] ? [[field, messages[0]] as const] : [],
  );
  return Object.fromEntries(entries);
}

export function messageOf(error: unknown): string {
  return isCallError(error) ? error.message : 'An unexpected error occurred';
}

/**
 * Shows a failed call's field errors beside the form's fields (focusing the first) and returns
 * the message for whatever no field of this form holds, or null when every error found a field.
 */
export function showServerErrors<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, Values>,
  error: unknown,
  fields: readonly Path<Values>[],
): string | null {
  const byField = fieldErrorsOf(error);
  const known = Object.keys(byField).filter((field): field is Path<Values> =>
    (fields as readonly string[]).includes(field),
  );
  known.forEach((field, index) =>
    form.setError(field, { type: 'server', message: byField[field] }, { shouldFocus: index === 0 }),
  );
  return known.length > 0 && known.length === Object.keys(byField).length ? null : messageOf(error);
}
