import { isSameOrigin } from '@/lib/security/same-origin';

// Which requests may count as a person looking at a property page. Bots and speculative loads
// (prefetch, prerender) are not views; owners would otherwise see crawler traffic as interest.

// Crawlers, link previews, monitors, headless browsers and HTTP libraries. "bot" is matched
// anywhere (Googlebot, bingbot, GPTBot…) except in the phone brand Cubot.
const BOT_USER_AGENT =
  /(?<!cu)bot|crawl|spider|slurp|archiver|facebookexternalhit|whatsapp|embedly|preview|headless|lighthouse|pagespeed|inspectiontool|mediapartners|validator|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|phantomjs|puppeteer|playwright|selenium|monitor|uptime|pingdom|scrapy|qwantify/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  // Every browser sends a user agent; a request without one is a script.
  if (!userAgent?.trim()) return true;
  return BOT_USER_AGENT.test(userAgent);
}

/**
 * Speculative loads announce themselves: Next's router prefetch (Next-Router-Prefetch), Chrome's
 * speculation rules and <link rel=prefetch> (Sec-Purpose: prefetch, or prefetch;prerender),
 * older Chrome and Safari (Purpose: prefetch) and Firefox (X-Moz: prefetch).
 */
export function isSpeculativeRequest(headers: Headers): boolean {
  if (headers.get('next-router-prefetch')) return true;
  return ['sec-purpose', 'purpose', 'x-moz'].some((name) => /prefetch|prerender/i.test(headers.get(name) ?? ''));
}

/**
 * A person's view: a browser (not a bot), the page really shown (not prefetched or prerendered),
 * and the beacon posted by our own page (another site posting would only inflate the counts).
 */
export function isCountableView(headers: Headers, siteUrl: string, trustedProxies: number): boolean {
  return (
    !isBotUserAgent(headers.get('user-agent')) &&
    !isSpeculativeRequest(headers) &&
    isSameOrigin(headers, siteUrl, trustedProxies)
  );
}
