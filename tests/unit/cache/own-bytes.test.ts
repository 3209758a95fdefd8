import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ownBytes } from '@/lib/cache/own-bytes';

describe('ownBytes', () => {
  it('copies a view of a larger block into a block of its own, byte for byte', () => {
    const block = Buffer.from('0123456789');
    const view = block.subarray(2, 6);
    const own = ownBytes(view);
    expect(own.toString()).toBe('2345');
    expect(own.buffer.byteLength).toBe(4);
    block[2] = 0x41;
    expect(own.toString()).toBe('2345');
  });

  it('copies a view at the start of a larger block too', () => {
    expect(ownBytes(Buffer.from('0123456789').subarray(0, 3)).buffer.byteLength).toBe(3);
  });

  it('answers bytes that own their block as they are', () => {
    const own = Buffer.from(new Uint8Array([1, 2, 3]).buffer);
    expect(ownBytes(own)).toBe(own);
  });

  it("holds a compressed page in no more than its length, whatever zlib's block", () => {
    const page = gzipSync(Buffer.from('<p>a page</p>'.repeat(5_000)));
    expect(ownBytes(page).buffer.byteLength).toBe(page.length);
  });
});
