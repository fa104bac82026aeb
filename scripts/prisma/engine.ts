import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as runtime from '@prisma/schema-engine-wasm/schema_engine_bg';

import { MigrationAdapterFactory } from './adapter';

export type SchemaEngine = runtime.SchemaEngine;

export interface SchemaEngineOptions {
  /** Schema files the engine starts with: [path, content] pairs. Only some commands need them. */
  datamodels?: [string, string][];
  /** Receives the engine's log lines (JSON strings). */
  onLog?: (line: string) => void;
}

export interface OpenSchemaEngine {
  engine: SchemaEngine;
  /** Frees the engine and closes every database pool it opened. */
  close: () => Promise<void>;
}

let instantiation: Promise<void> | undefined;

/**
 * Instantiates the engine's wasm module once per process. The package's main
 * entry imports the .wasm file as an ES module, which Node cannot do, so the
 * glue module is wired to the instance by hand.
 */
function instantiateWasm(): Promise<void> {
  instantiation ??= (async () => {
    const gluePath = createRequire(import.meta.url).resolve(
      '@prisma/schema-engine-wasm/schema_engine_bg',
    );
    const bytes = await readFile(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, {
      './schema_engine_bg.js': runtime as unknown as WebAssembly.ModuleImports,
    });
    runtime.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
  })();
  return instantiation;
}

/** The engine's git hash, which is also its version. */
export async function schemaEngineVersion(): Promise<string> {
  await instantiateWasm();
  return runtime.version();
}

export async function openSchemaEngine(
  databaseUrl: string | undefined,
  { datamodels, onLog = () => {} }: SchemaEngineOptions = {},
): Promise<OpenSchemaEngine> {
  await instantiateWasm();
  const adapterFactory = new MigrationAdapterFactory(databaseUrl);
  const engine = await runtime.SchemaEngine.new(
    { datamodels },
    onLog,
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
  return {
    engine,
    async close() {
      engine.free();
      await adapterFactory.dispose();
    },
  };
}

/** Runs `work` with a fresh engine and always cleans it up afterwards. */
export async function withSchemaEngine<T>(
  databaseUrl: string,
  work: (engine: SchemaEngine) => Promise<T>,
  options?: SchemaEngineOptions,
): Promise<T> {
  const { engine, close } = await openSchemaEngine(databaseUrl, options);
  try {
    return await work(engine);
  } finally {
    await close();
  }
}
