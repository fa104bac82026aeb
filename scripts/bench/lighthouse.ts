/**
 * `npm run lighthouse`: Lighthouse (mobile preset) in Debian's Chromium against the production
 * build on a fresh database with the demo content, for /, /blog, a post, a series and /projects.
 *
 *   tsx scripts/bench/lighthouse.ts [--reuse-build] [--runs <n>] [--keep-reports <dir>]
 *
 * Each page is audited `runs` times (default 3) and judged by its median run, as Lighthouse's
 * own guidance advises: a single run's Performance moves by several points with the machine's
 * load, and the first visit also waits for the image optimiser's first variants.
 *
 * Builds into .next-lighthouse (--reuse-build keeps an existing one: the demo content is the
 * same every time), prints the four category scores per page, writes bench/lighthouse.json and
 * exits 1 when a page misses a target (Performance ≥ 98, the others 100). --keep-reports writes
 * every run's full JSON report into <dir> (named after the page and run) to study its traces.
 * CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { formatTable } from './table';
import {
  BLOG_PATH,
  blogPostPath,
  HOME_PATH,
  PROJECTS_PATH,
  searchPath,
  seriesPath,
} from '../../src/lib/public-paths';
import { seedDemoContent, withAppDb } from '../db/app-db';
import { REPO_ROOT } from '../db/paths';
import {
  buildSite,
  Cleanups,
  createMigratedDatabase,
  findFreePort,
  runToExit,
  startSite,
} from '../site/production-site';

const DIST_DIR = '.next-lighthouse';
const RESULTS_FILE = path.join(REPO_ROOT, 'bench', 'lighthouse.json');
const LIGHTHOUSE_BIN = path.join(REPO_ROOT, 'node_modules/.bin/lighthouse');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const MIN_SCORES: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

interface LighthouseReport {
  categories: Record<
    Category,
    { score: number | null; auditRefs: Array<{ id: string; weight: number }> }
  >;
  audits: Record<string, { score: number | null; title: string; displayValue?: string }>;
}

interface PageResult {
  page: string;
  path: string;
  scores: Record<Category, number>;
  /** Weighted audits that did not score full marks, per category under its target. */
  failedAudits: Partial<Record<Category, string[]>>;
  pass: boolean;
  /** Performance of every run, in run order. */
  performanceRuns: number[];
}

/** One Lighthouse run of a page, judged on its own. */
type RunResult = Omit<PageResult, 'performanceRuns'>;

const { values: options } = parseArgs({
  options: {
    'reuse-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    'keep-reports': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(
    'Usage: tsx scripts/bench/lighthouse.ts [--reuse-build] [--runs <n>] [--keep-reports <dir>]',
  );
  process.exit(0);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1.');

const cleanups = new Cleanups();
await runToExit(cleanups, main);

async function main(): Promise<number> {
  const databaseUrl = await createMigratedDatabase('teamfolio_lighthouse', cleanups);
  const pages = await withAppDb(databaseUrl, async (db) => {
    await seedDemoContent(db);
    const [post, series] = await Promise.all([
      db.blogPost.findFirstOrThrow({
        where: { published: true },
        orderBy: { publishedAt: 'desc' },
        select: { id: true },
      }),
      db.series.findFirstOrThrow({
        orderBy: [{ featured: 'desc' }, { createdAt: 'desc' }],
        select: { slug: true },
      }),
    ]);
    return [
      { page: 'home', path: HOME_PATH },
      { page: 'blog', path: BLOG_PATH },
      { page: 'blog post', path: blogPostPath(post.id) },
      { page: 'series', path: seriesPath(series.slug) },
      { page: 'projects', path: PROJECTS_PATH },
      // A word of the demo content: a page of results with highlights.
      { page: 'search', path: searchPath('retrieval') },
    ];
  });

  const config = { databaseUrl, port: await findFreePort(), distDir: DIST_DIR };
  await buildSite(config, cleanups, { reuse: options['reuse-build'] });
  const site = await startSite(config, cleanups);

  const reportsDir = await openReportsDir(options['keep-reports']);
  const results: PageResult[] = [];
  for (const { page, path: pagePath } of pages) {
    // Rendered once first, so the audit sees the cached ISR page a visitor gets.
    await fetch(`${site.baseUrl}${pagePath}`);
    const pageRuns: RunResult[] = [];
    for (let run = 1; run <= runs; run++) {
      console.error(`lighthouse: ${page} (${pagePath}), run ${run} of ${runs}`);
      const reportFile = path.join(reportsDir, `${page.replaceAll(' ', '-')}-${run}.json`);
      const report = await runLighthouse(`${site.baseUrl}${pagePath}`, reportFile);
      pageRuns.push(judge(page, pagePath, report));
    }
    results.push(medianRun(pageRuns));
  }

  console.log(
    `\n${formatTable(
      ['page', 'path', ...CATEGORIES, 'performance runs', 'result'],
      results.map((result) => [
        result.page,
        result.path,
        ...CATEGORIES.map((category) => String(result.scores[category])),
        result.performanceRuns.join(' '),
        result.pass ? 'pass' : 'FAIL',
      ]),
    )}`,
  );
  for (const result of results.filter((r) => !r.pass)) {
    for (const [category, audits] of Object.entries(result.failedAudits)) {
      console.log(`  ${result.page} · ${category}: ${audits.join('; ')}`);
    }
  }

  await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
  const pass = results.every((result) => result.pass);
  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify({ date: new Date().toISOString(), targets: MIN_SCORES, pages: results, pass }, null, 2)}\n`,
  );
  console.log(`\nwrote ${path.relative(REPO_ROOT, RESULTS_FILE)}`);
  return pass ? 0 : 1;
}

/** The folder the reports go to: the one asked for (kept), else a temporary one. */
async function openReportsDir(keepIn: string | undefined): Promise<string> {
  if (keepIn) {
    await mkdir(keepIn, { recursive: true });
    return keepIn;
  }
  const reportsDir = await mkdtemp(path.join(tmpdir(), 'teamfolio-lighthouse-'));
  cleanups.add(() => rm(reportsDir, { recursive: true, force: true }));
  return reportsDir;
}

async function runLighthouse(url: string, output: string): Promise<LighthouseReport> {
  const child = spawn(
    LIGHTHOUSE_BIN,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: CHROMIUM } },
  );
  cleanups.add(() => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${url} failed (${code ?? 'signal'})`)),
    );
  });
  return JSON.parse(await readFile(output, 'utf8')) as LighthouseReport;
}

function judge(page: string, pagePath: string, report: LighthouseReport): RunResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Math.round((report.categories[category].score ?? 0) * 100),
    ]),
  ) as Record<Category, number>;
  const failedAudits: PageResult['failedAudits'] = {};
  for (const category of CATEGORIES) {
    if (scores[category] >= MIN_SCORES[category]) continue;
    failedAudits[category] = report.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => {
        const audit = report.audits[ref.id];
        return `${audit?.title ?? ref.id}${audit?.displayValue ? ` ${audit.displayValue}` : ''}`;
      });
  }
  const pass = CATEGORIES.every((category) => scores[category] >= MIN_SCORES[category]);
  return { page, path: pagePath, scores, failedAudits, pass };
}

/** The run with the median Performance, carrying every run's Performance. */
function medianRun(pageRuns: RunResult[]): PageResult {
  const byPerformance = [...pageRuns].sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    ...byPerformance[Math.floor((byPerformance.length - 1) / 2)]!,
    performanceRuns: pageRuns.map((run) => run.scores.performance),
  };
}
