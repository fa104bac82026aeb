/**
 * `npm run bench`: the production site on 100× the demo data, measured with autocannon.
 *
 *   tsx scripts/bench/run.ts [--reuse-build] [--duration <seconds>] [--cluster <instances>]
 *
 * 1. a fresh database (DATABASE_URL's server when set, else an embedded PostgreSQL in a
 *    temporary folder), migrated, with the demo content and the large dataset
 *    (scripts/bench/large-dataset.ts);
 * 2. `next build` into .next-bench (--reuse-build keeps an existing one), the production server
 *    on a free loopback port, with a copy of the prerendered home page in public/ as the static
 *    baseline;
 * 3. per target: a warm-up, then `duration` seconds (default 10) with 10 connections, with the
 *    baseline measured (for half as long) before and after it; then the admin media list of
 *    the 2,000-item team against the 100-item team (1 connection); then an editor imports a
 *    Ghost export of 2,000 posts (scripts/bench/import-load.ts) and four pages are measured
 *    again while its job runs, until it completes;
 * 4. analytics at scale (scripts/bench/analytics-scale.ts): 10 million raw events rolled up, the
 *    dashboards timed through the service, after the site's measurements;
 * 5. prints the verdicts, writes bench/results.json, removes everything it made.
 * With --cluster N the site runs as N instances behind nginx (scripts/cluster) and is measured
 * through the balancer; with N ≥ 2 the bench also times how long 50 writes on one instance take
 * to show on another, and counts the database connections the cluster holds.
 * Exits 1 when a target is missed.
 */
