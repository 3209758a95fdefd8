// `npm run bench:load -- --mix=crawl|visitors`: the production build under a real traffic mix
// (mix-crawl.ts, mix-visitors.ts) instead of one address at a time, beside a baseline measured in
// the same run by the same driver on the same number of connections: the static file
// /brand/logo.svg, for --seconds after a 2 s warm-up. Prints one row per part of the mix with its
// rate as a share of the static file's, latency, page cache hit rate, failures and peak memory.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { HOST, benchDatabase, serveBuild, watchMemory, type MemoryWatch } from './bench-server';
import { crawlMix } from './mix-crawl';
import { visitorsMix } from './mix-visitors';
import { drive, repeatSource, summarize, type Summary } from './url-driver';

const BASELINE = '/brand/logo.svg';

/** The server tree's peak resident memory: over the run, and over a window (one row). */

export type MixContext = { base: string; connections: number; token: string; memory: MemoryWatch };

/** `part`: a breakdown of the row above it (printed indented, its failures counted there). */
export type MixRow = { name: string; summary: Summary; peakKb: number; part?: boolean };

export type MixReport = { rows: MixRow[]; notes: string[]; failures: string[] };

export type MixOptions = { seconds: number; maxUrls?: number };

export type Mix = {
  /** Seconds of the run (and of the baseline) when --seconds is not given. */
  defaultSeconds: number;
  /** Server environment besides what every run sets. */
  serverEnv: Record<string, string>;
  /** Reads (and fills) the bench database before the server starts; resolves to the run itself. */
  prepare: (databaseUrl: string, options: MixOptions) => Promise<(context: MixContext) => Promise<MixReport>>;
};

export const MIXES: Record<string, Mix> = { crawl: crawlMix, visitors: visitorsMix };

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function printTable(rows: readonly MixRow[], baseline: number): void {
  console.log(
    `\n${'row'.padEnd(22)}${'requests'.padStart(10)}${'req/s'.padStart(9)}${'vs static'.padStart(11)}` +
      `${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'cache hits'.padStart(12)}${'non-2xx'.padStart(9)}${'peak MB'.padStart(9)}`,
  );
  for (const { name, summary, peakKb, part } of rows) {
    console.log(
      `${part ? '  ' : ''}${name}`.padEnd(22) +
        String(summary.requests).padStart(10) +
        summary.perSecond.toFixed(0).padStart(9) +
        percent(summary.perSecond / baseline).padStart(11) +
        summary.p50.toFixed(1).padStart(9) +
        summary.p99.toFixed(1).padStart(9) +
        (summary.hitRate === null ? '—' : percent(summary.hitRate)).padStart(12) +
        String(summary.non2xx).padStart(9) +
        (part ? '' : String(Math.round(peakKb / 1024)).padStart(9)),
    );
  }
}

/** Answers other than 2xx, by row: "crawl, pass 1: 404 × 2 (e.g. /fr/…)". */
function statusNotes(rows: readonly MixRow[]): string[] {
  return rows
    .filter(({ summary, part }) => !part && summary.statuses.size > 0)
    .map(
      ({ name, summary }) =>
        `${name}: ` +
        [...summary.statuses]
          .map(([status, { count, example }]) => `${status === 0 ? 'error' : status} × ${count} (e.g. ${example})`)
          .join(', '),
    );
}

export async function runMix(
  name: string,
  options: { size: number | 'demo'; seconds?: number; connections: number; port: number; maxUrls?: number },
): Promise<number> {
  const mix = MIXES[name];
  if (!mix) {
    console.error(`Unknown --mix=${name}: use ${Object.keys(MIXES).join(' or ')}.`);
    return 2;
  }
  const seconds = options.seconds ?? mix.defaultSeconds;
  const { connections } = options;
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const token = randomBytes(24).toString('base64url');
  const databaseUrl = await benchDatabase(options.size);
  const run = await mix.prepare(databaseUrl, { seconds, maxUrls: options.maxUrls });
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NEXT_DIST_DIR: distDir,
    SITE_URL: `http://${HOST}:${options.port}`,
    IMPORT_TOKEN: token,
    NODE_ENV: 'production' as const,
    ...mix.serverEnv,
  };
  const { base, pid, stop } = await serveBuild(options.port, env);
  const memory = watchMemory(pid);
  try {
    console.log(
      `Server: scripts/serve.ts (${distDir}) on ${base}, ${options.size} properties, mix "${name}". ` +
        `Driver: node:http keep-alive, ${connections} connections; baseline ${BASELINE} for ${seconds} s ` +
        `after a 2 s warm-up. Load average before: ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores.`,
    );
    await drive(base, repeatSource(BASELINE, 'static'), { connections, seconds: 2 });
    const baselineWindow = memory.window();
    const measured = await drive(base, repeatSource(BASELINE, 'static'), { connections, seconds });
    const baselineRow: MixRow = {
      name: 'static file',
      summary: summarize(measured.samples, measured.seconds),
      peakKb: baselineWindow(),
    };
    const report = await run({ base, connections, token, memory });
    const rows = [baselineRow, ...report.rows];

    printTable(rows, baselineRow.summary.perSecond);
    for (const note of [...report.notes, ...statusNotes(rows)]) console.log(note);
    console.log(
      `\nServer peak memory: ${Math.round(memory.peakKb() / 1024)} MB RSS (process tree, sampled every 250 ms).`,
    );
    const failures = [
      ...rows
        .filter(({ summary, part }) => !part && summary.failures > 0)
        .map(({ name: row, summary }) => `${row}: ${summary.failures} requests answered 5xx or failed.`),
      ...report.failures,
    ];
    for (const failure of failures) console.error(failure);
    return failures.length > 0 ? 1 : 0;
  } finally {
    memory.stop();
    stop();
  }
}
