/**
 * nginx as the load balancer of `npm run cluster`: the repository's example configuration
 * (deploy/nginx/teamfolio.conf) with this run's ports, in a temporary prefix folder of its own.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { REPO_ROOT } from '../db/paths';
import { type Cleanups, stopProcess, waitForServer } from '../site/production-site';

export const EXAMPLE_CONFIG = path.join(REPO_ROOT, 'deploy/nginx/teamfolio.conf');
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

export interface BalancerPorts {
  listenPort: number;
  instancePorts: readonly number[];
}

const UPSTREAM_SERVERS =
  /^( +)server 127\.0\.0\.1:\d+ (.*);\n(?:\1server 127\.0\.0\.1:\d+ .*;\n)*/m;
const LISTEN = /^( +)listen \d+;/m;

/** The example configuration with these instances and this port (on loopback). */
export function renderSiteConfig(example: string, { listenPort, instancePorts }: BalancerPorts) {
  if (!UPSTREAM_SERVERS.test(example) || !LISTEN.test(example)) {
    throw new Error(`${EXAMPLE_CONFIG} lost its upstream servers or its listen line`);
  }
  return example
    .replace(UPSTREAM_SERVERS, (_match, indent: string, options: string) =>
      instancePorts.map((port) => `${indent}server 127.0.0.1:${port} ${options};\n`).join(''),
    )
    .replace(LISTEN, (_match, indent: string) => `${indent}listen 127.0.0.1:${listenPort};`);
}

/**
 * The main file: one worker (the instances need the cores), every path inside `prefix`, and the
 * answering instance in X-Served-By, to watch the balancing (not in the example: a public site
 * need not show its internal addresses).
 */
function mainConfig(prefix: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  return `worker_processes 1;
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
    access_log off;
    add_header X-Served-By $upstream_addr always;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${path.join(prefix, 'teamfolio.conf')};
}
`;
}

export function findNginx(): string {
  const found = NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error('nginx is not installed: `apt-get install nginx-light` (or nginx) first.');
  }
  return found;
}

export interface RunningNginx {
  url: string;
  /** nginx's master process. */
  pid: number;
  /** Rejects when nginx exits, whether it fails or is stopped by the cleanups. */
  exited: Promise<never>;
}

/** Starts nginx in front of the instances; resolves once it answers. */
export async function startNginx(ports: BalancerPorts, cleanups: Cleanups): Promise<RunningNginx> {
  const nginx = findNginx();
  const prefix = await mkdtemp(path.join(tmpdir(), 'teamfolio-nginx-'));
  cleanups.add(() => rm(prefix, { recursive: true, force: true }));
  // Started as root, nginx's workers run as `nobody`: they must reach and write their temp paths.
  await chmod(prefix, 0o755);
  await mkdir(path.join(prefix, 'temp'), { mode: 0o777 });
  await chmod(path.join(prefix, 'temp'), 0o777);
  const example = await readFile(EXAMPLE_CONFIG, 'utf8');
  await writeFile(path.join(prefix, 'teamfolio.conf'), renderSiteConfig(example, ports));
  await writeFile(path.join(prefix, 'nginx.conf'), mainConfig(prefix));

  // In a process group of its own: its workers outlive a master killed with SIGKILL, holding the
  // port, and are ended with the group so that a new nginx can listen.
  const child = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  cleanups.add(() => stopProcess(child));
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // the workers have exited with it
      }
      reject(new Error(`nginx exited (${code ?? 'signal'}); see ${prefix}/error.log`));
    }),
  );
  exited.catch(() => {});
  const url = `http://127.0.0.1:${ports.listenPort}`;
  await Promise.race([waitForServer(`${url}/api/health`), exited]);
  return { url, pid: child.pid!, exited };
}
