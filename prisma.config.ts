import { existsSync } from 'node:fs';
import path from 'node:path';

import { defineConfig } from 'prisma/config';

const root = import.meta.dirname;

// Prisma 7 no longer reads .env itself; variables already set win over the file.
const envFile = path.join(root, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

// The CLI would download a native schema engine (impossible offline); this shim
// runs the wasm engine instead, for migrate, db push and generate.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(root, 'scripts/prisma/schema-engine');
// No update checks against Prisma's servers.
process.env.CHECKPOINT_DISABLE ??= '1';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations', seed: 'tsx prisma/seed.ts' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