import { copyFile, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import {
  ANALYTICS_SCALE,
  benchSeriesId,
  formatAnalyticsScale,
  measureAnalyticsScale,
} from './analytics-scale';
import {
  BENCH_EMAILS,
  emailProgress,
  queueBenchEmails,
  startCountingSink,
} from './email-load';
import { ghostExport, importProgress, IMPORTED_POSTS, startImport } from './import-load';
import { LARGE_DATASET, seedLargeDataset, type SeededDataset, type TeamRef } from './large-dataset';
import { sampleTreeMemory } from './memory';
import { countConnections, measurePropagation, type Propagation } from './propagation';
import {
  baselineAround,
  combineRuns,
  compareAdminLists,
  formatVerdicts,
  GOALS,
  judgeMeasurement,
  megabytes,
  type Measurement,
  type Verdict,
} from './report';
import { signIn } from './sign-in';
import { BASELINE_FILE, benchTargets, findSamples, trpcPath, type Target } from './targets';
import { startCluster, type Cluster } from '../cluster/cluster';
import { seedDemoContent, withAppDb } from '../db/app-db';
import { REPO_ROOT } from '../db/paths';
import {
  buildSite,
  Cleanups,
  createMigratedDatabase,
  findFreePort,
  runToExit,
  startSite,
  type SiteConfig,
} from '../site/production-site';

const DIST_DIR = '.next-bench';
const DATASET_LABEL = 'bench';
const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const ADMIN_LIST_SECONDS = 5;
/** The pages measured again while a large import runs. */
const IMPORT_LOAD_PAGES = ['home', 'blog', 'blog post', 'series'];
const IMPORT_TIMEOUT_MS = 10 * 60_000;
const EMAIL_TIMEOUT_MS = 10 * 60_000;
const RESULTS_FILE = path.join(REPO_ROOT, 'bench', 'results.json');

const { values: options } = parseArgs({
  options: {
    'reuse-build': { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    cluster: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(
    'Usage: tsx scripts/bench/run.ts [--reuse-build] [--duration <seconds>] [--cluster <instances>]',
  );
  process.exit(0);
}
const durationSeconds = Number(options.duration);
if (!(durationSeconds > 0)) throw new Error('--duration takes a number of seconds.');
/** Each baseline run between two targets. */
const baselineSeconds = durationSeconds / 2;
const clusterInstances = options.cluster === undefined ? 0 : Number(options.cluster);
if (!Number.isInteger(clusterInstances) || clusterInstances < 0) {
  throw new Error('--cluster takes a number of instances.');
}
const PROPAGATION_WRITES = 50;

const cleanups = new Cleanups();
await runToExit(cleanups, main);

async function main(): Promise<number> {
  const databaseUrl = await createMigratedDatabase('teamfolio_bench', cleanups);
  log('seeding the demo content and the large dataset…');
  const { dataset, samples } = await withAppDb(databaseUrl, async (db) => {
    await seedDemoContent(db);
    const dataset = await seedLargeDataset(db, LARGE_DATASET, DATASET_LABEL);
    return { dataset, samples: await findSamples(db, `${DATASET_LABEL}-series-1`) };
  });
  const sink = await startCountingSink();
  cleanups.add(() => sink.close());
  // The servers inherit the environment: every email goes to the bench's counting sink.
  process.env.SMTP_URL = sink.url;

  const config = { databaseUrl, port: await findFreePort(), distDir: DIST_DIR };
  await buildSite(config, cleanups, { reuse: options['reuse-build'] });
  const baselineBytes = await placeBaselineFile();
  const site = clusterInstances
    ? await startBenchCluster(databaseUrl, config.port)
    : await startOneServer(config);
  log(
    `site up at ${site.url}; ${durationSeconds} s per target after a ${WARMUP_SECONDS} s warm-up`,
  );

  const memory = site.pids.map((pid) => sampleTreeMemory(pid));
  const targets = benchTargets(samples, site.url);
  const verdicts = await measureAgainstBaseline(site.url, targets);
  const adminLists = await measureAdminLists(site.url, dataset);
  const importLoad = await measureDuringImport(site.url, dataset, targets);
  const emailLoad = await measureDuringEmailSend(site.url, databaseUrl, () => sink.received(), targets);
  // The largest instance: the memory target is per server.
  const peakMemoryBytes = Math.max(...memory.map((sampler) => sampler.stop()));
  const clusterFigures = site.cluster && (await measureCluster(site.cluster, databaseUrl, dataset));
  if (clusterFigures) console.log(`\n${formatClusterFigures(clusterFigures)}`);
  // Last: its millions of inserts and deletes would weigh on the build and the pages'
  // measurements (a build's prerender once timed out on connections behind them).
  const analyticsScale = await withAppDb(databaseUrl, async (db) =>
    measureAnalyticsScale(
      db,
      { teamId: dataset.largeMediaTeam.id, seriesId: await benchSeriesId(db, DATASET_LABEL) },
      ANALYTICS_SCALE,
      log,
    ),
  );

  const memoryPass = peakMemoryBytes <= GOALS.maxPeakMemoryBytes;
  const pass =
    verdicts.every((verdict) => verdict.pass) &&
    memoryPass &&
    adminLists.pass &&
    importLoad.pass &&
    emailLoad.pass &&
    analyticsScale.pass;

  console.log(`\n${formatVerdicts(verdicts)}\n`);
  console.log(`${formatImportLoad(importLoad)}\n`);
  console.log(`${formatEmailLoad(emailLoad)}\n`);
  console.log(`${formatAnalyticsScale(analyticsScale)}\n`);
  console.log(
    `peak server memory (RSS of the server process tree): ${megabytes(peakMemoryBytes)} — ${memoryPass ? 'pass' : `FAIL (> ${megabytes(GOALS.maxPeakMemoryBytes)})`}`,
  );
  console.log(
    `admin media list, first page: ${adminLists.largeCount} items ${adminLists.largeMs.toFixed(2)} ms, ${adminLists.smallCount} items ${adminLists.smallMs.toFixed(2)} ms (mean, 1 connection): ${adminLists.slowdown.toFixed(2)}× — ${adminLists.pass ? 'pass' : `FAIL (> ${GOALS.adminListMaxSlowdown}×)`}`,
  );

  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cpus: os.cpus().length, node: process.version },
        settings: {
          connections: CONNECTIONS,
          durationSeconds,
          baselineSeconds,
          warmupSeconds: WARMUP_SECONDS,
        },
        dataset: LARGE_DATASET,
        goals: GOALS,
        baselineBytes,
        targets: verdicts,
        peakMemoryBytes,
        memoryPass,
        adminMediaList: adminLists,
        duringImport: importLoad,
        duringEmailSend: emailLoad,
        analyticsScale,
        cluster: clusterFigures,
        pass,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nwrote ${path.relative(REPO_ROOT, RESULTS_FILE)}`);
  return pass ? 0 : 1;
}

interface BenchSite {
  /** Where the load goes: the server, or the cluster's balancer. */
  url: string;
  /** The server processes, for their memory. */
  pids: number[];
  cluster?: Cluster;
}

async function startOneServer(config: SiteConfig): Promise<BenchSite> {
  const site = await startSite(config, cleanups);
  return { url: site.baseUrl, pids: [site.pid] };
}

async function startBenchCluster(databaseUrl: string, listenPort: number): Promise<BenchSite> {
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'teamfolio-bench-uploads-'));
  cleanups.add(() => rm(uploadDir, { recursive: true, force: true }));
  const cluster = await startCluster(
    { databaseUrl, instances: clusterInstances, distDir: DIST_DIR, listenPort, uploadDir },
    cleanups,
  );
  return { url: cluster.url, pids: cluster.instances.map((one) => one.site!.pid), cluster };
}

interface ClusterFigures {
  instances: number;
  /** Write on the first instance, read on the second (absent with one instance). */
  propagation?: Propagation;
  databaseConnections: number;
}

async function measureCluster(
  cluster: Cluster,
  databaseUrl: string,
  dataset: SeededDataset,
): Promise<ClusterFigures> {
  const [writer, reader] = cluster.instances;
  let propagation: Propagation | undefined;
  if (reader) {
    log(`${PROPAGATION_WRITES} writes on one instance, read on another`);
    propagation = await measurePropagation(
      writer!.baseUrl,
      reader.baseUrl,
      { ...dataset.editor, teamId: dataset.smallMediaTeam.id },
      PROPAGATION_WRITES,
    );
  }
  return {
    instances: cluster.instances.length,
    propagation,
    databaseConnections: await countConnections(databaseUrl),
  };
}

function formatClusterFigures(figures: ClusterFigures): string {
  const lines = [
    `cluster: ${figures.instances} instance(s) behind nginx; database connections in use: ${figures.databaseConnections}`,
  ];
  if (figures.propagation) {
    const { writes, medianMs, worstMs } = figures.propagation;
    lines.push(
      `a write on one instance visible on another: median ${medianMs.toFixed(0)} ms, worst ${worstMs.toFixed(0)} ms (${writes} writes)`,
    );
  }
  return lines.join('\n');
}

function log(message: string) {
  console.error(`bench: ${message}`);
}

/**
 * The baseline: the prerendered home page as a static file of public/, served by the same
 * server. It must be there before the server starts (Next reads public/ at start) and goes
 * afterwards.
 */
async function placeBaselineFile(): Promise<number> {
  const source = path.join(REPO_ROOT, DIST_DIR, 'server', 'pages', 'index.html');
  const destination = path.join(REPO_ROOT, 'public', BASELINE_FILE);
  await copyFile(source, destination);
  cleanups.add(() => rm(destination, { force: true }));
  return (await stat(destination)).size;
}

/**
 * Every target, each between two runs of the baseline, judged against their mean: the speed of
 * a shared machine drifts by a third within minutes, and a ratio to a baseline measured at
 * another moment would carry that drift. The baseline's own row sums all its runs.
 */
async function measureAgainstBaseline(baseUrl: string, targets: Target[]): Promise<Verdict[]> {
  const baselineTarget = targets.find((target) => target.kind === 'baseline')!;
  const baselineRuns: Measurement[] = [];
  const measureBaseline = async () => {
    // Served between every two targets, the static file needs a warm-up only the first time.
    const warmUp = baselineRuns.length === 0;
    const run = await measureTarget(baseUrl, baselineTarget, baselineSeconds, { warmUp });
    baselineRuns.push(run);
    return run;
  };
  const verdicts: Verdict[] = [];
  let before = await measureBaseline();
  for (const target of targets.filter((candidate) => candidate !== baselineTarget)) {
    const measurement = await measureTarget(baseUrl, target, durationSeconds);
    const after = await measureBaseline();
    verdicts.push(judgeMeasurement(measurement, baselineAround(before, after)));
    before = after;
  }
  const baseline = combineRuns(baselineRuns);
  return [judgeMeasurement(baseline, baseline), ...verdicts];
}

async function measureTarget(
  baseUrl: string,
  target: Target,
  duration: number,
  { warmUp = true }: { warmUp?: boolean } = {},
): Promise<Measurement> {
  const url = `${baseUrl}${target.path}`;
  log(`${target.name}: ${target.path}`);
  const { request } = target;
  const probe = await fetch(url, { redirect: 'manual', ...request });
  const bytes = (await probe.arrayBuffer()).byteLength;
  const load = { url, connections: CONNECTIONS, ...request };
  if (warmUp) await autocannon({ ...load, duration: WARMUP_SECONDS });
  const result = await autocannon({ ...load, duration });
  return {
    ...target,
    status: probe.status,
    bytes,
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failedRequests: result.non2xx + result.errors + result.timeouts,
  };
}

interface ImportLoad {
  posts: number;
  /** The import's end state, and how long it took from the upload's answer. */
  status: string;
  seconds: number;
  /** Posts written when the page measures began and when they ended. */
  processedAtStart: number;
  processedAtEnd: number;
  verdicts: Verdict[];
  pass: boolean;
}

/**
 * Some pages measured again, against the baseline, while an editor's import of IMPORTED_POSTS
 * posts runs in the background: its job writes batches and has every page a batch changes
 * rebuilt, on the same server. Passes when every page meets its goals and the import completes.
 */
async function measureDuringImport(
  baseUrl: string,
  dataset: SeededDataset,
  targets: Target[],
): Promise<ImportLoad> {
  const cookie = await signIn(baseUrl, dataset.editor.email, dataset.editor.password);
  const team = dataset.smallMediaTeam;
  log(`importing ${IMPORTED_POSTS} posts into ${team.slug}, measuring pages meanwhile`);
  const startedAt = performance.now();
  const id = await startImport(baseUrl, cookie, team.id, ghostExport(IMPORTED_POSTS));
  const progress = () => importProgress(baseUrl, cookie, team.id, id);
  const processedAtStart = (await progress()).processed;
  const measured = await measureAgainstBaseline(
    baseUrl,
    targets.filter((target) => target.kind === 'baseline' || IMPORT_LOAD_PAGES.includes(target.name)),
  );
  let last = await progress();
  const processedAtEnd = last.processed;
  while (last.status === 'queued' || last.status === 'running') {
    if (performance.now() - startedAt > IMPORT_TIMEOUT_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
    last = await progress();
  }
  const verdicts = measured.slice(1);
  return {
    posts: IMPORTED_POSTS,
    status: last.status,
    seconds: (performance.now() - startedAt) / 1000,
    processedAtStart,
    processedAtEnd,
    verdicts,
    pass: last.status === 'done' && verdicts.every((verdict) => verdict.pass),
  };
}

/** The pages measured during a background phase, one line each. */
function formatPageVerdicts(verdicts: Verdict[]): string {
  return verdicts
    .map(
      (verdict) =>
        `  ${verdict.name}: ${verdict.ratio.toFixed(2)}× baseline, p99 ${verdict.p99Ratio.toFixed(2)}× — ${verdict.pass ? 'pass' : `FAIL: ${verdict.problems.join('; ')}`}`,
    )
    .join('\n');
}

function formatImportLoad(load: ImportLoad): string {
  return [
    `during an import of ${load.posts} posts (${load.status} after ${load.seconds.toFixed(0)} s; ${load.processedAtStart}–${load.processedAtEnd} written while the pages were measured):`,
    formatPageVerdicts(load.verdicts),
  ].join('\n');
}

interface EmailLoad {
  emails: number;
  /** Sent when the page measures ended, and in all; seconds from the write to the last. */
  sentWhileMeasured: number;
  sent: number;
  arrived: number;
  seconds: number;
  emailsPerSecond: number;
  verdicts: Verdict[];
  pass: boolean;
}

/**
 * Some pages measured again while the site's worker sends BENCH_EMAILS emails written at once.
 * Passes when every page meets its goals and every email arrived, each once.
 */
async function measureDuringEmailSend(
  baseUrl: string,
  databaseUrl: string,
  arrived: () => number,
  targets: Target[],
): Promise<EmailLoad> {
  log(`sending ${BENCH_EMAILS} emails, measuring pages meanwhile`);
  const before = arrived();
  const startedAt = performance.now();
  await queueBenchEmails(databaseUrl);
  const measured = await measureAgainstBaseline(
    baseUrl,
    targets.filter((target) => target.kind === 'baseline' || IMPORT_LOAD_PAGES.includes(target.name)),
  );
  const sentWhileMeasured = (await emailProgress(databaseUrl)).sent;
  let progress = await emailProgress(databaseUrl);
  while (progress.waiting > 0 && performance.now() - startedAt < EMAIL_TIMEOUT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    progress = await emailProgress(databaseUrl);
  }
  const seconds = (performance.now() - startedAt) / 1000;
  const verdicts = measured.slice(1);
  const count = arrived() - before;
  return {
    emails: BENCH_EMAILS,
    sentWhileMeasured,
    sent: progress.sent,
    arrived: count,
    seconds,
    emailsPerSecond: progress.sent / seconds,
    verdicts,
    pass:
      progress.sent === BENCH_EMAILS &&
      count === BENCH_EMAILS &&
      verdicts.every((verdict) => verdict.pass),
  };
}

function formatEmailLoad(load: EmailLoad): string {
  return [
    `during a send of ${load.emails} emails (${load.sent} sent, ${load.arrived} arrived in ${load.seconds.toFixed(0)} s: ${load.emailsPerSecond.toFixed(0)} emails/s; ${load.sentWhileMeasured} sent while the pages were measured):`,
    formatPageVerdicts(load.verdicts),
  ].join('\n');
}

/** The first page of media.adminList for the team with the most media and for a small one. */
async function measureAdminLists(baseUrl: string, dataset: SeededDataset) {
  const cookie = await signIn(baseUrl, dataset.editor.email, dataset.editor.password);
  const meanLatency = async (team: TeamRef) => {
    const url = `${baseUrl}${trpcPath('media.adminList', { teamId: team.id })}`;
    log(`media.adminList of ${team.slug}`);
    const probe = await fetch(url, { headers: { cookie } });
    if (!probe.ok)
      throw new Error(`media.adminList answered ${probe.status}: ${await probe.text()}`);
    const run = (duration: number) =>
      autocannon({ url, connections: 1, duration, headers: { cookie } });
    await run(WARMUP_SECONDS);
    const result = await run(ADMIN_LIST_SECONDS);
    if (result.non2xx + result.errors > 0) throw new Error('media.adminList requests failed');
    return result.latency.average;
  };
  return compareAdminLists(
    { meanMs: await meanLatency(dataset.largeMediaTeam), count: LARGE_DATASET.mediaItems },
    { meanMs: await meanLatency(dataset.smallMediaTeam), count: LARGE_DATASET.smallTeamMediaItems },
  );
}
