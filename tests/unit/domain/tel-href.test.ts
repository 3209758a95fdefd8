import { describe, expect, it } from 'vitest';
import { telHref } from '@/lib/domain/tel-href';

describe('telHref', () => {
  it.each([
    ['+32 2 123 45 67', 'tel:+3221234567'],
    ['0470 12 34 56', 'tel:0470123456'],
    ['+352 27.12.34', 'tel:+352271234'],
    ['02/123.45.67', 'tel:021234567'],
  ])('dials %s as %s', (phone, href) => expect(telHref(phone)).toBe(href));
});
