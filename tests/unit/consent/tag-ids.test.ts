import { describe, expect, it } from 'vitest';
import {
  normalizedTagId,
  TAG_ID_FORMATS,
  TAG_ID_KINDS,
  tagIdInputPattern,
  type TagIdKind,
} from '@/lib/consent/tag-ids';

// What the back-office accepts and the pages load (docs/consent.md, which tags load).
const CASES: [TagIdKind, string, string | null][] = [
  ['tagManagerId', 'GTM-AB12CD3', 'GTM-AB12CD3'],
  ['tagManagerId', ' gtm-ab12cd3 ', 'GTM-AB12CD3'],
  ['tagManagerId', 'GTM-ABCD', 'GTM-ABCD'],
  ['tagManagerId', 'GTM-ABC', null],
  ['tagManagerId', 'GTM-ABCDEFGHIJKLM', null],
  ['tagManagerId', 'GTM-AB 12', null],
  ['tagManagerId', 'G-AB12CD34', null],
  ['tagManagerId', 'GTM-AB"><script>', null],
  ['analyticsId', 'G-AB12CD34EF', 'G-AB12CD34EF'],
  ['analyticsId', 'g-ab12', 'G-AB12'],
  ['analyticsId', 'G-ABCDEFGHIJKLMNO', null],
  ['analyticsId', 'UA-12345-1', null],
  ['analyticsId', 'G-', null],
  ['adsId', 'AW-12345', 'AW-12345'],
  ['adsId', 'aw-123456789012345', 'AW-123456789012345'],
  ['adsId', 'AW-1234', null],
  ['adsId', 'AW-12AB5', null],
  ['socialPixelId', '1234567890', '1234567890'],
  ['socialPixelId', ' 12345678901234567890 ', '12345678901234567890'],
  ['socialPixelId', '123456789', null],
  ['socialPixelId', '123456789012345678901', null],
  ['socialPixelId', '12345abcde', null],
  ['socialPixelId', '', null],
  ['socialPixelId', '   ', null],
];

describe('normalizedTagId', () => {
  it.each(CASES)('%s %j → %j', (kind, value, expected) => {
    expect(normalizedTagId(kind, value)).toBe(expected);
  });

  it('has no id for nothing', () => {
    expect(normalizedTagId('tagManagerId', null)).toBeNull();
    expect(normalizedTagId('tagManagerId', undefined)).toBeNull();
  });

  it.each(TAG_ID_KINDS)('accepts the example shown for %s', (kind) => {
    expect(normalizedTagId(kind, TAG_ID_FORMATS[kind].example)).toBe(TAG_ID_FORMATS[kind].example);
  });
});

describe('tagIdInputPattern: the browser stops exactly what the server refuses', () => {
  // As browsers compile a `pattern` attribute: whole value, `v` flag.
  const browserAccepts = (kind: TagIdKind, value: string) =>
    new RegExp(`^(?:${tagIdInputPattern(kind)})$`, 'v').test(value);

  it.each(CASES.filter(([, value]) => value.trim() !== ''))('%s %j', (kind, value, expected) => {
    expect(browserAccepts(kind, value)).toBe(expected !== null);
  });

  it('spells letters in both cases', () => {
    expect(tagIdInputPattern('tagManagerId')).toBe('\\s*[Gg][Tt][Mm]-[A-Za-z0-9]{4,12}\\s*');
    expect(tagIdInputPattern('socialPixelId')).toBe('\\s*\\d{10,20}\\s*');
  });
});
