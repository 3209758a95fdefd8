// `npm run bench:import -- [--size=100000] [--postgres=postgresql://user:pass@host/db]`
// Imports a synthetic feed of `size` properties in four languages into a new database, then the
// same feed again, each in its own process (as `npm run import` runs), and prints the time and
// peak memory of both. The repeated import must be at least 5× faster: exit code 1 otherwise.
// SQLite by default; with --postgres, a new database on that server (dropped afterwards).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readFeedStream } from '@/lib/import/feed-reader';
import { importFeed } from '@/lib/import/import-feed';
import { createDbClient } from '@/lib/prisma-client';
import { migrate } from '../db/migrate';
import { createDatabase, dropDatabases, postgresDatabaseUrl } from '../db/postgres-admin';
import { writeSyntheticFeed } from './synthetic-feed';

const REQUIRED_SPEED_UP = 5;

type Run = {
  seconds: number;
  cpuSeconds: number;
  peakMb: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
};

/** One import, in this process: what the child prints for the parent as its last line. */
async function child(file: string, url: string): Promise<void> {
  const db = createDbClient(url);
  const started = performance.now();
  const report = await importFeed(db, await readFeedStream(createReadStream(file)));
  const usage = process.resourceUsage();
  const run: Run = {
    seconds: (performance.now() - started) / 1000,
    // CPU time says how much work it was even on a machine shared with other jobs.
    cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6,
    peakMb: Math.round(usage.maxRSS / 1024),
    created: report.created,
    updated: report.updated,
    unchanged: report.unchanged,
    rejected: report.rejected.length,
  };
  await db.$disconnect();
  console.log(JSON.stringify(run));
}

function importInChild(file: string, url: string): Run {
  const result = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--child', file, url], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`the import failed (exit code ${result.status})`);
  const last = result.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as Run;
}

async function prepareDatabase(scratch: string, postgres: string | undefined) {
  if (!postgres) {
    const url = `file:${path.join(scratch, 'bench-import.db')}`;
    rmSync(url.slice('file:'.length), { force: true });
    await migrate(url);
    return { url, label: 'SQLite', drop: async () => rmSync(url.slice('file:'.length), { force: true }) };
  }
  const name = `vitrine_bench_import_${process.pid}`;
  await createDatabase(postgres, name);
  const url = postgresDatabaseUrl(postgres, name);
  await migrate(url);
  return { url, label: 'PostgreSQL', drop: () => dropDatabases(postgres, [name]) };
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { size: { type: 'string' }, postgres: { type: 'string' } } });
  const size = Number(values.size ?? process.env.BENCH_SIZE ?? 100_000);
  if (!Number.isInteger(size) || size < 1) {
    console.error('Usage: npm run bench:import -- [--size=100000] [--postgres=postgresql://…]');
    return 2;
  }
  const scratch = path.join(os.tmpdir(), 'vitrine-bench');
  mkdirSync(scratch, { recursive: true });
  const file = path.join(scratch, `feed-${size}.json`);
  // The feed is deterministic: one written by an earlier run is the same file.
  if (!existsSync(file)) {
    const started = performance.now();
    await writeSyntheticFeed(file, size, { full: true });
    console.log(`Wrote ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  const megabytes = Math.round(statSync(file).size / 1024 / 1024);
  const database = await prepareDatabase(scratch, values.postgres);
  try {
    console.log(`Importing ${size} properties × 4 languages (${megabytes} MB of JSON) into ${database.label}, twice…`);
    console.log(`Load average before: ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores.`);
    const first = importInChild(file, database.url);
    const again = importInChild(file, database.url);
    const speedUp = first.seconds / again.seconds;
    const row = (name: string, run: Run) =>
      `${name.padEnd(18)} ${run.seconds.toFixed(1).padStart(8)} s ${run.cpuSeconds.toFixed(1).padStart(8)} s ` +
      `${String(run.peakMb).padStart(7)} MB   ` +
      `${run.created} created, ${run.updated} updated, ${run.unchanged} unchanged, ${run.rejected} rejected`;
    console.log(`${''.padEnd(18)} ${'time'.padStart(10)} ${'CPU time'.padStart(10)} ${'peak RSS'.padStart(10)}`);
    console.log(row('first import', first));
    console.log(row('same feed again', again));
    console.log(`Re-import is ${speedUp.toFixed(1)}× faster (required: ≥ ${REQUIRED_SPEED_UP}×).`);
    const correct = first.created === size && again.unchanged === size && again.created + again.updated === 0;
    if (!correct) console.error('The imports did not create, then leave unchanged, every property.');
    return speedUp >= REQUIRED_SPEED_UP && correct ? 0 : 1;
  } finally {
    await database.drop();
  }
}

if (process.argv[2] === '--child') {
  await child(process.argv[3] ?? '', process.argv[4] ?? '');
} else if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main();
}
