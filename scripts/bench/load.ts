// `npm run bench:load -- [--size=demo|100000] [--seconds=10] [--connections=10] [--port=3100]`
// Starts the production build (NEXT_DIST_DIR, default .next; built first when missing) on a
// SQLite database: the demo data set (`--size=demo`) or the demo data plus synthetic properties
// imported through importFeed up to `size` (kept in data/bench-<size>.db for the next run), and
// drives it with autocannon from this machine over the loopback interface: a static file (the
// baseline), the home page, a listing, a property page, the contact page, a thank-you page and a
// form post (POST /api/import/ of a one-property feed whose price changes on every request: an
// authenticated, validated write). Prints requests per second, p50/p99 latency, the ratio to the
// static file against each page's target, and the server's peak memory. Beside them, on a port of
// its own, a bare Next page (serveAnchor): what Next itself makes of a small page in the same run.
// With PAGE_CACHE_MB=0 every page is rendered, and the goals are a render's (docs/benchmarks.md).
// `--mix=crawl|visitors [--max-urls=N]` runs a real traffic mix instead (mix-run.ts).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon, { type Options, type Result } from 'autocannon';
import { HOST, benchDatabase, serveAnchor, serveBuild, watchMemory } from './bench-server';
import { runMix } from './mix-run';
import { SYNTHETIC_FIRST_ID, syntheticProperties } from './synthetic-feed';

type Target = {
  name: string;
  /** The least share of the static file's rate this target must reach, in percent. */
  target?: number;
  /** Another server than the site's (the anchor). */
  base?: string;
  options: Omit<Options, 'url' | 'connections' | 'duration'> & { path: string };
};

