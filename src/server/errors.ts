import { TRPCError } from '@trpc/server';

export type AppErrorCode =
  'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

/** What services throw: a caller-facing code and a message a person can act on. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
  }
}

interface PrismaKnownError {
  code: string;
  meta?: {
    target?: unknown;
    modelName?: string;
    driverAdapterError?: {
      cause?: { table?: string; constraint?: { fields?: string[]; index?: string } };
    };
  };
}

function isPrismaKnownError(error: unknown): error is PrismaKnownError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof (error as { code: unknown }).code === 'string' &&
    /^P\d{4}$/.test((error as { code: string }).code)
  );
}

/** Prisma names a unique index `<table>_<columns>_key`; the pg adapter reports only that name. */
function columnsOfIndex(index: string, table: string | undefined): string {
  const prefix = table ? `${table}_` : '';
  if (!index.startsWith(prefix) || !index.endsWith('_key')) return '';
  return index.slice(prefix.length, -'_key'.length).replace(/_/g, ' ');
}

function uniqueFields(error: PrismaKnownError): string {
  const target = error.meta?.target;
  const cause = error.meta?.driverAdapterError?.cause;
  const fields = Array.isArray(target) ? target : (cause?.constraint?.fields ?? []);
  if (fields.length === 0 && cause?.constraint?.index) {
    return columnsOfIndex(cause.constraint.index, cause.table);
  }
  return fields.map((field) => String(field).replace(/"/g, '')).join(', ');
}

/** Maps errors thrown below the API floor to tRPC errors; returns null for anything unexpected. */
export function toTRPCError(error: unknown): TRPCError | null {
  if (error instanceof TRPCError) return error;
  if (error instanceof AppError)
    return new TRPCError({ code: error.code, message: error.message, cause: error });
  if (isPrismaKnownError(error)) {
    if (error.code === 'P2002') {
      const fields = uniqueFields(error);
      return new TRPCError({
        code: 'CONFLICT',
        message: fields
          ? `A record with this ${fields} already exists.`
          : 'This record already exists.',
        cause: error as unknown as Error,
      });
    }
    if (error.code === 'P2025') {
      return new TRPCError({
        code: 'NOT_FOUND',
        message: 'Not found.',
        cause: error as unknown as Error,
      });
    }
    if (error.code === 'P2003') {
      return new TRPCError({
        code: 'BAD_REQUEST',
        message: 'A referenced record does not exist.',
        cause: error as unknown as Error,
      });
    }
  }
  return null;
}
