/**
 * Every procedure of the app router, fed inputs an attacker would try — wrong shapes, huge
 * strings, control characters, odd unicode, negative and huge numbers, deep nesting — answers a
 * client error (4xx) or succeeds, never an internal error and never a crash. The procedures are
 * read from the router, so a new one is fuzzed without a change here.
 */
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { appRouter } from '~/server/trpc/root';

import { callerFor } from '../helpers/caller';
import { useTestDatabase } from '../helpers/db';
import { createStaffedTeam, sessionFor, type TestUser } from '../helpers/factories';

const database = useTestDatabase();

/** Keys the API's inputs use, so that some generated objects come close to a valid shape. */
const KEY = fc.oneof(
  fc.constantFrom(
    'teamId',
    'id',
    'ids',
    'slug',
    'title',
    'name',
    'email',
    'password',
    'fullName',
    'cursor',
    'limit',
    'search',
    'content',
    'excerpt',
    'description',
    'url',
    'linkUrl',
    'linkName',
    'items',
    'published',
    'featured',
    'userId',
    'seriesId',
    'entityType',
    'entityId',
    'weekNumber',
    'itemOrder',
    'tags',
    'imageUrls',
    'mediaType',
    'mediaUrl',
    'youtubeUrl',
    'role',
    'from',
    'to',
  ),
  fc.string({ maxLength: 12 }),
);

const HUGE = 'x'.repeat(300_000);

/** Texts, weighted towards short ones full of control characters. */
const STRING = fc.oneof(
  {
    arbitrary: fc.string({
      unit: fc.constantFrom('a', ' ', '\u0000', '\u0007', '\u001B', '\u007F', 'é'),
      minLength: 1,
      maxLength: 8,
    }),
    weight: 3,
  },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.uuid(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'robot\u0000diary',
    '\uD800',
    '\u202Eevil',
    '\uFEFF',
    'Z\u0351\u0360\u0361\u035C\u0360',
    '𝕋𝕖𝕒𝕞',
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '../../etc/passwd',
    'https://example.com/a.png',
    HUGE,
  ),
);

const NUMBER = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, -Infinity, Infinity, NaN),
);

const LEAF = fc.oneof(
  STRING,
  NUMBER,
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date(),
);

const { value: VALUE } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    LEAF,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(KEY, tie('value'), { maxKeys: 5 }),
  ),
}));

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { items: [value] };
  return value;
}

const INPUT = fc.oneof(
  VALUE,
  fc.dictionary(KEY, VALUE, { maxKeys: 8 }),
  fc.constant(deeplyNested(10_000)),
  fc.constant(Array.from({ length: 10_000 }, (_, n) => n)),
);

const PROCEDURES = Object.keys(appRouter._def.procedures);

/** The keys of a procedure's input objects, read from its zod schemas. */
function inputKeys(path: string): string[] {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { inputs: unknown[] } }
  >;
  const procedure = procedures[path]!;
  return procedure._def.inputs.flatMap((schema) =>
    schema && typeof schema === 'object' && 'shape' in schema
      ? Object.keys((schema as { shape: object }).shape)
      : [],
  );
}

/** Mostly objects of the procedure's own keys with hostile values; sometimes anything at all. */
function inputsFor(path: string) {
  const keys = inputKeys(path);
  if (keys.length === 0) return INPUT;
  const shaped = fc.record(Object.fromEntries(keys.map((key) => [key, fc.oneof(STRING, VALUE)])), {
    requiredKeys: [],
  });
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: INPUT, weight: 1 });
}
type Caller = Record<string, Record<string, (input: unknown) => Promise<unknown>>>;

let systemAdmin: TestUser;
beforeAll(async () => {
  ({ systemAdmin } = await createStaffedTeam(database().db));
});

/** The HTTP status the call would answer: 200 on success, else its error's. */
async function statusOf(caller: Caller, path: string, input: unknown): Promise<number> {
  const [router = '', procedure = ''] = path.split('.');
  try {
    await caller[router]![procedure]!(input);
    return 200;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return getHTTPStatusCodeFromError(error);
  }
}

describe.each(['anonymous', 'systemAdmin'] as const)('as %s, every procedure', (role) => {
  it('answers any input with a success or a client error, never a server error', async () => {
    const { db } = database();
    let address = 0;
    for (const path of PROCEDURES) {
      await fc.assert(
        fc.asyncProperty(inputsFor(path), async (input) => {
          const caller = callerFor(db, role === 'anonymous' ? null : sessionFor(systemAdmin), {
            clientIp: `2001:db8::${(address += 1).toString(16)}`,
          }) as unknown as Caller;
          const status = await statusOf(caller, path, input);
          expect(status, `${path} answered ${status}`).toBeLessThan(500);
        }),
        { numRuns: 20 },
      );
    }
  }, 120_000);
});