/** The least shares of the static file's rate: a page from the page cache, and a page rendered. */
const GOALS = {
  cached: { home: 5, listing: 5, property: 5, contact: 7, thankYou: 7 },
  rendered: { home: 3, listing: 2.2, property: 2, contact: undefined, thankYou: 4.5 },
} as const;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '100000' },
      // Unset: 10 s per target, or the mix's own default.
      seconds: { type: 'string' },
      connections: { type: 'string', default: '10' },
      port: { type: 'string', default: '3100' },
      mix: { type: 'string' },
      'max-urls': { type: 'string' },
    },
  });
  const size = values.size === 'demo' ? 'demo' : Number(values.size);
  const connections = Number(values.connections);
  if (values.mix !== undefined) {
    return runMix(values.mix, {
      size,
      seconds: values.seconds === undefined ? undefined : Number(values.seconds),
      connections,
      port: Number(values.port),
      maxUrls: values['max-urls'] === undefined ? undefined : Number(values['max-urls']),
    });
  }
  const seconds = Number(values.seconds ?? 10);
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const token = randomBytes(24).toString('base64url');
  const env = {
    ...process.env,
    DATABASE_URL: await benchDatabase(size),
    NEXT_DIST_DIR: distDir,
    SITE_URL: `http://${HOST}:${values.port}`,
    IMPORT_TOKEN: token,
    NODE_ENV: 'production' as const,
  };
  const { base, pid, stop } = await serveBuild(Number(values.port), env);
  const anchor = await serveAnchor(Number(values.port) + 1, env.DATABASE_URL).catch((error: unknown) => {
    stop();
    throw error;
  });
  const goals = process.env.PAGE_CACHE_MB === '0' ? GOALS.rendered : GOALS.cached;
  // The run's peak, and the peak while each target runs (which one makes the server grow).
  const memory = watchMemory(pid);
  try {
    // A property in the middle of the catalogue, at the URL its old-style link redirects to.
    const id = size === 'demo' ? 41001 : SYNTHETIC_FIRST_ID + Math.floor((size - 100) / 2);
    const propertyPath = new URL((await fetch(`${base}/property/${id}/`)).url).pathname;
    const [records = []] = syntheticProperties(1);
    let posts = 0;
    const feedBody = () => {
      posts += 1;
      const price = 300_000 + (posts % 2) * 1_000;
      return JSON.stringify({ full: false, properties: records.map((record) => ({ ...record, Price: price })) });
    };
    const targets: Target[] = [
      { name: 'static file', options: { path: '/brand/logo.svg' } },
      { name: 'bare Next page', base: anchor.base, options: { path: '/' } },
      { name: 'home', target: goals.home, options: { path: '/fr/' } },
      { name: 'listing', target: goals.listing, options: { path: '/fr/a-vendre/' } },
      { name: 'property page', target: goals.property, options: { path: propertyPath } },
      { name: 'contact', target: goals.contact, options: { path: '/fr/contact/' } },
      { name: 'thank-you', target: goals.thankYou, options: { path: '/fr/merci/contact/' } },
      {
        name: 'form post',
        options: {
          path: '/api/import/',
          requests: [
            {
              method: 'POST',
              path: '/api/import/',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              setupRequest: (request) => ({ ...request, body: feedBody() }),
            },
          ],
        },
      },
    ];

    console.log(
      `Server: scripts/serve.ts (${distDir}) on ${base}, ${size} properties. ` +
        `autocannon: ${connections} connections, ${seconds} s per target after a 2 s warm-up. ` +
        `Load average before: ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores. ` +
        `Bare Next page: scripts/bench/anchor on ${anchor.base}.`,
    );
    const results: { target: Target; result: Result; peakKb: number }[] = [];
    for (const target of targets) {
      // Asked as browsers, crawlers and CDNs ask: with the compressions they accept, which the page
      // cache keeps (docs/caching.md, rendered pages); a client that accepts none is rare.
      const { path: targetPath, ...options } = {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        ...target.options,
      };
      const url = `${target.base ?? base}${targetPath}`;
      const targetPeakKb = memory.window();
      await autocannon({ url, connections, duration: 2, ...options });
      const result = await autocannon({ url, connections, duration: seconds, ...options });
      results.push({ target, result, peakKb: targetPeakKb() });
    }

    const baseline = results[0]?.result.requests.average ?? 1;
    // A page's rate as a share of the bare Next page's: what the site's own work costs beside
    // Next's, which moves with the machine less than the static file's share does.
    const bare = results.find(({ target }) => target.base)?.result.requests.average ?? 1;
    console.log(
      `\n${'target'.padEnd(15)}${'path'.padEnd(52)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}${'vs static'.padStart(11)}${'vs bare'.padStart(9)}${'goal'.padStart(8)}${'peak MB'.padStart(9)}`,
    );
    for (const [index, { target, result, peakKb: targetPeak }] of results.entries()) {
      console.log(
        target.name.padEnd(15) +
          target.options.path.slice(0, 50).padEnd(52) +
          result.requests.average.toFixed(0).padStart(8) +
          String(result.latency.p50).padStart(8) +
          String(result.latency.p99).padStart(8) +
          String(result.non2xx + result.errors).padStart(9) +
          `${((result.requests.average / baseline) * 100).toFixed(1)}%`.padStart(11) +
          (index === 0 ? '' : `${((result.requests.average / bare) * 100).toFixed(0)}%`).padStart(9) +
          (target.target === undefined
            ? ''
            : `${result.requests.average / baseline >= target.target / 100 ? '≥' : '<'} ${target.target}%`.padStart(
                8,
              )) +
          // The anchor runs in a process of its own: the site's memory meanwhile says nothing of it.
          (target.base ? '—' : String(Math.round(targetPeak / 1024))).padStart(target.target === undefined ? 17 : 9),
      );
    }
    console.log(
      `\nServer peak memory: ${Math.round(memory.peakKb() / 1024)} MB RSS (process tree, sampled every 250 ms).`,
    );
    const failed = results.filter(({ result }) => result.non2xx + result.errors > 0);
    for (const { target } of failed) console.error(`${target.name}: some requests failed (non-2xx or errors).`);
    return failed.length > 0 ? 1 : 0;
  } finally {
    memory.stop();
    stop();
    anchor.stop();
  }
}

process.exitCode = await main();
