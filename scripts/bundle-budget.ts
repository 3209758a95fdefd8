// `npm run test:bundle`: the JavaScript each route makes a visitor download before the page works
// (its first-load chunks, gzip-compressed as the server sends them), read from the production
// build's `diagnostics/route-bundle-stats.json`. Fails when a public page exceeds 175 kB or the
// owner portal 300 kB: a phone on a slow network pays for every kilobyte before the first tap.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const PUBLIC_BUDGET_KB = 175;
export const OWNER_BUDGET_KB = 300;

export type RouteStats = { route: string; firstLoadChunkPaths: string[] };
export type RouteSize = { route: string; kilobytes: number; budget: number };

/** The owner portal (signed-in pages with their chart) may carry more than a public page. */
export function budgetOf(route: string): number {
  return /^\/\[locale\]\/owner(\/|$)/.test(route) ? OWNER_BUDGET_KB : PUBLIC_BUDGET_KB;
}

/** Each route's first-load size in kB, given the compressed size of each chunk, largest first. */
export function routeSizes(stats: readonly RouteStats[], compressedBytes: (chunk: string) => number): RouteSize[] {
  return stats
    .map(({ route, firstLoadChunkPaths }) => ({
      route,
      kilobytes: firstLoadChunkPaths.reduce((sum, chunk) => sum + compressedBytes(chunk), 0) / 1024,
      budget: budgetOf(route),
    }))
    .sort((a, b) => b.kilobytes - a.kilobytes);
}

function main(): number {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const statsFile = path.join(distDir, 'diagnostics', 'route-bundle-stats.json');
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as RouteStats[];
  const sizes = new Map<string, number>();
  // Chunk paths are relative to the project ("<distDir>/static/chunks/…"); shared chunks are read once.
  const compressed = (chunk: string) => {
    if (!sizes.has(chunk)) sizes.set(chunk, gzipSync(readFileSync(chunk)).length);
    return sizes.get(chunk) as number;
  };
  const routes = routeSizes(stats, compressed);
  console.log(`First-load JavaScript per route (gzip), from ${statsFile}:`);
  for (const { route, kilobytes, budget } of routes) {
    const verdict = kilobytes > budget ? `OVER ${budget} kB` : `≤ ${budget} kB`;
    console.log(`${route.padEnd(44)}${kilobytes.toFixed(1).padStart(8)} kB  ${verdict}`);
  }
  const over = routes.filter(({ kilobytes, budget }) => kilobytes > budget);
  if (over.length > 0) console.error(`\n${over.length} route(s) over their JavaScript budget.`);
  return over.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main();
