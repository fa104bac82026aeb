/**
 * Account administration from the shell: `npm run user -- <command> [options]`.
 * Exit codes: 0 done, 1 refused or failed, 2 wrong usage.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';

import type { z } from 'zod';

import { emailSchema, passwordSchema } from '~/schemas/auth';
import { createUserInput } from '~/schemas/user';
import { createDb } from '~/server/db';
import {
  accountByEmail,
  createAccount,
  setPassword,
  setSystemAdmin,
} from '~/server/modules/user/user-accounts.service';
import { COMMAND_LINE_ACTOR } from '~/server/records/audit';
import { serviceContext, type ServiceContext } from '~/server/service-context';

import { withDatabase } from './db/connect';

const USAGE = `Usage: npm run user -- <command> [options]

Commands:
  create --email E --name N [--admin]  Create an account (--admin: also a system administrator)
  grant-admin --email E                Make an account a system administrator
  revoke-admin --email E               Take system administration away from an account
  set-password --email E               Set a new password for an account (its sessions end)

The site's rules apply: it keeps at least one enabled system administrator, so revoking the last
one is refused. Every change is in the audit log as "${COMMAND_LINE_ACTOR}".

Passwords are read from TEAMFOLIO_PASSWORD when it is set, otherwise prompted for (not echoed).
The database is DATABASE_URL when set, otherwise the embedded PostgreSQL.

Options:
  -h, --help  Show this help`;

class UsageError extends Error {}

const OPTIONS = {
  email: { type: 'string' },
  name: { type: 'string' },
  admin: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function required(value: string | undefined, flag: string): string {
  if (!value?.trim()) throw new UsageError(`Missing ${flag}.`);
  return value;
}

/** The site's own input rules, checked before the database starts, so a mistake fails fast. */
function valid<S extends z.ZodType>(schema: S, input: z.input<S>): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new UsageError(result.error.issues[0]!.message);
  return result.data;
}

/** Asks each question on the terminal and reads the answers without echoing them. */
async function askHidden(questions: string[]): Promise<string[]> {
  // readline in terminal mode handles editing keys; a muted output keeps what is typed unseen.
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  rl.on('SIGINT', () => rl.close());
  const lines = rl[Symbol.asyncIterator]();
  const answers: string[] = [];
  try {
    for (const question of questions) {
      process.stdout.write(question);
      const line = await lines.next();
      process.stdout.write('\n');
      if (line.done) throw new UsageError('Cancelled.');
      answers.push(line.value);
    }
    return answers;
  } finally {
    rl.close();
  }
}

async function readNewPassword(): Promise<string> {
  const fromEnv = process.env.TEAMFOLIO_PASSWORD;
  let password: string;
  if (fromEnv) {
    password = fromEnv;
  } else if (process.stdin.isTTY) {
    const [first = '', second] = await askHidden(['Password: ', 'Repeat password: ']);
    if (first !== second) throw new UsageError('The passwords do not match.');
    password = first;
  } else {
    throw new UsageError('No terminal to ask for the password: set TEAMFOLIO_PASSWORD.');
  }
  return valid(passwordSchema, password);
}

type Command = (ctx: ServiceContext) => Promise<string>;

/** Changes made here are logged as the shell's: nobody is signed in. */
const actorId = null;

/** Grants or revokes the role, with the same rules as on the site; says what happened. */
function systemAdminCommand(address: string, systemAdmin: boolean): Command {
  return async (ctx) => {
    const before = await accountByEmail(ctx, { email: address });
    const after = await setSystemAdmin(ctx, { actorId, userId: before.id, systemAdmin });
    if (before.isSystemAdmin === after.isSystemAdmin) {
      return systemAdmin
        ? `${after.email} already is a system administrator.`
        : `${after.email} was not a system administrator.`;
    }
    return systemAdmin
      ? `${after.email} is now a system administrator.`
      : `${after.email} is no longer a system administrator.`;
  };
}

/** Validates the arguments and gathers the password up front; returns the work to do. */
async function prepare(
  command: string,
  values: ReturnType<typeof parseCommandLine>['values'],
): Promise<Command> {
  const email = () => valid(emailSchema, required(values.email, '--email'));
  switch (command) {
    case 'create': {
      const fields = { email: email(), fullName: required(values.name, '--name') };
      const input = valid(createUserInput, {
        ...fields,
        password: await readNewPassword(),
        systemAdmin: values.admin,
      });
      return async (ctx) => {
        const { user } = await createAccount(ctx, { ...input, actorId });
        const role = user.isSystemAdmin ? ' as a system administrator' : '';
        return `Created ${user.email}${role}.`;
      };
    }
    case 'grant-admin':
      return systemAdminCommand(email(), true);
    case 'revoke-admin':
      return systemAdminCommand(email(), false);
    case 'set-password': {
      const address = email();
      const password = await readNewPassword();
      return async (ctx) => {
        const user = await accountByEmail(ctx, { email: address });
        await setPassword(ctx, { actorId, userId: user.id, password });
        return `Password updated for ${user.email}.`;
      };
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'Missing a command.');
  }
}

/** Prisma's messages open with the call site; their last line says what went wrong. */
function lastLine(message: string): string {
  return message.trim().split('\n').at(-1)?.trim() ?? message;
}

async function main(argv: string[]): Promise<number> {
  try {
    const { values, positionals } = parseCommandLine(argv);
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    if (positionals.length > 1) throw new UsageError(`Unexpected argument "${positionals[1]}".`);
    const run = await prepare(positionals[0] ?? '', values);
    const message = await withDatabase(async (url) => {
      const db = createDb(url);
      try {
        return await run(serviceContext(db));
      } finally {
        await db.$disconnect();
      }
    });
    console.log(message);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`error: ${error.message} (see --help)`);
      return 2;
    }
    console.error(`error: ${lastLine(error instanceof Error ? error.message : String(error))}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
