// `npm start`: the production build behind the page cache (docs/caching.md, rendered pages), on an
// HTTP server of its own, which refuses the request lines Next cannot serve, reads a proxy's form of
// the others, and records each request's peer address before Next sees it.
// Takes `next start`'s options: -p/--port (else PORT, else 3000) and -H/--hostname.
// PAGE_CACHE_MB (lib/env.ts, default 32) bounds the rendered pages kept in memory; 0 serves every
// page from Next as `next start` does.
import './small-buffer-pool';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { forgetLocalCopies } from '@/lib/cache/forget-local-copies';
import { connectRedis, followTagExpiries } from '@/lib/cache/redis-tag-expiries';
import { databaseProvider } from '@/lib/prisma-client';
import { env } from '@/lib/env';
import { routeDirectly } from '@/lib/site/route-directly';
import { createPageCacheHandler } from '@/lib/page-cache/page-cache-handler';
import { inProcessRenderer } from '@/lib/page-cache/render-in-process';
import { installPageCache } from '@/lib/page-cache/page-cache-state';
import { PageStore } from '@/lib/page-cache/page-store';
import { createNonce } from '@/lib/security/content-security-policy';
import { appendPeerAddress } from '@/lib/security/peer-address';
import { gateRequestLine } from '@/lib/security/request-line-gate';

/** How long a kept page may be answered: the bound on what time alone changes (a visit slot gone by). */
const PAGE_LIFE_MS = 60_000;

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: process.env.PORT || '3000' },
    hostname: { type: 'string', short: 'H' },
  },
});
const port = Number(values.port);
const hostname = values.hostname;
// The configuration is read here, before the server starts: a wrong variable stops it at once.
const config = env();
const megabytes = config.PAGE_CACHE_MB;

const listen = (server: Server, at: number, host?: string) =>
  new Promise<void>((resolve) => server.listen(at, host, resolve));

// tsx turns on source maps for its TypeScript; left on, Node would also parse and keep the maps of
// every chunk of the build, a few hundred megabytes of memory.
process.setSourceMapsEnabled(false);
// The configuration as the build resolved it, as Next's own standalone server starts: loading
// next.config.ts instead would compile it and load what its plugins need to build (SWC, a file
// watcher), about 40 MB of memory a server never uses. Environment files (.env) are therefore not
// read: the server takes its configuration from the environment (README, configuration).
const distDir = process.env.NEXT_DIST_DIR || '.next';
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(
  (JSON.parse(readFileSync(`${distDir}/required-server-files.json`, 'utf8')) as { config: object }).config,
);
// Every request: refused here when Next would answer it with 500, else its target read as a path,
// and stamped with the address it came from, which rate limits key on (docs/security.md, the
// visitor's address). Next is told of the server: it would otherwise look for it on the socket of
// the first request it handles, which a render for the page cache does not have.
const server = createServer((request, response) => {
  if (gateRequestLine(request, response)) return;
  appendPeerAddress(request);
  void front(request, response);
});
const app = next({ dev: false, hostname, port, httpServer: server });
const handleRouted = app.getRequestHandler();
await app.prepare();
// A shared page asked for at its own address is routed here rather than by Next's proxy
// (docs/caching.md, the direct route).
const siteOrigin = new URL(config.SITE_URL).origin;
// One render at a time on SQLite, which answers a render's queries synchronously on the one
// JavaScript thread: a second at once adds its memory, not throughput. Two on PostgreSQL, whose
// queries leave the thread free for another render meanwhile (docs/caching.md, memory).
const renderConcurrency = config.RENDER_CONCURRENCY ?? (databaseProvider(config.DATABASE_URL) === 'sqlite' ? 1 : 2);
const handle = async (request: IncomingMessage, response: ServerResponse) => {
  // Should the database fail to answer, the proxy routes the request and meets the same failure.
  await routeDirectly(request, response, siteOrigin).catch((error: unknown) => console.error(error));
  return handleRouted(request, response);
};

let front = handle;
if (megabytes > 0) {
  // Renders for the cache go through the same handler, in the process, so their answer can be read
  // whole before anything is sent; a few at a time, which holds the server's memory down without
  // costing throughput (docs/caching.md).
  const store = new PageStore(megabytes * 1024 * 1024, PAGE_LIFE_MS);
  const placeholder = createNonce();
  installPageCache({ placeholder, store });
  front = createPageCacheHandler({
    handle,
    render: inProcessRenderer(handle, renderConcurrency),
    store,
    placeholder,
    newNonce: createNonce,
    siteHosts: [new URL(config.SITE_URL).host, ...config.SITE_HOST_ALIASES],
    trustProxy: config.TRUST_PROXY > 0,
  });
}
// With REDIS_URL, what another server or the import from the command line expires drops this
// process's kept pages too (docs/caching.md, several servers); Next's data cache hears of it through
// its own handler (lib/cache/use-cache-handler.js).
if (config.REDIS_URL) {
  followTagExpiries(connectRedis(config.REDIS_URL, 'page cache expiries'), ({ tags }) =>
    forgetLocalCopies(new Set(tags)),
  );
}
await listen(server, port, hostname);
console.log(
  `Serving on http://${hostname ?? 'localhost'}:${port}${megabytes > 0 ? `, page cache ${megabytes} MB` : ''}`,
);
