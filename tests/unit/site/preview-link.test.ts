import { describe, expect, it } from 'vitest';
import { isPreviewAllowed, previewQuery } from '@/lib/site/preview-link';

const KEY = 'a-preview-key-for-tests';
const NOW = new Date('2026-11-25T12:00:00Z');
const IN_A_DAY = new Date('2026-11-26T12:00:00Z');

describe('preview links', () => {
  it('open the page they were made for until they expire', () => {
    const query = previewQuery(KEY, 8, IN_A_DAY);
    expect(isPreviewAllowed(KEY, 8, query, NOW)).toBe(true);
    expect(isPreviewAllowed(KEY, 8, query, new Date('2026-11-26T12:00:01Z'))).toBe(false);
  });

  it('open no other page, under no other key, with no changed expiry', () => {
    const query = previewQuery(KEY, 8, IN_A_DAY);
    expect(isPreviewAllowed(KEY, 9, query, NOW)).toBe(false);
    expect(isPreviewAllowed('another-key', 8, query, NOW)).toBe(false);
    expect(isPreviewAllowed(KEY, 8, { ...query, expires: String(Number(query.expires) + 3600) }, NOW)).toBe(false);
  });

  it.each([
    ['nothing', {}],
    ['no signature', { expires: '1795694400' }],
    ['a repeated parameter', { expires: ['1795694400'], signature: 'x' }],
    ['a word for the expiry', { expires: 'never', signature: 'x' }],
    ['an overlong signature', { expires: '1795694400', signature: 'x'.repeat(500) }],
  ])('refuse %s', (_case, query) => {
    expect(isPreviewAllowed(KEY, 8, query, NOW)).toBe(false);
  });
});
