import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ownBytes, ownBytesOf, streamOf } from '@/lib/cache/own-bytes';

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

describe('ownBytesOf', () => {
  const streamOfChunks = (chunks: Uint8Array[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });

  it('joins the chunks of a stream into one block of their own', async () => {
    const bytes = await ownBytesOf(streamOfChunks([Buffer.from('a card'), Buffer.from(' of '), Buffer.from('bytes')]));
    expect(bytes.toString()).toBe('a card of bytes');
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
  });

  it("copies a lone chunk that is a slice of a larger block, such as Node's pool", async () => {
    const pooled = Buffer.from('a small entry');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const bytes = await ownBytesOf(streamOfChunks([pooled]));
    expect(bytes.toString()).toBe('a small entry');
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
  });

  it('answers a lone chunk that owns its block without copying it again', async () => {
    const own = ownBytes(Buffer.from('made by ownBytesOf already'));
    const bytes = await ownBytesOf(streamOf(own));
    expect(bytes.buffer).toBe(own.buffer);
    expect(bytes.toString()).toBe('made by ownBytesOf already');
  });

  it('answers an empty stream with no bytes', async () => {
    expect((await ownBytesOf(streamOfChunks([]))).byteLength).toBe(0);
  });
});
