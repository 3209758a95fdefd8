// `npm run bench:lighthouse -- [--port=3101] [--runs=1]`
// Serves the production build (NEXT_DIST_DIR, default .next; built first when missing) on the
// demo data with SITE_URL set to the served origin, and runs Lighthouse (the npm package, its
// default mobile settings: a mid-range phone on a throttled 4G link, simulated) in Debian's
// Chromium headless shell against the home page, the for-sale listing, a property page and the
// contact page, in French and Dutch. Prints the four category scores with LCP, TBT and CLS, each
// marked against its target. Nothing is fetched from the network: the site and the browser are
// local. With `--runs=N` each page is measured N times and the median run is printed.
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { HOST, benchDatabase, serveBuild } from './bench-server';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** A sale property of the demo data with photos, the one the other benchmarks use. */
const PROPERTY_ID = 41001;

type Figures = { scores: Record<Category, number>; lcp: number; tbt: number; cls: number };
type Category = (typeof CATEGORIES)[number];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Each category's least score (the metrics' targets: LCP ≤ 2.5 s, CLS ≤ 0.05). */
const SCORE_TARGET: Record<Category, number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** The localized URL of the same page in `locale`, read from its hreflang links. */
async function alternate(url: string, locale: string): Promise<string> {
  const html = await (await fetch(url)).text();
  const link = new RegExp(`<link[^>]+hrefLang="${locale}"[^>]*>`, 'i').exec(html)?.[0];
  const href = link && /href="([^"]+)"/.exec(link)?.[1];
  if (!href) throw new Error(`${url} names no ${locale} version`);
  return new URL(href, url).href;
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (category: Category) => Math.round((categories[category]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Figures['scores'],
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

const mark = (ok: boolean) => (ok ? ' ' : '✗');

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '3101' }, runs: { type: 'string', default: '1' } },
  });
  const port = Number(values.port);
  const runs = Math.max(1, Number(values.runs));
  const env = {
    ...process.env,
    DATABASE_URL: await benchDatabase('demo'),
    // Canonical links and the sitemap name the served origin, as in production.
    SITE_URL: `http://${HOST}:${port}`,
    NODE_ENV: 'production' as const,
  };
  const server = await serveBuild(port, env);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const propertyFr = (await fetch(`${server.base}/property/${PROPERTY_ID}/`)).url;
    const pages: [string, string][] = [
      ['home fr', `${server.base}/fr/`],
      ['home nl', `${server.base}/nl/`],
      ['for-sale fr', `${server.base}/fr/a-vendre/`],
      ['for-sale nl', `${server.base}/nl/te-koop/`],
      ['property fr', propertyFr],
      ['property nl', await alternate(propertyFr, 'nl')],
      ['contact fr', `${server.base}/fr/contact/`],
      ['contact nl', `${server.base}/nl/contact/`],
    ];
    console.log(
      `Lighthouse (mobile, simulated throttling) in ${CHROMIUM} against the production server on ${server.base}, ` +
        `demo data, median of ${runs} run(s). ✗ marks a figure off its target ` +
        `(performance ≥ ${SCORE_TARGET.performance}, others ${SCORE_TARGET.seo}, LCP ≤ 2.5 s, CLS ≤ 0.05).\n`,
    );
    console.log(
      `${'page'.padEnd(13)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(6)}` +
        `${'LCP s'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(8)}  url`,
    );
    let missed = 0;
    for (const [name, url] of pages) {
      // The first load of a page fills the server's data cache; measure what visitors then get.
      await fetch(url);
      const measured: Figures[] = [];
      for (let run = 0; run < runs; run += 1) measured.push(await audit(url, chrome.port));
      measured.sort((a, b) => a.scores.performance - b.scores.performance);
      const figures = measured[Math.floor(measured.length / 2)] as Figures;
      const scoreCells = CATEGORIES.map((category) => {
        const ok = figures.scores[category] >= SCORE_TARGET[category];
        if (!ok) missed += 1;
        return `${figures.scores[category]}${mark(ok)}`.padStart(6);
      }).join('');
      const lcpOk = figures.lcp <= 2_500;
      const clsOk = figures.cls <= 0.05;
      if (!lcpOk) missed += 1;
      if (!clsOk) missed += 1;
      console.log(
        name.padEnd(13) +
          scoreCells +
          `${(figures.lcp / 1000).toFixed(2)}${mark(lcpOk)}`.padStart(8) +
          `${Math.round(figures.tbt)} `.padStart(8) +
          `${figures.cls.toFixed(3)}${mark(clsOk)}`.padStart(8) +
          `  ${new URL(url).pathname}`,
      );
    }
    console.log(missed === 0 ? '\nEvery figure is on target.' : `\n${missed} figure(s) off target.`);
    return 0;
  } finally {
    await chrome.kill();
    server.stop();
  }
}

process.exitCode = await main();
