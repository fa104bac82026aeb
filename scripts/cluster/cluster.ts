/**
 * Several `next start` instances of one build behind nginx, sharing one database and one upload
 * folder: what `npm run cluster`, the cluster test and `npm run bench -- --cluster N` run.
 */
import {
  Cleanups,
  findFreePort,
  startSite,
  type RunningSite,
  type SiteConfig,
} from '../site/production-site';
import { startNginx } from './nginx';

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
  /** The running `next start`; undefined while the instance is down. */
  site: RunningSite | undefined;
}

export interface Cluster {
  /** The balancer's address: where visitors go. */
  url: string;
  instances: ClusterInstance[];
  /** Kills an instance as a crash would (SIGKILL). */
  kill(instance: ClusterInstance): Promise<void>;
  /** Starts a stopped instance again on its port. */
  start(instance: ClusterInstance): Promise<void>;
}

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
    const site = await startSite(siteConfig(port), cleanups);
    instances.push({ port, baseUrl: site.baseUrl, site });
  }
  await startNginx({ listenPort, instancePorts: ports }, cleanups);

  return {
    url,
    instances,
    async kill(instance) {
      const site = instance.site;
      if (!site) return;
      instance.site = undefined;
      process.kill(site.pid, 'SIGKILL');
      await site.exited.catch(() => {});
    },
    async start(instance) {
      if (instance.site) return;
      instance.site = await startSite(siteConfig(instance.port), cleanups);
    },
  };
}

async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await findFreePort());
  return [...ports];
}
