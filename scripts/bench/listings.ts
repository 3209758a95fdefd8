// `npm run bench:listings [-- --sizes=1000,10000,100000 --seconds=10 --rounds=20 --keep]`
//
// For each catalogue size: fills a scratch SQLite database (demo data + generated properties),
// times the listing query mix (the queries the listing pages run, through the same functions),
// then serves the production build on it and measures, in the same run, the throughput of the
// listing page against a trivial page of the same app (a thank-you page: same layout, no
// catalogue query). The ratio between the two is the figure that matters on a shared machine.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { loadFacets } from '@/lib/listing/facets';
import { parseListingFilters } from '@/lib/listing/listing-params';
import { findListingResults } from '@/lib/listing/listing-query';
import { quickSearch } from '@/lib/listing/quick-search';
import type { Goal } from '@/lib/properties/goal';
import { createDbClient, type Db } from '@/lib/prisma-client';
import { migrate } from '../db/migrate';
import { fillCatalogue } from './listing-catalogue';

const options = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key = '', value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const SIZES = (options.sizes ?? '1000,10000,100000').split(',').map(Number);
const SECONDS = Number(options.seconds ?? 10);
const ROUNDS = Number(options.rounds ?? 20);
const CONNECTIONS = 4;
const DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next-bench';
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const DIR = 'data/bench';
const TEMPLATE = `${DIR}/listings-template.db`;
const PAGE_SIZE = 12;

const PAGES = {
  trivial: '/fr/merci/contact/',
  listing: '/fr/a-vendre/',
  filtered: '/fr/a-vendre/?region=wallonia&bedrooms=2&sort=price-asc',
};

function run(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** The listing query mix: what the listing pages, their map view and the home search box run. */
function queryMix(client: Db, facets: Record<Goal, Awaited<ReturnType<typeof loadFacets>>>) {
  const page = (goal: Goal, query: string) => () =>
    findListingResults(client, {
      locale: 'fr',
      goal,
      filters: parseListingFilters(new URLSearchParams(query)).filters,
      pageSize: PAGE_SIZE,
      facets: facets[goal],
    });
  return {
    'sale, newest, page 1': page('sale', ''),
    'rent, newest, page 1': page('rent', ''),
    'sale, page 20': page('sale', 'page=20'),
    'town (Liège|4000)': page('sale', 'city=Liège|4000'),
    'three towns': page('sale', 'city=Liège|4000&city=Namur|5000&city=Bruxelles|1000'),
    'map area (Brussels)': page('sale', 'area=50.8,4.3,50.9,4.45'),
    'type (apartment)': page('sale', 'type=2'),
    'price range, price up': page('sale', 'priceMin=200000&priceMax=400000&sort=price-asc'),
    'price down, all': page('sale', 'sort=price-desc'),
    'bedrooms + living area': page('sale', 'bedrooms=3&surfaceMin=120'),
    'region (wallonia)': page('sale', 'region=wallonia'),
    'province + type': page('sale', 'region=liege&type=1'),
    reference: page('sale', 'ref=V-2321'),
    combined: page('sale', 'city=Bruxelles|1000&type=2&priceMax=600000&bedrooms=2&sort=price-asc'),
    'garden + label C or better': page('sale', 'feature=garden&epc=c'),
    'free by a day (rent)': page('rent', 'available=2026-12-15'),
    'price per m², all': page('sale', 'sort=price-m2-asc'),
    'price per m², region': page('sale', 'region=wallonia&sort=price-m2-asc'),
    'map, 500 newest': page('sale', 'view=map'),
    'home search "liege"': () => quickSearch(client, { locale: 'fr', text: 'liege', limit: 8 }),
  } as Record<string, () => Promise<unknown>>;
}

async function timeQueries(file: string) {
  const client = createDbClient(`file:${file}`);
  try {
    // Facets are cached by the app (a minute per process); timed on their own, uncached.
    const facetSamples: number[] = [];
    let facets = {} as Record<Goal, Awaited<ReturnType<typeof loadFacets>>>;
    for (let round = 0; round < 5; round += 1) {
      const started = performance.now();
      facets = { sale: await loadFacets(client, 'fr', 'sale'), rent: await loadFacets(client, 'fr', 'rent') };
      facetSamples.push((performance.now() - started) / 2);
    }
    const mix = queryMix(client, facets);
    const samples: Record<string, number[]> = Object.fromEntries(Object.keys(mix).map((name) => [name, []]));
    for (const query of Object.values(mix)) await query();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, query] of Object.entries(mix)) {
        const started = performance.now();
        await query();
        samples[name]!.push(performance.now() - started);
      }
    }
    return { perQuery: samples, all: Object.values(samples).flat(), facets: summary(facetSamples) };
  } finally {
    await client.$disconnect();
  }
}

