import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security/security-headers';

// Messages are compiled at build time (next-intl's precompile): the browser formats them without
// the ICU parser, about 8 kB of script less on every page.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

// The browser tests' build under `npm test` (scripts/test.ts) is thrown away after one run, and
// `npm test` type-checks the whole project beside it: it skips Next's second type check and the
// build cache it would write for a next build that never comes.
const oneOffTestBuild = process.env.E2E_ONE_OFF_BUILD === '1';

const nextConfig: NextConfig = {
  // Parallel builds (several checkouts' browser tests on one machine) each get their own output.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Every path ends with '/' (docs/url-map.md, trailing slash).
  trailingSlash: true,
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: oneOffTestBuild },
  // `'use cache'` data: in Redis when REDIS_URL is set, shared by every server, else in memory
  // (docs/caching.md, several servers). Next imports the file itself, uncompiled: JavaScript.
  cacheHandlers: { default: path.resolve('lib/cache/use-cache-handler.js') },
  experimental: {
    turbopackFileSystemCacheForBuild: !oneOffTestBuild,
    // `'use cache'` for the data of pages, which stay rendered per request for their CSP nonce:
    // docs/caching.md says why this and not `cacheComponents`.
    useCache: true,
    // Load a route's code when it is first asked for, not all at start: a server that is never
    // asked for the back-office or the owner portal keeps neither in memory (docs/caching.md, memory).
    preloadEntriesOnStart: false,
  },
  // `next dev` serves its scripts only to its own origin (localhost); the browser tests open
  // 127.0.0.1, which without this never hydrates in development.
  allowedDevOrigins: ['127.0.0.1'],
  // The per-request Content-Security-Policy comes from proxy.ts; these hold for every response.
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders({ production: process.env.NODE_ENV === 'production' }) }];
  },
  // better-sqlite3 is a native addon: load it from node_modules at run time, never bundle it.
  serverExternalPackages: ['better-sqlite3', '@prisma/adapter-better-sqlite3'],
  images: {
    // 400, 600 and 1360 px wide webp renditions (100 px for placeholders): docs/domain-rules.md,
    // image renditions.
    deviceSizes: [400, 600, 1360],
    imageSizes: [60, 100, 200],
    formats: ['image/webp'],
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/brand/**' }],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
};

export default withNextIntl(nextConfig);
