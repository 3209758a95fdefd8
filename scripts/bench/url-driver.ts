// The load driver of the traffic mixes (load.ts --mix): `connections` workers over one keep-alive
// agent, each taking the next address from a shared source until it runs dry or time is up, and
// reading every answer whole, as a browser or a crawler does. node:http rather than fetch: less
// work per request on the client, which shares the machine's two cores with the server.
import http from 'node:http';
import { PAGE_CACHE_HEADER } from '@/lib/page-cache/page-cache-handler';

/** One address to request; `group` names its kind in the results (home, listing…). */
export type UrlRequest = { path: string; group: string };

/** The next address, or null when there are no more. */
export type UrlSource = () => UrlRequest | null;

/** One answer: `status` 0 for a request that failed (connection error, timeout). */
export type Sample = { group: string; path: string; ms: number; status: number; cache: 'hit' | 'miss' | null };

export type DriveResult = { samples: Sample[]; seconds: number };

// Long enough for a render on a loaded machine; a request past it counts as an error.
const REQUEST_TIMEOUT_MS = 60_000;
const CACHE_HEADER = PAGE_CACHE_HEADER.toLowerCase();
// Sent by every browser and crawler: the page cache keeps pages compressed for them.
const HEADERS = { 'accept-encoding': 'gzip', accept: 'text/html,*/*;q=0.8', 'user-agent': 'vitrine-bench' };

function get(agent: http.Agent, base: URL, path: string): Promise<Omit<Sample, 'group' | 'path'>> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, cache: Sample['cache'] = null) =>
      resolve({ ms: performance.now() - started, status, cache });
    const request = http.get(
      { agent, hostname: base.hostname, port: base.port, path, headers: HEADERS },
      (response) => {
        const header = response.headers[CACHE_HEADER];
        const cache = header === 'hit' || header === 'miss' ? header : null;
        response.on('data', () => {});
        response.on('end', () => done(response.statusCode ?? 0, cache));
        response.on('error', () => done(0));
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error('timeout')));
    request.on('error', () => done(0));
  });
}

/**
 * Requests addresses from `next` on `connections` connections until it answers null or `seconds`
 * have passed (requests under way then are finished and counted). `seconds` is the wall time from
 * the first request to the last answer.
 */
export async function drive(
  baseUrl: string,
  next: UrlSource,
  options: { connections: number; seconds?: number },
): Promise<DriveResult> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = options.seconds === undefined ? Infinity : started + options.seconds * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      const request = next();
      if (!request) return;
      samples.push({ ...request, ...(await get(agent, base, request.path)) });
    }
  }
  try {
    await Promise.all(Array.from({ length: options.connections }, worker));
  } finally {
    agent.destroy();
  }
  return { samples, seconds: (performance.now() - started) / 1000 };
}

/** Each address of `paths` once, in order. */
export function listSource(paths: readonly string[], group: string): UrlSource {
  let index = 0;
  return () => (index < paths.length ? { path: paths[index++] as string, group } : null);
}

/** The same address forever (the static file of the baseline). */
export function repeatSource(path: string, group: string): UrlSource {
  return () => ({ path, group });
}

export type Summary = {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Hits ÷ (hits + misses), or null when no answer came through the page cache. */
  hitRate: number | null;
  non2xx: number;
  /** Answers 5xx and requests that failed: what fails the run. */
  failures: number;
  /** Statuses other than 2xx with their count and a first address, for the report. */
  statuses: Map<number, { count: number; example: string }>;
};

function percentile(sorted: Float64Array, p: number): number {
  return sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN);
}

/** The figures of `samples` (all of a run, or one group's) over the run's `seconds`. */
export function summarize(samples: readonly Sample[], seconds: number): Summary {
  const latencies = Float64Array.from(samples, (sample) => sample.ms).sort();
  const hits = samples.filter((sample) => sample.cache === 'hit').length;
  const misses = samples.filter((sample) => sample.cache === 'miss').length;
  const statuses = new Map<number, { count: number; example: string }>();
  for (const { status, path } of samples) {
    if (status >= 200 && status < 300) continue;
    const entry = statuses.get(status) ?? { count: 0, example: path };
    statuses.set(status, { ...entry, count: entry.count + 1 });
  }
  return {
    requests: samples.length,
    perSecond: samples.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    hitRate: hits + misses === 0 ? null : hits / (hits + misses),
    non2xx: [...statuses.values()].reduce((sum, { count }) => sum + count, 0),
    failures: samples.filter((sample) => sample.status === 0 || sample.status >= 500).length,
    statuses,
  };
}
