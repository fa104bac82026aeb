import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startEmbeddedPostgres, type EmbeddedPostgresServer } from '../../scripts/db/embedded';
import { isProcessAlive } from '../../scripts/db/processes';

const EMBEDDED_MODULE = path.resolve(import.meta.dirname, '../../scripts/db/embedded.ts');

let folder: string;
let dataDir: string;
const options = () => ({ dataDir, database: 'app', skipFsync: true });

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'teamfolio-embedded-test-'));
  await chmod(folder, 0o755); // the server runs as the `postgres` system user
  // As in a fresh checkout (.data/postgres): the data folder's parent does not exist yet.
  dataDir = path.join(folder, '.data', 'postgres');
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('keeps its data across a stop and a start, on the same port', async () => {
    const first = await startEmbeddedPostgres(options());
    await query(first, 'CREATE TABLE note (text text); INSERT INTO note VALUES ($$kept$$)');
    await first.stop();
    await expect(query(first, 'SELECT 1')).rejects.toThrow();

    const second = await startEmbeddedPostgres(options());
    expect(second.port).toBe(first.port);
    expect(await notes(second)).toEqual(['kept']);
    await second.stop();
  });

  it('starts after an unclean exit left a stale postmaster.pid behind', async () => {
    const crashed = await startEmbeddedPostgres(options());
    const pid = await postmasterPid();
    process.kill(pid, 'SIGKILL');
    await waitUntil(() => !isProcessAlive(pid));

    const restarted = await startEmbeddedPostgres(options());
    expect(await notes(restarted)).toEqual(['kept']);
    expect(restarted.port).toBe(crashed.port);
    await restarted.stop();
  });

  it('refuses a data folder of another PostgreSQL major version, saying how to carry it over', async () => {
    const server = await startEmbeddedPostgres(options());
    await server.stop();
    const versionFile = path.join(dataDir, 'PG_VERSION');
    const version = await readFile(versionFile, 'utf8');
    await writeFile(versionFile, `${Number.parseInt(version, 10) + 3}\n`);
    try {
      await expect(startEmbeddedPostgres(options())).rejects.toThrow(
        /holds a PostgreSQL \d+ database, and this version of Teamfolio embeds PostgreSQL \d+\. .*npm run db:backup.*npm run db:restore/,
      );
    } finally {
      await writeFile(versionFile, version);
    }
    const restarted = await startEmbeddedPostgres(options());
    expect(await notes(restarted)).toEqual(['kept']);
    await restarted.stop();
  });

  it('started as root in a folder only its owner may enter, says why and the ways out before spawning', async () => {
    // What `mktemp -d` makes (mode 700): the `postgres` user the server runs as cannot get in.
    const closed = await mkdtemp(path.join(os.tmpdir(), 'teamfolio-embedded-closed-'));
    const inside = { ...options(), dataDir: path.join(closed, '.data', 'postgres') };
    try {
      if (process.getuid?.() === 0) {
        const refused = startEmbeddedPostgres(inside);
        await expect(refused).rejects.toThrow(`keep that user out of ${closed},`);
        await expect(refused).rejects.toThrow(`chmod o+x '${closed}'`);
        await expect(refused).rejects.toThrow('run Teamfolio as a user other than root');
        await expect(refused).rejects.toThrow('set DATABASE_URL');
        await expect(readFile(path.join(inside.dataDir, 'PG_VERSION'))).rejects.toThrow();
      } else {
        // Run as its owner, PostgreSQL itself enters the folder.
        await (await startEmbeddedPostgres(inside)).stop();
      }
    } finally {
      await rm(closed, { recursive: true, force: true });
    }
  });

  it('starts when the stale postmaster.pid names a live process that is not PostgreSQL', async () => {
    // After a reboot the old pid often belongs to another process; PostgreSQL alone refuses then.
    const server = await startEmbeddedPostgres(options());
    await server.stop();
    const stranger = spawn('sleep', ['30']);
    try {
      await writeFile(
        path.join(dataDir, 'postmaster.pid'),
        `${stranger.pid}\n${dataDir}\n0\n${server.port}\n\n\n`,
      );
      const restarted = await startEmbeddedPostgres(options());
      expect(await notes(restarted)).toEqual(['kept']);
      await restarted.stop();
    } finally {
      stranger.kill();
    }
  });

  it('moves to a free port when the remembered one is taken, and remembers that', async () => {
    const server = await startEmbeddedPostgres(options());
    await server.stop();
    const squatter = await occupy(server.port);
    try {
      const moved = await startEmbeddedPostgres(options());
      expect(moved.port).not.toBe(server.port);
      expect(await notes(moved)).toEqual(['kept']);
      await moved.stop();
    } finally {
      squatter.close();
    }
    const again = await startEmbeddedPostgres(options());
    expect(again.port).not.toBe(server.port);
    await again.stop();
  });

  it('shares the server of a live process, and takes over from one killed with -9', async () => {
    const owner = await startInChildProcess();
    try {
      const shared = await startEmbeddedPostgres(options());
      expect(shared.owned).toBe(false);
      await shared.stop(); // leaves the owner's server running
      expect(await notes(shared)).toEqual(['kept']);

      owner.kill('SIGKILL');
      await once(owner, 'exit');
      const takenOver = await startEmbeddedPostgres(options());
      expect(takenOver.owned).toBe(true);
      expect(await notes(takenOver)).toEqual(['kept']);
      await takenOver.stop();
      await expect(query(takenOver, 'SELECT 1')).rejects.toThrow();
    } finally {
      owner.kill('SIGKILL');
    }
  });
});

async function query(server: EmbeddedPostgresServer, sql: string) {
  const client = new pg.Client({ connectionString: server.url('app') });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function notes(server: EmbeddedPostgresServer): Promise<string[]> {
  const { rows } = await query(server, 'SELECT text FROM note');
  return rows.map((row: { text: string }) => row.text);
}

async function postmasterPid(): Promise<number> {
  const pidFile = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8');
  return Number(pidFile.split('\n')[0]);
}

async function waitUntil(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function occupy(port: number): Promise<Server> {
  const server = createServer();
  server.listen({ port, host: '127.0.0.1' });
  await once(server, 'listening');
  return server;
}

/** A process that starts the server (as `npm run dev` does) and keeps running. */
async function startInChildProcess(): Promise<ChildProcess> {
  const script = `import { startEmbeddedPostgres } from ${JSON.stringify(EMBEDDED_MODULE)};
await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, skipFsync: true });
console.log('ready');
setInterval(() => {}, 1000);`;
  const scriptFile = path.join(folder, 'owner.mts');
  await writeFile(scriptFile, script);
  // One process (node with tsx's loader): the tsx CLI would put a second one in between.
  const child = spawn(process.execPath, ['--import', 'tsx', scriptFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
  expect(chunk.toString()).toContain('ready');
  return child;
}
