/**
 * Runs at most `limit` tasks at once; the others wait their turn in arrival order. A render holds
 * its page's tree, payload and HTML in memory until it is sent: ten renders at once cost ten times
 * that, for no more throughput on a server with one JavaScript thread (docs/caching.md).
 */
export function concurrencyGate(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`concurrency limit ${limit}`);
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    // The slot passes straight from the task that ends to the one that waited longest.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
