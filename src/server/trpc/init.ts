import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { ZodError, z } from 'zod';

import { errorReference, unexpectedErrorMessage } from '~/server/error-reference';
import { AppError } from '~/server/errors';

import type { Context } from './context';

/** Messages per input field, for a form to show beside its fields; empty when none applies. */
export type FieldErrors = Record<string, string[]>;

/** Zod's field errors (by the first segment of each issue's path), or the AppError's field. */
function fieldErrorsOf(cause: unknown): FieldErrors {
  if (cause instanceof ZodError) {
    const { fieldErrors } = z.flattenError(cause) as { fieldErrors: Record<string, string[]> };
    return fieldErrors;
  }
  if (cause instanceof AppError && cause.field) return { [cause.field]: [cause.message] };
  return {};
}

function firstZodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

export const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const { cause } = error;
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      // What went wrong is for the server log (with this reference), never for the caller.
      const { stack: _stack, ...data } = shape.data;
      return {
        ...shape,
        message: unexpectedErrorMessage(errorReference(error)),
        data: { ...data, fieldErrors: {}, savedMeanwhile: null },
      };
    }
    return {
      ...shape,
      message: cause instanceof ZodError ? firstZodMessage(cause) : shape.message,
      data: {
        ...shape.data,
        fieldErrors: fieldErrorsOf(cause),
        savedMeanwhile: cause instanceof AppError ? (cause.savedMeanwhile ?? null) : null,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
