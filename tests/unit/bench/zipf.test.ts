import { describe, expect, it } from 'vitest';
import { createRandom } from '@/prisma/seed/prng';
import { shuffled, zipfSampler } from '@/scripts/bench/zipf';

/** How often each rank comes out of `draws` seeded draws. */
function counts(n: number, draws: number, seed = 42): number[] {
  const sample = zipfSampler(n);
  const random = createRandom(seed);
  const seen = new Array<number>(n).fill(0);
  for (let draw = 0; draw < draws; draw += 1) seen[sample(random.next())]! += 1;
  return seen;
}

describe('zipfSampler', () => {
  it('maps the ends of the uniform range to the first and the last rank', () => {
    const sample = zipfSampler(1_000);
    expect(sample(0)).toBe(0);
    expect(sample(0.999_999_999)).toBe(999);
    expect(zipfSampler(1)(0.5)).toBe(0);
  });

  it('cuts the uniform range in proportion to 1/k', () => {
    // Weights 1, 1/2, 1/3 (total 11/6): rank 1 up to 6/11, rank 2 up to 9/11, rank 3 after.
    const sample = zipfSampler(3);
    expect([0.54, 0.55, 0.81, 0.82].map(sample)).toEqual([0, 1, 1, 2]);
  });

  it('draws rank k about 1/k as often as rank 1 (exponent 1)', () => {
    const seen = counts(100, 200_000);
    const first = seen[0]!;
    for (const rank of [2, 3, 5, 10]) {
      expect(first / seen[rank - 1]!).toBeGreaterThan(rank * 0.9);
      expect(first / seen[rank - 1]!).toBeLessThan(rank * 1.1);
    }
    // Rank 1's share is 1/H(100) = 19.3 %.
    expect(first / 200_000).toBeCloseTo(0.193, 2);
  });

  it('repeats itself for a seed', () => {
    expect(counts(50, 1_000, 7)).toEqual(counts(50, 1_000, 7));
    expect(counts(50, 1_000, 7)).not.toEqual(counts(50, 1_000, 8));
  });

  it('refuses an empty population', () => {
    expect(() => zipfSampler(0)).toThrow();
  });
});

describe('shuffled', () => {
  it('reorders a copy, the same way for the same seed', () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    const once = shuffled(items, createRandom(1));
    expect(once).toEqual(shuffled(items, createRandom(1)));
    expect(once).not.toEqual(items);
    expect([...once].sort((a, b) => a - b)).toEqual(items);
    expect(items[0]).toBe(0);
  });
});
