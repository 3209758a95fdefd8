// Popularity as visitors give it: a few pages get most of the traffic and a long tail gets the
// rest. Zipf's law with exponent s gives rank k (1-based) a weight of 1 / k^s: with s = 1 the most
// visited page is seen twice as often as the second and ten times as often as the tenth.
// Randomness comes from the caller (prisma/seed/prng.ts's seeded generator), so runs repeat.
import type { Random } from '@/prisma/seed/prng';

/**
 * A sampler of ranks 0…n-1 (0 the most popular): maps a uniform draw in [0, 1) to a rank, by a
 * binary search over the cumulative weights (n = 400,000 pages: 3 MB, about 19 steps a draw).
 */
export function zipfSampler(n: number, exponent = 1): (uniform: number) => number {
  if (!Number.isInteger(n) || n < 1) throw new Error(`a Zipf law needs at least one rank, not ${n}`);
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let rank = 0; rank < n; rank += 1) {
    total += 1 / (rank + 1) ** exponent;
    cumulative[rank] = total;
  }
  return (uniform) => {
    const target = uniform * total;
    let low = 0;
    let high = n - 1;
    // The first rank whose cumulative weight exceeds the target.
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  };
}

/** A copy of `items` in a seeded random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
