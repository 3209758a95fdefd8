// What the benchmarks that serve the production build share: a SQLite database of a given size
// (kept in data/bench-<size>.db for the next run), the build (made when missing), `next start` in
// its own process group (scripts/serve.ts, as `npm start` runs it), and the memory of that process tree.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readFeedStream } from '@/lib/import/feed-reader';
import { importFeed } from '@/lib/import/import-feed';
import { createDbClient } from '@/lib/prisma-client';
import { seedDemo } from '@/prisma/seed';
import { migrate } from '../db/migrate';
import { SERVER_ENV, SERVER_SCRIPT, SERVER_V8_ARGS } from '../server-node-args';
import { writeSyntheticFeed } from './synthetic-feed';

// Loopback only. Spelled "localhost", not 127.0.0.1: next-intl rewrites localized paths to a
// localhost URL, and a server started with another host name would proxy those rewrites
// to itself as external URLs (and answer the localized pages with redirects).
export const HOST = 'localhost';

/** data/bench-<size>.db with the demo data and synthetic properties up to `size`; reused when present. */
export async function benchDatabase(size: number | 'demo'): Promise<string> {
  const file = path.resolve(`data/bench-${size}.db`);
  const url = `file:${file}`;
  if (existsSync(file)) {
    // A database kept from an earlier run may predate the latest migrations, and the statistics
    // an import now leaves for the query planner.
    await migrate(url);
    const db = createDbClient(url);
    const complete = size === 'demo' || (await db.property.count()) >= size;
    if (complete) await db.$executeRawUnsafe('ANALYZE');
    await db.$disconnect();
    if (complete) return url;
  }
  rmSync(file, { force: true });
  await migrate(url);
  const db = createDbClient(url);
  try {
    const started = performance.now();
    const { report } = await seedDemo(db);
    if (size === 'demo') return url;
    const extra = size - report.created;
    const scratch = path.join(os.tmpdir(), 'vitrine-bench');
    mkdirSync(scratch, { recursive: true });
    const feed = path.join(scratch, `load-feed-${extra}.json`);
    await writeSyntheticFeed(feed, extra, { full: false });
    const imported = await importFeed(db, await readFeedStream(createReadStream(feed)));
    rmSync(feed);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `Built ${path.relative(process.cwd(), file)}: demo + ${imported.created} synthetic properties in ${seconds} s.`,
    );
  } finally {
    await db.$disconnect();
  }
  return url;
}

/** Resident memory of a process and its descendants, in kB, from /proc. */
export function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the command name (field 2) may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    try {
      const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      total += Number(rss ?? 0);
    } catch {
      continue;
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The peak memory of a process tree over the whole run, and over windows of it (one target, one pass). */
export type MemoryWatch = { peakKb: () => number; window: () => () => number };

/** Samples the resident memory of `pid`'s process tree every 250 ms until `stop`. */
export function watchMemory(pid: number): MemoryWatch & { stop: () => void } {
  let peak = 0;
  let windowPeak = 0;
  const timer = setInterval(() => {
    const rss = treeRss(pid);
    peak = Math.max(peak, rss);
    windowPeak = Math.max(windowPeak, rss);
  }, 250);
  return {
    peakKb: () => peak,
    window: () => {
      windowPeak = 0;
      return () => windowPeak;
    },
    stop: () => clearInterval(timer),
  };
}

async function waitUntilServing(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer within 5 minutes');
}

export type ServedBuild = { base: string; pid: number; stop: () => void };

/** Node running `script` with Node's settings of the server, on `port` of HOST, once it answers `readyPath`. */
async function serve(
  script: readonly string[],
  port: number,
  env: NodeJS.ProcessEnv,
  readyPath: string,
): Promise<ServedBuild> {
  const server = spawn(process.execPath, [...SERVER_V8_ARGS, ...script, '-H', HOST, '-p', String(port)], {
    env: { ...env, ...SERVER_ENV },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const pid = server.pid as number;
  // The server runs in its own process group (detached): end it and whatever it started.
  const stop = () => process.kill(-pid, 'SIGTERM');
  const base = `http://${HOST}:${port}`;
  try {
    await waitUntilServing(`${base}${readyPath}`, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, pid, stop };
}

function build(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync('npx', ['next', 'build', ...args], { env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`next build exited with code ${result.status}`);
}

/**
 * The production build in NEXT_DIST_DIR (default .next, built first when missing), served as `npm
 * start` serves it with `env` (its DATABASE_URL, SITE_URL…), answering on `base` once this
 * resolves; `stop` ends it with its children.
 */
export async function serveBuild(port: number, env: NodeJS.ProcessEnv): Promise<ServedBuild> {
  const distDir = env.NEXT_DIST_DIR || '.next';
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) {
    console.log(`No production build in ${distDir}: building it…`);
    build([], env);
  }
  return serve(SERVER_SCRIPT, port, env, '/fr/');
}

const ANCHOR_DIR = 'scripts/bench/anchor';

/**
 * The anchor of the render benchmark: a bare Next page (scripts/bench/anchor: a root layout of its
 * own, 24 rows of the SQLite file at `databaseUrl` read with better-sqlite3, no proxy, no messages,
 * no header), served by `next start` with the server's Node settings. Measured beside the site's
 * pages, it shows what Next's own rendering of a small page costs on this machine in the same run.
 */
export async function serveAnchor(port: number, databaseUrl: string): Promise<ServedBuild> {
  if (!existsSync(path.join(ANCHOR_DIR, '.next', 'BUILD_ID'))) build([ANCHOR_DIR], process.env);
  const env = {
    ...process.env,
    NODE_ENV: 'production' as const,
    ANCHOR_DATABASE_FILE: databaseUrl.slice('file:'.length),
  };
  return serve([path.join('node_modules', 'next', 'dist', 'bin', 'next'), 'start', ANCHOR_DIR], port, env, '/');
}
