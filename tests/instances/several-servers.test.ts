// Several servers as docs/operations.md sets them up (docs/caching.md, several servers): two
// servers of the production build (`npm run serve`) on one PostgreSQL database and one Redis, which
// share Next's data cache and hear of each other's expiries and of the command line's, and nginx in
// front of them as the shared cache.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { catalogueFeed, feedFile, jsonLdPrice, repricingFeed, withPrice } from '../support/catalogue-feed';
import { dropDatabase, newestForSale, query, saleAddress, seededDatabase } from './support/catalogue';
import { send } from './support/http';
import { freePort, startNginx, startServer, type Running, type RunningServer } from './support/processes';
import { missingForServers, nginxInstalled, TEST_POSTGRES_URL, TEST_REDIS_URL } from './support/requirements';

const missing = missingForServers();
const TOKEN = 'instances-import-token-0123456789abcdef';
const LOCALES: Locale[] = ['fr', 'nl'];
const scratch = mkdtempSync(path.join(tmpdir(), 'vitrine-instances-'));
const databaseName = `vitrine_instances_${process.pid}`;

describe.skipIf(missing.length > 0)(
  missing.length > 0 ? `several servers (skipped: ${missing.join('; ')})` : 'several servers',
  () => {
    let database = '';
    let redisUrl = '';
    let servers: RunningServer[] = [];
    let front: Running | undefined;
    let serverEnv: NodeJS.ProcessEnv;

    beforeAll(async () => {
      // A Redis database of the test's own, emptied: entries an earlier run of the same build left
      // would answer for this run's new database.
      const redis = new URL(TEST_REDIS_URL!);
      redis.pathname = '/7';
      redisUrl = redis.toString();
      const client = new Redis(redisUrl);
      await client.flushdb();
      client.disconnect();
      database = await seededDatabase(TEST_POSTGRES_URL!, databaseName);

      const [frontPort, ...ports] = await Promise.all([freePort(), freePort(), freePort()]);
      const hosts = ports.map((port) => `127.0.0.1:${port}`);
      const { CACHE_SERVER_URLS: _fanOut, ...inherited } = process.env;
      serverEnv = {
        ...inherited,
        DATABASE_URL: database,
        REDIS_URL: redisUrl,
        IMPORT_TOKEN: TOKEN,
        // One site behind nginx; each server also answers under its own address.
        SITE_URL: `http://127.0.0.1:${frontPort}`,
        SITE_HOST_ALIASES: hosts.join(','),
        TRUST_PROXY: '1',
        NEXTAUTH_SECRET: 'instances-session-secret-0123456789abcdef',
        MAIL_DIR: path.join(scratch, 'mail'),
      };
      servers = await Promise.all(ports.map((port) => startServer(port, serverEnv)));
      if (nginxInstalled()) front = await startNginx(frontPort!, hosts);
    });

    afterAll(async () => {
      await Promise.all([front, ...servers].map((running) => running?.stop()));
      if (database) await dropDatabase(TEST_POSTGRES_URL!, databaseName);
      rmSync(scratch, { recursive: true, force: true });
    });

    const get = (origin: string, url: string, headers: Record<string, string> = {}) =>
      send(`${origin}${url}`, { headers });
    const priceAt = async (origin: string, url: string) => {
      const { status, body } = await get(origin, url);
      expect(status, `${origin}${url}`).toBe(200);
      return jsonLdPrice(body);
    };
    const postFeed = async (origin: string, feed: unknown) => {
      const { status, body } = await send(`${origin}/api/import/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(feed),
      });
      expect(status).toBe(200);
      return (JSON.parse(body) as { report: unknown }).report;
    };
    const pagesOf = (id: number) => Promise.all(LOCALES.map((locale) => saleAddress(database, id, locale)));

    it('start and render their first pages, kept pages included, without an error they did not handle', () => {
      // The first request each server handled was a page to keep, rendered in the process
      // (lib/page-cache/render-in-process.ts): Next then looks for the HTTP server it runs in.
      for (const server of servers) expect(server.unhandledErrors()).toEqual([]);
    });

    it('show an import made on one server, or from the command line, on the next request to the other, in each language', async () => {
      const [first, second] = servers.map((server) => server.origin) as [string, string];
      // The demo catalogue as the seed left it, sent once: a feed read from bytes is hashed from its
      // bytes, and the first one rewrites every hash.
      await postFeed(first, catalogueFeed());
      const repriced = await newestForSale(database, 0);
      const untouched = await newestForSale(database, 2);
      const askedOfTheFirst = await newestForSale(database, 3);
      const pages = {
        repriced: await pagesOf(repriced.id),
        untouched: await pagesOf(untouched.id),
        askedOfTheFirst: await pagesOf(askedOfTheFirst.id),
      };
      for (const url of [...pages.repriced, ...pages.untouched]) await priceAt(second, url);
      for (const url of pages.askedOfTheFirst) await priceAt(first, url);
      // Changed behind the site's back, as no import would: a page made from the database again would show it.
      await query(database, 'UPDATE "Property" SET price = price + 1 WHERE id = ANY($1)', [
        [untouched.id, askedOfTheFirst.id],
      ]);

      const overHttp = repriced.price + 12_345;
      const report = await postFeed(
        first,
        catalogueFeed((feed) => withPrice(feed, repriced.id, overHttp)),
      );
      expect(report).toMatchObject({ created: 0, updated: 1, withdrawn: 0 });
      for (const url of pages.repriced) expect(await priceAt(second, url), url).toBe(overHttp);

      const fromTheCommandLine = overHttp + 1_000;
      const cli = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/import.ts', feedFile(repricingFeed(repriced.id, fromTheCommandLine))],
        { env: serverEnv, encoding: 'utf8' },
      );
      expect(cli.status, cli.stderr).toBe(0);
      expect(cli.stdout).toContain('1 updated');
      expect(cli.stdout).not.toContain('failed');
      for (const url of pages.repriced) expect(await priceAt(second, url), url).toBe(fromTheCommandLine);

      // Kept by the second server, which no import touched.
      for (const url of pages.untouched) {
        const { headers, body } = await get(second, url);
        expect(headers['x-page-cache'], url).toBe('hit');
        expect(jsonLdPrice(body), url).toBe(untouched.price);
      }
      // Never asked of the second server: rendered there from the data the first one cached in Redis.
      for (const url of pages.askedOfTheFirst) {
        const { headers, body } = await get(second, url);
        expect(headers['x-page-cache'], url).toBe('miss');
        expect(jsonLdPrice(body), url).toBe(askedOfTheFirst.price);
      }
    });

    it.skipIf(!nginxInstalled())(
      nginxInstalled()
        ? 'sit behind a shared cache that keeps their pages, answers an ETag with 304 and takes an import once its copy expires'
        : 'sit behind a shared cache (skipped: nginx is not installed)',
      async () => {
        const shared = front!.origin;
        const property = await newestForSale(database, 5);
        const url = await saleAddress(database, property.id, 'fr');

        const first = await get(shared, url);
        const again = await get(shared, url);
        expect(first.headers['x-cache-status']).toBe('MISS');
        expect(again.headers['x-cache-status']).toBe('HIT');
        const etag = String(again.headers.etag);
        expect(etag).toBe(first.headers.etag);
        const revalidated = await get(shared, url, { 'if-none-match': etag });
        expect(revalidated.status).toBe(304);
        expect(revalidated.headers['x-cache-status']).toBe('HIT');

        const newPrice = property.price + 23_456;
        expect(await postFeed(servers[0]!.origin, repricingFeed(property.id, newPrice))).toMatchObject({ updated: 1 });
        // The servers' `s-maxage` lets the shared cache keep its copy for a minute...
        const kept = await get(shared, url);
        expect(kept.headers['x-cache-status']).toBe('HIT');
        expect(jsonLdPrice(kept.body)).toBe(property.price);
        // ...then it asks them again, with its copy's ETag, and has the new page.
        const deadline = Date.now() + 90_000;
        let later = await get(shared, url);
        while (later.headers['x-cache-status'] === 'HIT' && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 2000));
          later = await get(shared, url);
        }
        expect(later.headers['x-cache-status']).toBe('EXPIRED');
        expect(later.headers.etag).not.toBe(etag);
        expect(jsonLdPrice(later.body)).toBe(newPrice);
      },
    );
  },
);
