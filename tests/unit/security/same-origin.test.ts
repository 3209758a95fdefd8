import { describe, expect, it } from 'vitest';
import { isSameOrigin } from '@/lib/security/same-origin';

const site = 'https://www.vitrine.example';
const headers = (entries: Record<string, string>) => new Headers(entries);

describe('isSameOrigin', () => {
  it.each([
    ['the configured site origin', { host: 'internal:3000', origin: 'https://www.vitrine.example' }, true],
    [
      'the site origin with its default port spelled out',
      { host: 'x', origin: 'https://www.vitrine.example:443' },
      true,
    ],
    [
      'the own host, under the site scheme',
      { host: 'intranet.vitrine.example', origin: 'https://intranet.vitrine.example' },
      true,
    ],
    ['the site host over http', { host: 'www.vitrine.example', origin: 'http://www.vitrine.example' }, false],
    ['the own host over http', { host: 'intranet.vitrine.example', origin: 'http://intranet.vitrine.example' }, false],
    ['the site host on another port', { host: 'internal:3000', origin: 'https://www.vitrine.example:8443' }, false],
    [
      'the own host on another port',
      { host: 'intranet.vitrine.example', origin: 'https://intranet.vitrine.example:8443' },
      false,
    ],
    ['another site', { host: 'www.vitrine.example', origin: 'https://evil.example' }, false],
    ['cross-site fetch metadata', { host: 'www.vitrine.example', 'sec-fetch-site': 'cross-site' }, false],
    ['same-site but other origin', { host: 'www.vitrine.example', 'sec-fetch-site': 'same-site' }, false],
    ['same-origin fetch metadata, no Origin', { host: 'www.vitrine.example', 'sec-fetch-site': 'same-origin' }, true],
    ['no metadata at all', { host: 'www.vitrine.example' }, true],
    ['a malformed Origin', { host: 'www.vitrine.example', origin: 'null' }, false],
    ['an Origin without host', { origin: 'https://www.vitrine.example' }, true],
    ['no Host to compare with', { origin: 'https://evil.example' }, false],
  ])('without a proxy: %s', (_name, entries, expected) => {
    expect(isSameOrigin(headers(entries), site, 0)).toBe(expected);
  });

  // Anybody can send X-Forwarded-*: they tell the host the browser used only when a proxy of
  // ours set them (TRUST_PROXY).
  const proxied = { host: 'app:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' };
  it('does not believe X-Forwarded-Host when no proxy is trusted', () => {
    expect(isSameOrigin(headers({ ...proxied, origin: 'https://shop.example' }), site, 0)).toBe(false);
  });

  it.each([
    ['the host and scheme the proxy forwarded', { ...proxied, origin: 'https://shop.example' }, true],
    ['the forwarded host under another scheme', { ...proxied, origin: 'http://shop.example' }, false],
    ['the forwarded host on another port', { ...proxied, origin: 'https://shop.example:8443' }, false],
    [
      'the forwarded host, scheme from the site',
      { host: 'app:3000', 'x-forwarded-host': 'shop.example', origin: 'https://shop.example' },
      true,
    ],
    ['the site origin', { ...proxied, origin: 'https://www.vitrine.example' }, true],
    ['the inner host instead of the forwarded one', { ...proxied, origin: 'https://app:3000' }, false],
    // Behind one proxy that appends, the client's own claim stands left of the proxy's.
    [
      'a client claim left of the proxy’s',
      { host: 'app:3000', 'x-forwarded-host': 'evil.example, www.shop.example', origin: 'https://evil.example' },
      false,
    ],
    [
      'the proxy’s entry after a client claim',
      { host: 'app:3000', 'x-forwarded-host': 'evil.example, shop.example', origin: 'https://shop.example' },
      true,
    ],
  ])('behind a trusted proxy: %s', (_name, entries, expected) => {
    expect(isSameOrigin(headers(entries), site, 1)).toBe(expected);
  });
});