async function startServer(file: string): Promise<ChildProcess> {
  const server = spawn('npx', ['next', 'start', '-p', String(PORT)], {
    env: { ...process.env, DATABASE_URL: `file:${file}`, NEXT_DIST_DIR: DIST_DIR, NODE_ENV: 'production' },
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const response = await fetch(`http://127.0.0.1:${PORT}${PAGES.trivial}`).catch(() => null);
    if (response?.ok) return server;
  }
  stopServer(server);
  throw new Error('The server did not start');
}

function stopServer(server: ChildProcess) {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}

type Load = { rps: number; p50: number; p99: number; cpuMs: number };

// Clock ticks of Linux's /proc/<pid>/stat (USER_HZ, 100 on every usual kernel).
const TICK_MS = 10;

/**
 * CPU time (ms) used so far by every process of the server's process group. On a machine shared
 * with other work, throughput swings with their load; the CPU a page costs the server does not.
 */
function serverCpuMs(group: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command name (which may hold spaces): state ppid pgrp … utime (12th) stime (13th).
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks * TICK_MS;
}

function load(server: ChildProcess, path: string, seconds: number): Load {
  const cpuBefore = serverCpuMs(server.pid!);
  const result = spawnSync(
    'node_modules/.bin/autocannon',
    ['-j', '-c', String(CONNECTIONS), '-d', String(seconds), `http://127.0.0.1:${PORT}${path}`],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const cpuMs = serverCpuMs(server.pid!) - cpuBefore;
  const report = JSON.parse(result.stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  if (report.non2xx > 0 || report.errors > 0) {
    throw new Error(`${path}: ${report.non2xx} non-2xx, ${report.errors} errors`);
  }
  return {
    rps: report.requests.average,
    p50: report.latency.p50,
    p99: report.latency.p99,
    cpuMs: cpuMs / Math.max(1, report.requests.total),
  };
}

async function measurePages(file: string) {
  const server = await startServer(file);
  try {
    for (const path of Object.values(PAGES)) load(server, path, 2);
    // The trivial page before and after, averaged: other load on the machine shows in both.
    const before = load(server, PAGES.trivial, SECONDS);
    const listing = load(server, PAGES.listing, SECONDS);
    const filtered = load(server, PAGES.filtered, SECONDS);
    const after = load(server, PAGES.trivial, SECONDS);
    const trivial = {
      rps: (before.rps + after.rps) / 2,
      p50: (before.p50 + after.p50) / 2,
      p99: Math.max(before.p99, after.p99),
      cpuMs: (before.cpuMs + after.cpuMs) / 2,
    };
    return { trivial, listing, filtered };
  } finally {
    stopServer(server);
  }
}

function prepareDatabase(size: number): string {
  const file = `${DIR}/listings-${size}.db`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  copyFileSync(TEMPLATE, file);
  const started = performance.now();
  const added = fillCatalogue(file, size);
  // Planner statistics, as every import that changes the catalogue leaves them (lib/import/import-feed.ts).
  const db = new Database(file);
  db.exec('ANALYZE');
  db.close();
  console.log(`  ${size} properties (${added} generated) in ${Math.round(performance.now() - started)} ms`);
  return file;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  mkdirSync(DIR, { recursive: true });
  if (!existsSync(`${DIST_DIR}/BUILD_ID`)) run('npx', ['next', 'build'], { NEXT_DIST_DIR: DIST_DIR });
  if (!existsSync(TEMPLATE)) run('npx', ['tsx', 'scripts/seed.ts'], { DATABASE_URL: `file:${TEMPLATE}` });
  // A template kept from an earlier run may predate the latest migrations (indexes among them).
  await migrate(`file:${TEMPLATE}`);

  const rows: {
    size: number;
    queries: Awaited<ReturnType<typeof timeQueries>>;
    pages: Awaited<ReturnType<typeof measurePages>>;
  }[] = [];
  for (const size of SIZES) {
    console.log(`\n== ${size.toLocaleString('en')} properties`);
    const file = prepareDatabase(size);
    const queries = await timeQueries(file);
    const pages = await measurePages(file);
    rows.push({ size, queries, pages });
    const all = summary(queries.all);
    console.log(
      `  query mix: median ${ms(all.median)}, p95 ${ms(all.p95)}; facets (cached by the app): median ${ms(queries.facets.median)}`,
    );
    for (const [name, samples] of Object.entries(queries.perQuery)) {
      const { median, p95 } = summary(samples);
      console.log(`    ${name.padEnd(26)} median ${ms(median).padStart(9)}  p95 ${ms(p95).padStart(9)}`);
    }
    for (const [name, result] of Object.entries(pages)) {
      console.log(
        `  ${name.padEnd(9)} ${result.rps.toFixed(1).padStart(6)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  server CPU ${ms(result.cpuMs)}/request`,
      );
    }
    if (!options.keep) for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  }

  console.log(
    '\n| properties | query mix median | query mix p95 | listing req/s | trivial req/s | listing ÷ trivial (throughput) | server CPU per listing page | per filtered page | per trivial page | listing ÷ trivial (CPU) |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { size, queries, pages } of rows) {
    const all = summary(queries.all);
    console.log(
      `| ${size.toLocaleString('en')} | ${ms(all.median)} | ${ms(all.p95)} | ${pages.listing.rps.toFixed(1)} | ${pages.trivial.rps.toFixed(1)} | ${(pages.trivial.rps / pages.listing.rps).toFixed(2)}× | ${ms(pages.listing.cpuMs)} | ${ms(pages.filtered.cpuMs)} | ${ms(pages.trivial.cpuMs)} | ${(pages.listing.cpuMs / pages.trivial.cpuMs).toFixed(2)}× |`,
    );
  }
  const first = rows[0];
  const last = rows.at(-1);
  if (first && last && first !== last) {
    const byThroughput = (row: typeof first) => row.pages.trivial.rps / row.pages.listing.rps;
    const byCpu = (row: typeof first) => row.pages.listing.cpuMs / row.pages.trivial.cpuMs;
    console.log(
      `\nListing page at ${last.size.toLocaleString('en')} vs ${first.size.toLocaleString('en')} properties, relative to the trivial page: ` +
        `${(byCpu(last) / byCpu(first)).toFixed(2)}× by server CPU, ${(byThroughput(last) / byThroughput(first)).toFixed(2)}× by throughput`,
    );
  }
}

await main();
