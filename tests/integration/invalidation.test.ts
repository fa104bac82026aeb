import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';

import {
  announcePaths,
  INSTANCE_ID,
  INVALIDATION_CHANNEL,
  readAnnouncement,
} from '~/server/cache/invalidation/announcement';
import {
  listenForInvalidations,
  type InvalidationListener,
} from '~/server/cache/invalidation/listener';
import { revalidatePaths } from '~/server/cache/revalidate';
import { serviceContext } from '~/server/service-context';

import { useTestDatabase } from '../helpers/db';

const database = useTestDatabase();
const stops: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** A plain LISTEN connection that collects the payloads it hears. */
async function listen(): Promise<string[]> {
  const client = new pg.Client({ connectionString: database().url });
  await client.connect();
  const payloads: string[] = [];
  client.on('notification', (message) => payloads.push(message.payload ?? ''));
  await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
  stops.push(() => client.end());
  return payloads;
}

async function eventually(check: () => boolean) {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(check()).toBe(true);
}

function startListener(onPaths: (paths: string[]) => void): InvalidationListener {
  const listener = listenForInvalidations(database().url, {
    onPaths: (paths) => Promise.resolve(onPaths(paths)),
    onReconnected: async () => {},
  });
  stops.push(() => listener.stop());
  return listener;
}

describe('the invalidation channel', () => {
  it('carries the paths a write revalidates to every listening connection, once each', async () => {
    const heard = await listen();
    const rebuiltHere: string[] = [];
    const ctx = serviceContext(database().db, (path) => {
      rebuiltHere.push(path);
      return Promise.resolve();
    });
    await revalidatePaths(ctx, ['/blog', '/', '/blog']);

    expect(rebuiltHere).toEqual(['/blog', '/']);
    await eventually(() => heard.length === 1);
    expect(readAnnouncement(heard[0])).toEqual({ origin: INSTANCE_ID, paths: ['/blog', '/'] });
  });

  it('hands another instance’s announcement to the listener and skips its own', async () => {
    const received: string[][] = [];
    const listener = startListener((paths) => received.push(paths));
    await listener.ready;
    expect(listener.listening).toBe(true);

    await announcePaths(database().db, ['/mine']);
    const foreign = JSON.stringify({ origin: 'another-instance', paths: ['/projects'] });
    await database().db.$executeRaw`SELECT pg_notify(${INVALIDATION_CHANNEL}, ${foreign})`;
    await eventually(() => received.length === 1);
    expect(received).toEqual([['/projects']]);
  });

  it('ignores payloads that are not announcements', () => {
    expect(readAnnouncement('not json')).toBeUndefined();
    expect(readAnnouncement(JSON.stringify({ origin: 'x', paths: ['no-slash'] }))).toBeUndefined();
    expect(readAnnouncement(undefined)).toBeUndefined();
  });

  it('reconnects after its connection is cut and reports that announcements may have been missed', async () => {
    let reconnections = 0;
    const listener = listenForInvalidations(database().url, {
      onPaths: async () => {},
      onReconnected: () => {
        reconnections += 1;
        return Promise.resolve();
      },
    });
    stops.push(() => listener.stop());
    await listener.ready;

    // What a database restart does to the channel's connection.
    await database().db.$executeRaw`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN%'`;
    await eventually(() => reconnections === 1 && listener.listening);
  });
});
