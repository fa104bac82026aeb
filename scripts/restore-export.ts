/**
 * Restores a whole-site export into an empty install: `npm run restore-export -- <file>`.
 * The archive `npm run export` (or 'Export Site') writes; every record keeps its id, the uploaded
 * files go back under UPLOAD_DIR. Accounts come without passwords: set each one's with
 * `npm run user`. Exit codes: 0 done, 1 failed, 2 wrong usage.
 */
import { createReadStream } from 'node:fs';
import { parseArgs } from 'node:util';

import { countLabel } from '~/lib/count-label';
import { createDb } from '~/server/db';
import { restoreSiteExport } from '~/server/modules/import/site-restore';

import { withDatabase } from './db/connect';
import { uploadDir } from './db/paths';
import { runCommand } from './db/run-command';

const USAGE = `Usage: npm run restore-export -- <file>

Restores a whole-site export (npm run export) into an install without accounts or teams:
every record with its id, and the uploaded files under UPLOAD_DIR. Accounts come without
passwords: set them with npm run user.

The database is DATABASE_URL when set, otherwise the embedded PostgreSQL.`;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { help: { type: 'boolean', short: 'h', default: false } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)} (see --help)`);
    return 2;
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const [file] = parsed.positionals;
  if (!file || parsed.positionals.length > 1) {
    console.error('error: name one export file to restore (see --help)');
    return 2;
  }
  return withDatabase(async (url) => {
    const db = createDb(url);
    try {
      const { counts, files } = await restoreSiteExport(db, createReadStream(file), {
        uploadDir: uploadDir(),
      });
      const records = Object.values(counts).reduce((sum, count) => sum + count, 0);
      console.log(
        `Restored ${countLabel(records, 'record')} and ${countLabel(files, 'file')} from ${file}.`,
      );
      return 0;
    } finally {
      await db.$disconnect();
    }
  });
}

await runCommand(main);
