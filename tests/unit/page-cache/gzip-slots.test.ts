import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appendOperator, combineCrc32 } from '@/lib/page-cache/crc32-combine';
import { compressedWeight, compressSlots, gzipWithNonce } from '@/lib/page-cache/gzip-slots';
import { fillNonce, splitAtPlaceholder } from '@/lib/page-cache/nonce-slots';

const PLACEHOLDER = 'PlaceholderNonce0123456==';

describe('combineCrc32', () => {
  it.each([0, 1, 7, 8, 24, 1_000, 65_536, 150_001])('joins the checksums of pieces of %i bytes', (length) => {
    const a = randomBytes(333);
    const b = randomBytes(length);
    expect(combineCrc32(crc32(a), crc32(b), appendOperator(length))).toBe(crc32(Buffer.concat([a, b])));
  });
});

describe('gzipWithNonce', () => {
  const page = (body: string) => splitAtPlaceholder(Buffer.from(body), PLACEHOLDER);
  const html = [
    `<html><head><script nonce="${PLACEHOLDER}">a()</script></head><body>`,
    'é€ '.repeat(20_000),
    `<script nonce="${PLACEHOLDER}">b()</script>`,
    randomBytes(40_000).toString('base64'),
    `<script nonce="${PLACEHOLDER}"></script></body></html>`,
  ].join('');

  it('unpacks to the page with the nonce in every slot, for each response its own', async () => {
    const kept = await compressSlots(page(html));
    for (const nonce of ['Nonce-one-0123456789ab==', 'Nonce-two-0123456789ab==']) {
      expect(gunzipSync(gzipWithNonce(kept, nonce)).toString()).toBe(fillNonce(page(html), nonce).toString());
    }
  });

  it('handles a page without slots, one that starts or ends with a slot, and an empty one', async () => {
    for (const body of ['<p>plain</p>', `${PLACEHOLDER}<p>x</p>${PLACEHOLDER}`, '']) {
      const kept = await compressSlots(page(body));
      expect(gunzipSync(gzipWithNonce(kept, 'N0nce')).toString()).toBe(body.replaceAll(PLACEHOLDER, 'N0nce'));
    }
  });

  it('keeps a page in a fraction of its size', async () => {
    const text = `<div class="card">${'<p>Maison 3 chambres avec jardin à Uccle</p>'.repeat(2_000)}</div>`;
    const kept = await compressSlots(page(`<script nonce="${PLACEHOLDER}"></script>${text}`));
    expect(compressedWeight(kept)).toBeLessThan(text.length / 10);
  });
});
