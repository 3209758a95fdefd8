import { describe, expect, it } from 'vitest';
import { isSameOrigin } from '@/lib/security/same-origin';

const site = 'https://www.vitrine.example';
const headers = (entries: Record<string, string>) => new Headers(entries);

describe('isSameOrigin', () => {
  it.each([
    ['same host origin', { host: 'localhost:3000', origin: 'http://localhost:3000' }, true],
    ['the configured site origin', { host: 'internal:3000', origin: 'https://www.vitrine.example' }, true],
    ['another site', { host: 'localhost:3000', origin: 'https://evil.example' }, false],
    ['cross-site fetch metadata', { host: 'localhost:3000', 'sec-fetch-site': 'cross-site' }, false],
    ['same-site but other origin', { host: 'localhost:3000', 'sec-fetch-site': 'same-site' }, false],
    ['same-origin fetch metadata, no Origin', { host: 'localhost:3000', 'sec-fetch-site': 'same-origin' }, true],
    ['no metadata at all', { host: 'localhost:3000' }, true],
    ['a malformed Origin', { host: 'localhost:3000', origin: 'null' }, false],
    ['behind a proxy', { host: 'app:3000', 'x-forwarded-host': 'shop.example', origin: 'https://shop.example' }, true],
  ])('%s → %s', (_name, entries, expected) => {
    expect(isSameOrigin(headers(entries), site)).toBe(expected);
  });
});
