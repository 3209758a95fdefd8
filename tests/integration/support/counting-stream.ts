// A request body of `total` bytes made on demand, in chunks of `chunkSize`, that counts what its
// reader pulled: a test sees whether a handler stopped reading at its limit or took it all.

export function countingStream(total: number, options: { chunkSize?: number; start?: Uint8Array } = {}) {
  const chunkSize = options.chunkSize ?? 64 * 1024;
  let pulled = 0;
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) {
          controller.close();
          return;
        }
        const chunk = new Uint8Array(Math.min(chunkSize, total - pulled)).fill(0x20);
        if (pulled === 0 && options.start) chunk.set(options.start.subarray(0, chunk.length));
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    },
    // Nothing is made before it is asked for.
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled, cancelled: () => cancelled, chunkSize };
}
