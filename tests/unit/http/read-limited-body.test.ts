// Every body the site reads is read through lib/http/read-limited-body.ts: a body announced or
// streamed (chunked, no Content-Length) past its limit is refused after at most the limit plus one
// chunk, and its upload is cancelled.
import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, limitedChunks, readLimitedBody } from '@/lib/http/read-limited-body';
import { countingStream } from '../../integration/support/counting-stream';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readLimitedBody', () => {
  it('reads a body up to its limit, and one of exactly the limit', async () => {
    expect(new TextDecoder().decode((await readLimitedBody(post('{"a":1}'), 100))!)).toBe('{"a":1}');
    const exact = countingStream(1000, { chunkSize: 300 });
    expect((await readLimitedBody(post(exact.stream), 1000))?.byteLength).toBe(1000);
  });

  it('reads a request without a body as no bytes', async () => {
    expect((await readLimitedBody(new Request('http://localhost/', { method: 'POST' }), 10))?.byteLength).toBe(0);
  });

  it('stops a streamed body at the limit and cancels its upload', async () => {
    const body = countingStream(60 * 1024 * 1024);
    expect(await readLimitedBody(post(body.stream), 10_000)).toBeNull();
    expect(body.pulled()).toBeLessThanOrEqual(10_000 + body.chunkSize);
    expect(body.cancelled()).toBe(true);
  });

  it('refuses a body announced too large without reading it', async () => {
    const body = countingStream(20_000);
    expect(await readLimitedBody(post(body.stream, { 'content-length': '20000' }), 10_000)).toBeNull();
    expect(body.pulled()).toBe(0);
  });
});

describe('limitedChunks', () => {
  it('hands the chunks on, then throws once past the limit and cancels the upload', async () => {
    const body = countingStream(5000, { chunkSize: 1000 });
    const seen: number[] = [];
    await expect(async () => {
      for await (const chunk of limitedChunks(body.stream, 2500)) seen.push(chunk.length);
    }).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(seen).toEqual([1000, 1000]);
    expect(body.pulled()).toBe(3000);
    expect(body.cancelled()).toBe(true);
  });
});
