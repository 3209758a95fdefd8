import type { IncomingMessage, ServerResponse } from 'node:http';
import { db } from '@/lib/process-db';
import { DIRECT_ROUTE_HEADER, directRoute, pageAddress } from '@/lib/site/direct-route';
import { placeholderNonce, RENDER_FOR_CACHE_HEADER } from '@/lib/page-cache/page-cache-state';
import { SHARED_PAGE_HEADER } from '@/lib/page-cache/shared-pages';
import { createNonce } from '@/lib/security/content-security-policy';
import { pagePolicy } from '@/lib/security/page-policy';
import { missingRecord } from '@/lib/site/missing-record';
import { rememberedRecordReads } from '@/lib/site/remembered-record-reads';
import { rememberedProxySettings } from '@/lib/site/proxy-settings-memo';
import { readProxySettings } from '@/lib/site/site-settings-reads';

// The server's own routing of a shared page asked for at its address (lib/site/direct-route.ts
// says which): it does to the request what the proxy would, and marks it so that Next does not run
// the proxy too (proxy.ts, the matcher's `missing`). The mark is the server's alone: it is taken
// off every request that arrives.

/** next-intl's header naming the request's language, which the proxy's language routing sets. */
const LOCALE_HEADER = 'x-next-intl-locale';

const records = rememberedRecordReads(db);

/**
 * Routes `request` for Next when it is a GET or HEAD of a shared page at its own address: the
 * app's path in its URL, the nonce and policy the proxy would give it, and on `response` the
 * policy, the page's other languages and, for a render the page cache asked for, its data tags.
 * Any other request is left as it came, but for the mark, which no visitor may set.
 */
export async function routeDirectly(
  request: IncomingMessage,
  response: ServerResponse,
  siteOrigin: string,
): Promise<void> {
  delete request.headers[DIRECT_ROUTE_HEADER];
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  // The client router's requests (a page's payload, a prefetch) keep the proxy's answer.
  if (request.headers.rsc !== undefined || request.headers['next-router-prefetch'] !== undefined) return;
  const address = pageAddress(request.url ?? '/');
  if (address === null) return;
  const settings = await rememberedProxySettings(() => readProxySettings(db));
  const route = directRoute(address, settings, siteOrigin);
  // A record page whose record is gone is the proxy's to answer with the 404 page.
  if (route === null || (await missingRecord(records, route.internalPath.slice(3), route.locale))) return;

  const forCache = placeholderNonce(headerValue(request, RENDER_FOR_CACHE_HEADER));
  const nonce = forCache ?? createNonce();
  const policy = pagePolicy(nonce);
  request.headers['x-nonce'] = nonce;
  request.headers['content-security-policy'] = policy;
  request.headers[LOCALE_HEADER] = route.locale;
  request.headers[DIRECT_ROUTE_HEADER] = '1';
  request.url = route.url;
  response.setHeader('Content-Security-Policy', policy);
  response.setHeader('Link', route.alternates);
  if (forCache !== null) response.setHeader(SHARED_PAGE_HEADER, route.tags.join(' '));
}

function headerValue(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
}
