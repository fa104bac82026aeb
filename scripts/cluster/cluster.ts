/**
 * Several production server instances of one build behind nginx, sharing one database and one
 * upload folder: what `npm run cluster`, the cluster test and `npm run bench -- --cluster N` run.
 */
import { startNginx, type RunningNginx } from './nginx';
import { supervise } from './supervisor';
import {
  type Cleanups,
  findFreePort,
  startSite,
  type RunningSite,
  type SiteConfig,
} from '../site/production-site';

export interface ClusterOptions {
  databaseUrl: string;
  instances: number;
  /** The build the instances serve (built beforehand with buildSite). */
  distDir: string;
  /** The balancer's port; a free one when absent. */
  listenPort?: number;
  /** The instances' ports; free ones when absent. */
  instancePorts?: readonly number[];
  /**
   * NEXTAUTH_SECRET, the same on every instance so each accepts the others' sessions (the
   * local servers' fixed one when absent).
   */
  secret?: string;
  /** The upload folder every instance reads and writes (an absolute path). */
  uploadDir: string;
}

export interface ClusterInstance {
  port: number;
  baseUrl: string;
  /** The running server; undefined while the instance is down. */
  site: RunningSite | undefined;
}

export interface Cluster {
  /** The balancer's address: where visitors go. */
  url: string;
  instances: ClusterInstance[];
  /** The running nginx; undefined while it is down. */
  balancer: RunningNginx | undefined;
}

/**
 * Starts the instances, then nginx in front of them, and keeps every one of them running: one
 * that exits, crashed or killed, is started again (scripts/cluster/supervisor.ts) until the
 * cleanups run. Those stop nginx first, then the instances (last started first), each saying so
 * in one line, so that no visitor reaches an instance that is going away.
 */
export async function startCluster(options: ClusterOptions, cleanups: Cleanups): Promise<Cluster> {
  const listenPort = options.listenPort ?? (await findFreePort());
  const ports = options.instancePorts ?? (await freePorts(options.instances));
  const url = `http://127.0.0.1:${listenPort}`;
  const siteConfig = (port: number): SiteConfig => ({
    databaseUrl: options.databaseUrl,
    port,
    distDir: options.distDir,
    publicUrl: url,
    secret: options.secret,
    env: { UPLOAD_DIR: options.uploadDir, TRUSTED_PROXY_HOPS: '1' },
  });

  const instances: ClusterInstance[] = [];
  for (const port of ports) {
    // Run after the instance's own stop (cleanups run last-in first-out), restarted or not.
    cleanups.add(() => console.log(`cluster: instance ${baseUrlOf(port)} stopped`));
    const site = await startSite(siteConfig(port), cleanups);
    const instance: ClusterInstance = { port, baseUrl: site.baseUrl, site };
    instances.push(instance);
    supervise(site, {
      name: `instance ${instance.baseUrl}`,
      start: () => startSite(siteConfig(port), cleanups),
      onChange: (restarted) => (instance.site = restarted),
      cleanups,
    });
  }
  cleanups.add(() => console.log(`cluster: nginx ${url} stopped`));
  const startBalancer = () => startNginx({ listenPort, instancePorts: ports }, cleanups);
  const balancer = await startBalancer();
  const cluster: Cluster = { url, instances, balancer };
  supervise(balancer, {
    name: `nginx ${url}`,
    start: startBalancer,
    onChange: (restarted) => (cluster.balancer = restarted),
    cleanups,
  });
  return cluster;
}

const baseUrlOf = (port: number) => `http://127.0.0.1:${port}`;

async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await findFreePort());
  return [...ports];
}
