import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import '@/scripts/small-buffer-pool';

// The server's small Buffers each keep no more than a few kilobytes alive (scripts/small-buffer-pool.ts).

describe("the server's pool of small Buffers", () => {
  it('is set before anything else the server imports', () => {
    const firstImport = /^import .*$/m.exec(readFileSync('scripts/serve.ts', 'utf8'))?.[0];
    expect(firstImport).toBe("import './small-buffer-pool';");
  });

  it('leaves a few kilobytes of data cache, concatenated, in a block of their own size', () => {
    const entry = Buffer.concat([Buffer.alloc(3_000, 1), Buffer.alloc(2_000, 2)]);
    expect(entry.buffer.byteLength).toBe(5_000);
  });

  it("leaves a compressed page in a block of zlib's size at most, not a 64 KB pool block", () => {
    const page = gzipSync(Buffer.from('<li>a card</li>'.repeat(20_000) + Math.random()));
    expect(page.length).toBeLessThan(8_192);
    expect(page.buffer.byteLength).toBeLessThanOrEqual(16_384);
  });
});
