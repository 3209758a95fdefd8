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

  /** Waits for a slot; leaves the line, rejecting with its reason, if `signal` aborts first. */
  function turn(signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const take = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(take), 1);
        reject(signal?.reason);
      };
      waiting.push(take);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }

  /**
   * Runs `task` once a slot is free. A task whose `signal` aborts while it waits never runs and
   * takes no slot; one that has started is the task's own to stop.
   */
  return async function run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (running < limit) running += 1;
    // The slot passes straight from the task that ends to the one that waited longest.
    else await turn(signal);
    try {
      return await task();
    } finally {
      release();
    }
  };
}
