import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

import type { DevDiagnosticInput } from '@prisma/schema-engine-wasm/schema_engine_bg';

import type { SchemaEngine } from './engine';

interface RpcRequest {
  jsonrpc: '2.0';
  id: number | string;
  method: string;
  params?: unknown;
}

interface RpcResponse {
  jsonrpc: '2.0';
  id: number | string;
  result?: unknown;
  error?: unknown;
}

type Handler = (params: unknown) => Promise<unknown>;

// The native engine's code for errors it reports to the user (as opposed to protocol errors).
const USER_FACING_ERROR = 4466;
const METHOD_NOT_FOUND = -32601;

/**
 * Serves the schema engine's JSON-RPC 2.0 protocol as the Prisma CLI speaks it
 * to the native engine: one message per line on stdin/stdout. Requests run one
 * at a time, in order. Resolves when the input closes.
 */
export async function serveJsonRpc(
  engine: SchemaEngine,
  input: Readable,
  output: Writable,
): Promise<void> {
  const send = (message: RpcRequest | RpcResponse): void => {
    output.write(`${JSON.stringify(message)}\n`);
  };
  const client = new CliClient(send);
  const handlers = engineHandlers(engine, client);
  let queue = Promise.resolve();

  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    const message = JSON.parse(line) as RpcRequest | RpcResponse;
    if (!('method' in message)) {
      client.receive(message);
      continue;
    }
    queue = queue.then(async () => send(await answer(handlers, message)));
  }
  await queue;
}

async function answer(
  handlers: Record<string, Handler>,
  request: RpcRequest,
): Promise<RpcResponse> {
  const { id } = request;
  const handler = handlers[request.method];
  if (!handler) {
    return {
      jsonrpc: '2.0',
      id,
      error: { code: METHOD_NOT_FOUND, message: `Method not found: ${request.method}` },
    };
  }
  try {
    return { jsonrpc: '2.0', id, result: (await handler(request.params)) ?? {} };
  } catch (error) {
    return { jsonrpc: '2.0', id, error: toRpcError(error) };
  }
}

function toRpcError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return {
    code: USER_FACING_ERROR,
    message: 'An error happened. Check the data field for details.',
    data: {
      // A wasm trap leaves the engine unusable, like a panic of the native engine.
      is_panic: error instanceof WebAssembly.RuntimeError,
      message,
      meta: {},
    },
  };
}

/** Requests from the engine to the CLI (the protocol is bidirectional). */
class CliClient {
  private nextId = 1;
  private readonly pending = new Map<number | string, () => void>();

  constructor(private readonly send: (message: RpcRequest) => void) {}

  /** The CLI writes `content` to its stdout (how `migrate diff` prints its result). */
  print(content: string): Promise<void> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.send({ jsonrpc: '2.0', id, method: 'print', params: { content } });
    });
  }

  receive(response: RpcResponse): void {
    this.pending.get(response.id)?.();
    this.pending.delete(response.id);
  }
}

/** JSON-RPC method name → engine call. Parameters come from the CLI as the engine expects them. */
function engineHandlers(engine: SchemaEngine, client: CliClient): Record<string, Handler> {
  const call =
    <P, R>(method: (params: P) => Promise<R>): Handler =>
    (params) =>
      method.call(engine, params as P);
  // The wasm engine gets its shadow database for these two only from a preceding
  // devDiagnostic on the same engine ("shadow DB must be provided through an
  // external factory" otherwise); the CLI's own devDiagnostic may be a few calls back.
  const afterDevDiagnostic =
    <P extends DevDiagnosticInput, R>(method: (params: P) => Promise<R>): Handler =>
    async (params) => {
      const { migrationsList, filters } = params as P;
      await engine.devDiagnostic({ migrationsList, filters });
      return method.call(engine, params as P);
    };
  // call() and afterDevDiagnostic() invoke each method with the engine as `this`.
  /* eslint-disable @typescript-eslint/unbound-method */
  return {
    applyMigrations: call(engine.applyMigrations),
    createMigration: afterDevDiagnostic(engine.createMigration),
    dbExecute: call(engine.dbExecute),
    devDiagnostic: call(engine.devDiagnostic),
    diagnoseMigrationHistory: call(engine.diagnoseMigrationHistory),
    ensureConnectionValidity: call(engine.ensureConnectionValidity),
    evaluateDataLoss: afterDevDiagnostic(engine.evaluateDataLoss),
    getDatabaseVersion: call(engine.version),
    introspect: call(engine.introspect),
    introspectSql: call(engine.introspectSql),
    markMigrationApplied: call(engine.markMigrationApplied),
    markMigrationRolledBack: call(engine.markMigrationRolledBack),
    reset: call(engine.reset),
    schemaPush: call(engine.schemaPush),
    /* eslint-enable @typescript-eslint/unbound-method */
    diff: async (params) => {
      const result = await engine.diff(params as Parameters<SchemaEngine['diff']>[0]);
      if (result.stdout) await client.print(result.stdout);
      return { ...result, stdout: null };
    },
  };
}
