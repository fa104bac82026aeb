import { initTRPC } from '@trpc/server';
import superjson from 'superjson';
import { ZodError, z } from 'zod';

import type { Context } from './context';

export const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? z.flattenError(error.cause) : null;
    return {
      ...shape,
      message: zodError ? firstZodMessage(error.cause as ZodError) : shape.message,
      data: { ...shape.data, zodError },
    };
  },
});

function firstZodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
