import { describe, expect, it } from 'vitest';
import { startedElsewhere } from '@/lib/security/fetch-site';

describe('startedElsewhere', () => {
  it.each([
    ['cross-site', true],
    ['same-site', true],
    ['CROSS-SITE', true],
    ['something-new', true],
    ['same-origin', false],
    ['none', false],
    [null, false],
  ])('Sec-Fetch-Site %j: %s', (site, expected) => {
    const headers = new Headers(site === null ? {} : { 'sec-fetch-site': site });
    expect(startedElsewhere(headers)).toBe(expected);
  });
});
