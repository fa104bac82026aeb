/**
 * Removes the files in the upload folder (UPLOAD_DIR) that no record refers to:
 * `npm run uploads:gc [-- --dry-run] [--min-age <minutes>]`. Prints each file removed and a total.
 * Exit codes: 0 done, 1 failed, 2 wrong usage.
 */
import { parseArgs } from 'node:util';

import { countLabel } from '~/lib/count-label';
import { formatStorageSize } from '~/lib/storage-size';
import { createDb } from '~/server/db';
import { collectUploadGarbage } from '~/server/storage/garbage';
import { createLocalStorage } from '~/server/storage/local';

import { withDatabase } from './db/connect';
import { uploadDir } from './db/paths';
import { runCommand } from './db/run-command';

const USAGE = `Usage: npm run uploads:gc [-- --dry-run] [--min-age <minutes>]

Removes the files in UPLOAD_DIR that no record refers to any more.

Options:
  --dry-run            List what would be removed; remove nothing
  --min-age <minutes>  Leave files younger than this alone: an upload whose record is not saved
                       yet has no reference (default: 60)
  -h, --help           Show this help

The database is DATABASE_URL when set, otherwise the embedded PostgreSQL.`;

const OPTIONS = {
  'dry-run': { type: 'boolean', default: false },
  'min-age': { type: 'string', default: '60' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function minutesOf(value: string): number | null {
  const minutes = Number(value);
  return /^\d+$/.test(value) && Number.isSafeInteger(minutes) ? minutes : null;
}

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: OPTIONS, strict: true }));
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)} (see --help)`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const minutes = minutesOf(values['min-age']);
  if (minutes === null) {
    console.error('error: --min-age takes a whole number of minutes (see --help)');
    return 2;
  }
  const dryRun = values['dry-run'];
  const folder = uploadDir();
  const files = await withDatabase(async (url) => {
    const db = createDb(url);
    try {
      return await collectUploadGarbage(db, createLocalStorage(folder), {
        olderThan: new Date(Date.now() - minutes * 60_000),
        dryRun,
      });
    } finally {
      await db.$disconnect();
    }
  });
  const verb = dryRun ? 'would remove' : 'removed';
  for (const file of files) console.log(`${verb} ${file.key} (${formatStorageSize(file.bytes)})`);
  const total = formatStorageSize(files.reduce((sum, file) => sum + file.bytes, 0));
  const count = countLabel(files.length, 'file');
  console.log(`${dryRun ? 'Would remove' : 'Removed'} ${count} (${total}) from ${folder}.`);
  return 0;
}

await runCommand(main);
