import { randomUUID } from 'node:crypto';

const references = new WeakMap<object, string>();

/**
 * The reference of an unexpected error: the visitor's answer quotes it, and the server log has
 * it beside the error's details. The same error always gets the same reference.
 */
export function errorReference(error: object): string {
  let reference = references.get(error);
  if (!reference) {
    reference = randomUUID().slice(0, 8);
    references.set(error, reference);
  }
  return reference;
}

export function unexpectedErrorMessage(reference: string): string {
  return `Something went wrong on our side. Reference: ${reference}`;
}

/** The server log's line of an unexpected error of a tRPC call, under its reference. */
export function logUnexpectedError({ path, error }: { path?: string; error: { code: string } }) {
  if (error.code !== 'INTERNAL_SERVER_ERROR') return;
  console.error(
    `tRPC failed on ${path ?? '<no-path>'} (reference ${errorReference(error)}):`,
    error,
  );
}
