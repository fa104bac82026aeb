/**
 * Stands in for Prisma's native `schema-engine` binary (which the CLI would
 * download) so that `prisma migrate *`, `db push` and `generate` work offline.
 * Runs the wasm engine from @prisma/schema-engine-wasm on our driver adapter.
 * Started through ./schema-engine (see prisma.config.ts), with the native
 * binary's arguments:
 *   --datamodels <file>… --datasource '{"url":…}'        JSON-RPC over stdio
 *   --datasource '{"url":…}' cli can-connect-to-database  exit status
 *   --datasource '{"url":…}' cli create-database
 *   --version
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { canConnectToDatabase, createDatabase, DatabaseCommandError } from './database-commands';
import { openSchemaEngine, schemaEngineVersion } from './engine';
import { serveJsonRpc } from './rpc-server';

const { values, positionals } = parseArgs({
  options: {
    datamodels: { type: 'string', multiple: true },
    datasource: { type: 'string' },
    version: { type: 'boolean', short: 'V' },
  },
  allowPositionals: true,
  strict: false, // ignore flags that only matter to the native engine (preview features, extensions)
});

const databaseUrl = readDatasourceUrl(values.datasource);

if (values.version) {
  console.log(`schema-engine-cli ${await schemaEngineVersion()} (wasm, offline)`);
} else if (positionals[0] === 'cli') {
  await runCliCommand(positionals[1]);
} else {
  await runRpcServer();
}

function readDatasourceUrl(datasource: unknown): string | undefined {
  if (typeof datasource !== 'string') return undefined;
  return (JSON.parse(datasource) as { url?: string }).url;
}

async function runRpcServer(): Promise<void> {
  const datamodelPaths = (values.datamodels ?? []).filter((p) => typeof p === 'string');
  const datamodels = await Promise.all(
    datamodelPaths.map(async (file): Promise<[string, string]> => [
      file,
      await readFile(file, 'utf8'),
    ]),
  );
  const { engine, close } = await openSchemaEngine(databaseUrl, {
    datamodels: datamodels.length > 0 ? datamodels : undefined,
    onLog: (line) => process.stderr.write(line.endsWith('\n') ? line : `${line}\n`),
  });
  try {
    await serveJsonRpc(engine, process.stdin, process.stdout);
  } finally {
    await close();
  }
}

async function runCliCommand(command: string | undefined): Promise<void> {
  const commands: Record<string, (url: string) => Promise<void>> = {
    'can-connect-to-database': canConnectToDatabase,
    'create-database': createDatabase,
  };
  const run = command ? commands[command] : undefined;
  try {
    if (!run) throw new DatabaseCommandError(undefined, `Unsupported command: cli ${command}`);
    if (!databaseUrl) throw new DatabaseCommandError(undefined, 'Missing --datasource url.');
    await run(databaseUrl);
  } catch (error) {
    reportCliError(error);
    process.exitCode = 1;
  }
}

/** The CLI skips the first stderr line, then looks for the logger's ERROR line and its error_code. */
function reportCliError(error: unknown): void {
  const fields = {
    is_panic: false,
    message: error instanceof Error ? error.message : String(error),
    ...(error instanceof DatabaseCommandError && error.code ? { error_code: error.code } : {}),
  };
  process.stderr.write('schema-engine (wasm shim)\n');
  process.stderr.write(
    `${JSON.stringify({ timestamp: new Date().toISOString(), level: 'ERROR', fields, target: 'schema_engine::logger' })}\n`,
  );
}
