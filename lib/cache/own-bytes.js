// @ts-check
// JavaScript, for the `'use cache'` handler, which Next imports uncompiled (lib/cache/use-cache-handler.js).

/**
 * `bytes` in a memory block of their own. A Buffer can be a view of a larger block that it keeps
 * alive whole: zlib answers a 1 KB page with a slice of its 16 KB output block, and a small Buffer
 * is a slice of Node's pool (scripts/small-buffer-pool.ts). A cache that counts what it holds by
 * its values' lengths must hold no more than that (docs/caching.md, memory).
 * @param {Buffer} bytes
 * @returns {Buffer}
 */
export function ownBytes(bytes) {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/**
 * What `stream` yields, in one block of its own (as `ownBytes`): `Buffer.concat` would put a
 * result under 4 kB in a slice of Node's pool. A single chunk that owns its block is answered as
 * it is (the Redis handler hands the in-memory one bytes this made already).
 * @param {ReadableStream<Uint8Array>} stream
 * @returns {Promise<Buffer>}
 */
export async function ownBytesOf(stream) {
  const chunks = [];
  let length = 0;
  for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (stream)) {
    chunks.push(chunk);
    length += chunk.byteLength;
  }
  if (chunks.length === 1) {
    const [chunk] = /** @type {[Uint8Array]} */ (chunks);
    return ownBytes(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  const own = Buffer.allocUnsafeSlow(length);
  let at = 0;
  for (const chunk of chunks) {
    own.set(chunk, at);
    at += chunk.byteLength;
  }
  return own;
}

/**
 * A stream of `bytes`, as Next's cache handlers answer an entry.
 * @param {Uint8Array} bytes
 * @returns {ReadableStream<Uint8Array>}
 */
export const streamOf = (bytes) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
