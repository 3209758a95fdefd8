import { describe, expect, it } from 'vitest';
import { isBotUserAgent, isCountableView, isSpeculativeRequest } from '@/lib/page-views/countable-view';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:143.0) Gecko/20100101 Firefox/143.0';
const CUBOT =
  'Mozilla/5.0 (Linux; Android 12; CUBOT P80) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0 Mobile Safari/537.36';

describe('isBotUserAgent', () => {
  it.each([CHROME, IPHONE, FIREFOX, CUBOT])('%s is a person', (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(false);
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome-Lighthouse',
    'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
    'curl/8.5.0',
    'python-requests/2.32.3',
    // No user agent at all: no browser a person uses.
    '',
    null,
  ])('%s is a bot', (userAgent) => {
    expect(isBotUserAgent(userAgent)).toBe(true);
  });
});

describe('isSpeculativeRequest', () => {
  it.each<[Record<string, string>, boolean]>([
    [{}, false],
    [{ 'next-router-prefetch': '1' }, true],
    [{ 'sec-purpose': 'prefetch' }, true],
    [{ 'sec-purpose': 'prefetch;prerender' }, true],
    [{ purpose: 'prefetch' }, true],
    [{ 'x-moz': 'prefetch' }, true],
    [{ 'sec-fetch-dest': 'document' }, false],
  ])('%j → %s', (headers, expected) => {
    expect(isSpeculativeRequest(new Headers(headers))).toBe(expected);
  });
});

describe('isCountableView', () => {
  const browser = { 'user-agent': CHROME, host: 'vitrine.example', origin: 'https://vitrine.example' };
  it.each<[string, Record<string, string>, boolean]>([
    ['a browser on the page', browser, true],
    ['a crawler', { ...browser, 'user-agent': 'Googlebot/2.1' }, false],
    ['a prerendered page', { ...browser, 'sec-purpose': 'prefetch;prerender' }, false],
    ['another site', { ...browser, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, false],
  ])('%s → %s', (_, headers, expected) => {
    expect(isCountableView(new Headers(headers), 'https://vitrine.example', 0)).toBe(expected);
  });
});
