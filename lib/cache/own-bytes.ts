/**
 * `bytes` in a memory block of their own. A Buffer can be a view of a larger block that it keeps
 * alive whole: zlib answers a 1 KB page with a slice of its 16 KB output block, and a small Buffer
 * is a slice of Node's pool (scripts/small-buffer-pool.ts). A cache that counts what it holds by
 * its values' lengths must hold no more than that (docs/caching.md, memory).
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}
