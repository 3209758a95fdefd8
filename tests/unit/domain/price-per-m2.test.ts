import { describe, expect, it } from 'vitest';
import { pricePerM2, type PricePerM2Input } from '@/lib/domain/price-per-m2';

describe('pricePerM2', () => {
  it.each<[PricePerM2Input, number | null]>([
    [{ price: 300_000, surfaceLiving: 100, publishPrice: true }, 3_000],
    [{ price: 1_000, surfaceLiving: 70, publishPrice: true }, 1_000 / 70],
    [{ price: 0.5, surfaceLiving: 0.25, publishPrice: true }, 2],
    // Hidden price: never ranked.
    [{ price: 300_000, surfaceLiving: 100, publishPrice: false }, null],
    // No price, or a zero or negative one ("not filled in").
    [{ price: null, surfaceLiving: 100, publishPrice: true }, null],
    [{ price: 0, surfaceLiving: 100, publishPrice: true }, null],
    [{ price: -1, surfaceLiving: 100, publishPrice: true }, null],
    // No living area, or a zero or negative one.
    [{ price: 300_000, surfaceLiving: null, publishPrice: true }, null],
    [{ price: 300_000, surfaceLiving: 0, publishPrice: true }, null],
    [{ price: 300_000, surfaceLiving: -5, publishPrice: true }, null],
    [{ price: Number.NaN, surfaceLiving: 100, publishPrice: true }, null],
    [{ price: 300_000, surfaceLiving: Number.NaN, publishPrice: true }, null],
  ])('%j → %s', (input, expected) => {
    expect(pricePerM2(input)).toBe(expected);
  });
});
