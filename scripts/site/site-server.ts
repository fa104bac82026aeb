/**
 * The production server: Next.js behind the site's page cache (src/server/cache/pages), with the
 * few endpoints the app answers before Next (src/server/http/front-routes.ts).
 *
 *   node <dist folder>/site-server.mjs [--port <port>] [--hostname <host>]
 *
 * Compiled into the dist folder by every `next build` (site-server-bundle.ts) and run from the
 * repository's folder. Next's own `next start` does the same without the cache in front; like
 * it, this server stops taking requests on SIGINT or SIGTERM, lets those in flight finish, and
 * exits; it does the same when the process that started it with a channel ends.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { savedBuildConfig } from './build-config';
import { withPageCache } from '../../src/server/cache/pages/front';
import { withFrontRoutes } from '../../src/server/http/front-routes';
import { runShutdownTasks } from '../../src/server/shutdown';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: process.env.PORT || '3000' },
    hostname: { type: 'string', short: 'H' },
  },
});
const port = Number(options.port);
if (!Number.isInteger(port) || port < 0) throw new Error('--port takes a port number.');
// The server's own requests to itself (page rebuilds announced by other instances) use it.
process.env.PORT = String(port);

// As `next start` does, before Next and React are loaded: they read it once, when loaded.
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' });
// The configuration the build was made with, handed to Next the way the server of its
// `output: 'standalone'` builds does: Next then does not load next.config.ts again, which would
// load its TypeScript compiler, a native module that stays 22 MB of resident memory for good.
const buildDir = path.dirname(fileURLToPath(import.meta.url));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(
  savedBuildConfig(buildDir, process.cwd()),
);
// Output nobody reads any more (the pipe's reader, often whoever started this server, is gone)
// is no error to report: Next logs an uncaught EPIPE on stderr to stderr, which fails again, and
// the server spun at a full core writing it.
for (const output of [process.stdout, process.stderr]) output.on('error', () => {});
const { default: next } = await import('next');
const app = next({ dev: false, dir: process.cwd(), hostname: options.hostname, port });
await app.prepare();
const handle = withFrontRoutes(withPageCache(app.getRequestHandler(), `http://127.0.0.1:${port}`));
const server = createServer((req, res) => {
  // As `next start` does: a request Next failed to handle gets a 500, and the server goes on.
  Promise.resolve(handle(req, res)).catch((error: unknown) => {
    console.error(`Failed to handle request for ${req.url}`, error);
    if (res.headersSent) res.destroy();
    else res.writeHead(500).end('Internal Server Error');
  });
});

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  server.close(() => {
    // Work kept in memory (the reader beacons' buffer) is written out before the process ends.
    void runShutdownTasks()
      .then(() => app.close())
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Started with a channel to the process that started it (`npm start`, the test and bench
// runners): when that one is gone, even killed outright, this server stops as on SIGTERM rather
// than run on unattended, holding its port and the database's connections.
process.once('disconnect', () => stop('SIGTERM'));

server.listen(port, options.hostname, () => {
  console.log(`✓ Ready on http://${options.hostname ?? 'localhost'}:${port}`);
});
