// GET /api/share-image/{kind}/{id}/ through its route handler, on real photos in a scratch media
// folder and the real sharp (counted): a card image is encoded once and then served from memory
// until its photo changes, with an ETag a crawler can revalidate against; the cards kept stay
// within their byte bound.
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareImages } from '@/lib/sharing/share-image';

const sharpCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof Sharp }>()).default;
  const counted = new Proxy(real, {
    apply(target, thisArg, args: unknown[]) {
      sharpCalls.count += 1;
      return Reflect.apply(target, thisArg, args) as unknown;
    },
  });
  return { default: counted };
});
// The photo each record shows first; the catalogue's own queries are not what is tested here.
const pictures = vi.hoisted(() => new Map<number, string>());
vi.mock('@/lib/properties/queries', () => ({
  getPropertyDetail: (id: number) =>
    Promise.resolve(pictures.has(id) ? { pictures: [{ url: pictures.get(id)! }] } : null),
}));
vi.mock('@/lib/projects/queries', () => ({ getProject: () => Promise.resolve(null) }));

let GET: typeof import('@/app/api/share-image/[kind]/[id]/route').GET;
let mediaDir = '';
let sharp: typeof Sharp;

async function photo(name: string, colour: string, width = 1600) {
  await sharp({ create: { width, height: 1000, channels: 3, background: colour } })
    .jpeg()
    .toFile(path.join(mediaDir, name));
}

const get = (id: number, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost:3000/api/share-image/property/${id}/`, { headers }), {
    params: Promise.resolve({ kind: 'property', id: String(id) }),
  });

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'vitrine-share-image-'));
  process.env.MEDIA_DIR = mediaDir;
  sharp = (await import('sharp')).default;
  ({ GET } = await import('@/app/api/share-image/[kind]/[id]/route'));
});
afterAll(() => rm(mediaDir, { recursive: true, force: true }));
beforeEach(() => pictures.clear());

describe('GET /api/share-image/', () => {
  it('encodes a photo once: the second request is served the same bytes from memory', async () => {
    await photo('house-1.jpg', '#336699');
    pictures.set(1, '/media/house-1.jpg');
    sharpCalls.count = 0;
    const first = await get(1);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const bytes = new Uint8Array(await first.arrayBuffer());

    const second = await get(1);
    expect(second.status).toBe(200);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
    expect(second.headers.get('etag')).toBe(etag);
    expect(sharpCalls.count).toBe(1);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('encodes once for requests that arrive together', async () => {
    await photo('house-2.jpg', '#996633');
    pictures.set(2, '/media/house-2.jpg');
    sharpCalls.count = 0;
    const answers = await Promise.all([get(2), get(2), get(2)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(sharpCalls.count).toBe(1);
  });

  it('answers 304 to a crawler that holds the ETag, without encoding', async () => {
    await photo('house-3.jpg', '#669933');
    pictures.set(3, '/media/house-3.jpg');
    const etag = (await get(3)).headers.get('etag')!;
    sharpCalls.count = 0;
    const again = await get(3, { 'if-none-match': `"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    expect(sharpCalls.count).toBe(0);
  });

  it('encodes again once the photo is replaced under the same name', async () => {
    await photo('house-4.jpg', '#333333');
    pictures.set(4, '/media/house-4.jpg');
    const before = await get(4);
    const etag = before.headers.get('etag');
    await photo('house-4.jpg', '#eeeeee', 1800);
    // A replaced file has a new modification time, even within the same millisecond as here.
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(mediaDir, 'house-4.jpg'), later, later);
    sharpCalls.count = 0;
    const after = await get(4);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(sharpCalls.count).toBe(1);
  });

  it('still answers 404 for a record without a photo or a photo that is not an image', async () => {
    expect((await get(5)).status).toBe(404);
    pictures.set(6, '/media/missing.jpg');
    expect((await get(6)).status).toBe(404);
  });
});

describe('shareImages', () => {
  it('keeps the cards it made within its byte bound, the least recently used out first', async () => {
    const encoded: string[] = [];
    // Every card 300 bytes: a bound of 1,000 holds three.
    const cards = shareImages({
      maxBytes: 1000,
      encode: (file) => {
        encoded.push(path.basename(file));
        return Promise.resolve(new Uint8Array(300).fill(encoded.length));
      },
    });
    const files = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const file = path.join(mediaDir, `bound-${index}.jpg`);
        await writeFile(file, `photo ${index}`);
        return file;
      }),
    );
    const request = new Request('http://localhost:3000/api/share-image/property/1/');
    for (const file of files) {
      expect((await cards.response(request, file))?.status).toBe(200);
      expect(cards.bytes).toBeLessThanOrEqual(1000);
    }
    expect(cards.bytes).toBe(900);
    expect(encoded).toHaveLength(8);
    // The last three are kept; the first was let go and is encoded again.
    await cards.response(request, files[7]!);
    await cards.response(request, files[5]!);
    expect(encoded).toHaveLength(8);
    await cards.response(request, files[0]!);
    expect(encoded).toEqual([...files.map((file) => path.basename(file)), 'bound-0.jpg']);
    expect(cards.bytes).toBe(900);
  });
});
