import { TRPCError } from '@trpc/server';

import { notFoundMessage } from '~/lib/not-found-message';
import { databaseUnavailableError, isDatabaseUnavailable } from '~/server/database-unavailable';

export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS';

/** Who saved a record after the version a refused save started from, and what it is now. */
export interface SavedMeanwhile {
  /** The name of whoever made the latest save; null when it is not known (made outside the app). */
  by: string | null;
  /** When, as an ISO time. */
  at: string;
  /** The record's version now: a save that means to replace it names this one. */
  version: number;
}

export interface AppErrorOptions {
  /** The input field the error is about, so a form can show it beside that field. */
  field?: string;
  /** For a save refused because another came first. */
  savedMeanwhile?: SavedMeanwhile;
  cause?: unknown;
}

/** What services throw: a caller-facing code and a message a person can act on. */
export class AppError extends Error {
  override name = 'AppError';
  readonly field: string | undefined;
  readonly savedMeanwhile: SavedMeanwhile | undefined;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.field = options.field;
    this.savedMeanwhile = options.savedMeanwhile;
  }
}

// Services throw through these, so a call site says what went wrong rather than spelling a code.

/** Input the service refuses; `field` names the input to correct when it is one field. */
export function badRequest(message: string, options?: AppErrorOptions): AppError {
  return new AppError('BAD_REQUEST', message, options);
}

/** The session names an account that is gone. */
export function unauthorized(message: string): AppError {
  return new AppError('UNAUTHORIZED', message);
}

/** The caller is known but may not do this. */
export function forbidden(message: string): AppError {
  return new AppError('FORBIDDEN', message);
}

/**
 * A record the caller cannot see, whether it does not exist or belongs to another team: both
 * answer the same. `label` names the record ('Series', 'Media item'); the message is
 * `notFoundMessage(label)`, what the person reads ('Series not found', 'Post Not Found').
 */
export function notFound(label: string, options?: AppErrorOptions): AppError {
  return new AppError('NOT_FOUND', notFoundMessage(label), options);
}

/**
 * A refusal that answers NOT_FOUND with a sentence of its own, where the record is not one the
 * person names by kind: an email no account has, a setup link that is spent, a membership.
 */
export function refusedAsNotFound(message: string, options?: AppErrorOptions): AppError {
  return new AppError('NOT_FOUND', message, options);
}

/** The write would clash with what is stored: a taken slug, the last owner leaving. */
export function conflict(message: string, options?: AppErrorOptions): AppError {
  return new AppError('CONFLICT', message, options);
}

/**
 * A save that started from an older version than the stored one: someone saved meanwhile, and
 * this save would overwrite their work, so nothing is written.
 */
export function savedMeanwhileConflict(savedMeanwhile: SavedMeanwhile): AppError {
  const who = savedMeanwhile.by ?? 'Someone';
  return conflict(`${who} saved this meanwhile.`, { savedMeanwhile });
}

/** The file does not fit: the team's storage is full. */
export function payloadTooLarge(message: string): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', message);
}

/** The caller went over a rate limit; `message` says when to try again where that is known. */
export function tooManyRequests(message: string): AppError {
  return new AppError('TOO_MANY_REQUESTS', message);
}

interface PrismaKnownError {
  code: string;
  meta?: {
    target?: unknown;
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
    typeof error.code === 'string' &&
    /^P\d{4}$/.test(error.code)
  );
}

function hasPrismaCode(error: unknown, code: string): boolean {
  return isPrismaKnownError(error) && error.code === code;
}

/**
 * Runs an update or delete whose `where` names the team (or the parent's team): when no row
 * matches, the record is not the caller's to change, and the answer is `notFound(label)`.
 */
export async function writeOrNotFound<T>(write: Promise<T>, label: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (hasPrismaCode(error, 'P2025')) throw notFound(label);
    throw error;
  }
}

/**
 * Runs an update whose `where` names the version it read: when no row matches, another save
 * changed the record in between, and the answer is `whenStale()`.
 */
export async function writeOrStale<T>(write: Promise<T>, whenStale: () => Promise<AppError>) {
  try {
    return await write;
  } catch (error) {
    if (hasPrismaCode(error, 'P2025')) throw await whenStale();
    throw error;
  }
}

/** Runs a write that sets a unique value, turning the unique-index violation into `whenTaken`. */
export async function writeOrConflict<T>(write: Promise<T>, whenTaken: AppError): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (hasPrismaCode(error, 'P2002')) throw whenTaken;
    throw error;
  }
}

/** Prisma names a unique index `<table>_<columns>_key`; the pg adapter reports only that name. */
function columnsOfIndex(index: string, table: string | undefined): string[] {
  const prefix = table ? `${table}_` : '';
  if (!index.startsWith(prefix) || !index.endsWith('_key')) return [];
  return [index.slice(prefix.length, -'_key'.length)];
}

/** The unique columns a P2002 names, as far as the error tells (an index name is one entry). */
function uniqueColumns(error: PrismaKnownError): string[] {
  const target = error.meta?.target;
  const cause = error.meta?.driverAdapterError?.cause;
  const fields = Array.isArray(target) ? target : (cause?.constraint?.fields ?? []);
  if (fields.length === 0 && cause?.constraint?.index) {
    return columnsOfIndex(cause.constraint.index, cause.table);
  }
  return fields.map((field) => String(field).replace(/"/g, ''));
}

/**
 * The unique-index violation as a conflict. A column of one word (slug, email) is also the
 * input field's name, so the conflict names that field; a longer name may be several columns.
 */
function uniqueConflict(error: PrismaKnownError): AppError {
  const columns = uniqueColumns(error);
  const [column] = columns;
  const message =
    columns.length > 0
      ? `A record with this ${columns.join(', ').replace(/_/g, ' ')} already exists.`
      : 'This record already exists.';
  const field = columns.length === 1 && column && /^[a-z]+$/i.test(column) ? column : undefined;
  return conflict(message, { field, cause: error });
}

function fromPrisma(error: PrismaKnownError): AppError | null {
  switch (error.code) {
    case 'P2002':
      return uniqueConflict(error);
    case 'P2025':
      return notFound('Record', { cause: error });
    case 'P2003':
      return badRequest('A referenced record does not exist.', { cause: error });
    default:
      return null;
  }
}

/**
 * Maps errors thrown below the API floor to tRPC errors whose cause is an AppError (the error
 * formatter reads its field), or to a 503 while the database is unavailable; returns null for
 * anything unexpected.
 */
export function toTRPCError(error: unknown): TRPCError | null {
  if (error instanceof TRPCError) return error;
  if (isDatabaseUnavailable(error)) return databaseUnavailableError(error);
  const appError =
    error instanceof AppError ? error : isPrismaKnownError(error) ? fromPrisma(error) : null;
  if (!appError) return null;
  return new TRPCError({ code: appError.code, message: appError.message, cause: appError });
}
