/**
 * Writes an export of the whole site, or of one team, to a file:
 * `npm run export -- <file> [--team <slug>]`. The same archive as the system dashboard's
 * 'Export Site' (docs/export-format.md). Exit codes: 0 done, 1 failed, 2 wrong usage.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { countLabel } from '~/lib/count-label';
import { createDb } from '~/server/db';
import type { ExportScope } from '~/server/modules/export/collections';
import { writeExport } from '~/server/modules/export/site-export';
import { createLocalStorage } from '~/server/storage/local';

import { withDatabase } from './db/connect';
import { uploadDir } from './db/paths';
import { runCommand } from './db/run-command';

const USAGE = `Usage: npm run export -- <file> [--team <slug>]

Writes every team, member (without passwords), series, item, post, project, media item,
profile, platform and link as JSON, every post and series item as Markdown, and the uploaded
files, into one .tar.gz archive.

Options:
  --team <slug>  Only this team's records and its members
  -h, --help     Show this help

The database is DATABASE_URL when set, otherwise the embedded PostgreSQL.`;

const OPTIONS = {
  team: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: true });
  } catch (error) {
    console.error(`error: ${error instanceof Error ? error.message : String(error)} (see --help)`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error('error: name one file to write (see --help)');
    return 2;
  }
  return withDatabase(async (url) => {
    const db = createDb(url);
    try {
      let scope: ExportScope = { kind: 'site' };
      if (values.team !== undefined) {
        const team = await db.team.findUnique({
          where: { slug: values.team },
          select: { id: true },
        });
        if (!team) {
          console.error(`error: no team with the slug "${values.team}"`);
          return 1;
        }
        scope = { kind: 'team', teamId: team.id };
      }
      const manifest = await writeExport(db, scope, createWriteStream(file, { mode: 0o600 }), {
        uploads: createLocalStorage(uploadDir()),
        onProgress: ({ records }) => process.stderr.write(`\r${countLabel(records, 'record')}…`),
      }).catch(async (error: unknown) => {
        await rm(file, { force: true });
        throw error;
      });
      const records = Object.values(manifest.counts).reduce((sum, count) => sum + count, 0);
      console.log(
        `\nExported ${countLabel(records, 'record')} and ${countLabel(manifest.files, 'file')} to ${file}.`,
      );
      return 0;
    } finally {
      await db.$disconnect();
    }
  });
}

await runCommand(main);
