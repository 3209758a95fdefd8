// The pictures of the site's pages (lib/admin/media.ts) through their route handler: the image
// picker's list and an upload, on the test database of the run and a media folder of the test's
// own. An upload is refused for its type read from its bytes, its size or an unreadable picture,
// with nothing stored or logged; an accepted one is re-encoded by sharp (WebP, upright, without
// its EXIF data, bounded), stored with the site's media and served under /media/.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_MEDIA_BYTES } from '@/lib/media/media-checks';
import { LIBRARY_FOLDER, type MediaImage } from '@/lib/media/media-library';
import { MAX_IMAGE_EDGE } from '@/lib/media/reencode-image';
import { sniffType } from '@/lib/uploads/sniff';
import { backOfficeFixture, postBody, returnedTo, session, SITE } from '../support/back-office';

vi.mock('server-only', () => ({}));

const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-media-'));
const { db, editor, owner, routes } = await backOfficeFixture({
  signedIn: 'editor',
  environment: { MEDIA_DIR: mediaDir },
  load: async () => ({
    routes: {
      media: await import('@/app/api/admin/media/route'),
      served: (await import('@/app/media/[...path]/route')).GET,
    },
  }),
});

beforeEach(async () => {
  await db.auditEntry.deleteMany();
});

const JSON_ANSWER = { accept: 'application/json' };

/** A picture as a browser sends it: a multipart form with the file under `name`, and `back`. */
function upload(bytes: Uint8Array, name: string, options: { json?: boolean; origin?: string | null } = {}) {
  const form = new FormData();
  form.append('back', '/admin/pages/4/');
  // The declared type is the browser's guess: the route reads the bytes.
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
  return postBody(routes.media.POST, '/api/admin/media/', form, null, {
    origin: options.origin,
    headers: options.json === false ? {} : JSON_ANSWER,
  });
}

const list = async () => {
  const response = await routes.media.GET();
  return {
    status: response.status,
    images: response.ok ? ((await response.json()) as { images: MediaImage[] }).images : [],
  };
};
const storedFiles = () => readdirSync(path.join(mediaDir, LIBRARY_FOLDER), { withFileTypes: true }).length;
const libraryFile = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

/** A photo as a phone takes it: wider than the site needs, on its side (EXIF orientation), with EXIF text. */
const PHOTO = await sharp({ create: { width: 3600, height: 1200, channels: 3, background: '#0f4c5c' } })
  .jpeg()
  .withMetadata({ orientation: 6 })
  .withExifMerge({ IFD0: { Artist: 'Lotte Peeters', Copyright: 'Lotte Peeters' } })
  .toBuffer();
const PNG = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#ffffff80' } })
  .png()
  .toBuffer();
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
/** A JPEG's first bytes, then nothing a decoder can read. */
const BROKEN_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('not really a picture')]);

describe('an upload the picker sends (JSON)', () => {
  it('is re-encoded as an upright WebP without its EXIF data, bounded, stored with the media and logged', async () => {
    const response = await upload(PHOTO, 'gevel.jpg');
    expect(response.status).toBe(200);
    const { image } = (await response.json()) as { image: MediaImage };
    expect(image).toEqual({
      url: expect.stringMatching(new RegExp(`^/media/${LIBRARY_FOLDER}/[0-9a-f-]{36}\\.webp$`)),
      name: 'gevel.jpg',
      // Turned upright (EXIF orientation 6), then its longest side bounded.
      width: (MAX_IMAGE_EDGE * 1200) / 3600,
      height: MAX_IMAGE_EDGE,
      source: 'upload',
    });
    const stored = readFileSync(libraryFile(image.url));
    expect(sniffType(stored)).toBe('webp');
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height]).toEqual([image.width, image.height]);
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes('Lotte Peeters')).toBe(false);

    const entries = await db.auditEntry.findMany();
    expect(entries).toEqual([
      expect.objectContaining({ staffId: editor, action: 'media.upload', subject: expect.stringMatching(/^media:/) }),
    ]);
    expect(JSON.parse(entries[0]!.detail!)).toEqual({ name: 'gevel.jpg', url: image.url, width: 800, height: 2400 });

    // Served by the site's media route, as imported pictures are.
    const served = await routes.served(new Request(`${SITE}${image.url}`), {
      params: Promise.resolve({ path: image.url.split('/').slice(2) }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('keeps a PNG’s transparency in its WebP and only the file name as its label', async () => {
    const response = await upload(PNG, '../../etc/logo\u202e.png');
    const { image } = (await response.json()) as { image: MediaImage };
    expect(image).toMatchObject({ name: 'logo.png', width: 40, height: 30 });
    expect((await sharp(readFileSync(libraryFile(image.url))).metadata()).hasAlpha).toBe(true);
  });

  it.each([
    ['a PDF named as a photo', PDF, 'photo.jpg', 'mediaType'],
    ['an SVG, which may hold script', SVG, 'logo.svg', 'mediaType'],
    ['an empty file', new Uint8Array(), 'leeg.jpg', 'mediaType'],
    ['a JPEG no decoder can read', BROKEN_JPEG, 'kapot.jpg', 'mediaUnreadable'],
  ])('refuses %s (422) and stores and logs nothing', async (_, bytes, name, error) => {
    const before = storedFiles();
    const response = await upload(bytes, name);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error });
    expect(storedFiles()).toBe(before);
    expect(await db.auditEntry.count()).toBe(0);
  });

  it('refuses a picture over 10 MB, and a body over the limit before reading it whole', async () => {
    const large = new Uint8Array(MAX_MEDIA_BYTES + 1);
    large.set(PHOTO.subarray(0, 16));
    const tooLarge = await upload(large, 'groot.jpg');
    expect(tooLarge.status).toBe(422);
    expect(await tooLarge.json()).toEqual({ error: 'mediaTooLarge' });
    expect((await upload(new Uint8Array(MAX_MEDIA_BYTES + 100_000), 'groter.jpg')).status).toBe(413);
    expect(await db.auditEntry.count()).toBe(0);
  });
});

describe('an upload sent by a plain form (without script)', () => {
  it('returns to its page with a notice, or with the refusal named at the file field', async () => {
    const accepted = await returnedTo(upload(PNG, 'kaart.png', { json: false }));
    expect(`${accepted.pathname}${accepted.search}`).toBe('/admin/pages/4/?notice=mediaUploaded');
    const refused = await returnedTo(upload(PDF, 'kaart.png', { json: false }));
    expect(`${refused.pathname}${refused.search}`).toBe('/admin/pages/4/?error=mediaType&field=file');
  });

  it('refuses a form without a file as invalid', async () => {
    const form = new FormData();
    form.append('back', '/admin/pages/4/');
    const refused = await returnedTo(postBody(routes.media.POST, '/api/admin/media/', form, null));
    expect(refused.search).toBe('?error=invalid&field=file');
  });
});

describe('who may upload and list', () => {
  it('refuses another site’s request, or one without Origin, with 403', async () => {
    expect((await upload(PNG, 'a.png', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await upload(PNG, 'a.png', { origin: null })).status).toBe(403);
  });

  it('answers 404 to an owner and to nobody, for the list and the upload', async () => {
    for (const [staffId, ownerId] of [
      [null, owner],
      [null, null],
    ] as const) {
      Object.assign(session, { staffId, ownerId });
      expect((await upload(PNG, 'a.png')).status).toBe(404);
      expect((await list()).status).toBe(404);
    }
    expect(await db.auditEntry.count()).toBe(0);
  });

  it('lists the uploads, newest first, then the brand’s pictures', async () => {
    const { image } = (await (await upload(PNG, 'nieuwste.png')).json()) as { image: MediaImage };
    const { status, images } = await list();
    expect(status).toBe(200);
    expect(images[0]).toEqual(image);
    expect(images.filter((one) => one.source === 'upload').length).toBe(storedFiles() / 2);
    expect(images).toContainEqual({
      url: '/brand/banner-rooftops.svg',
      name: 'banner-rooftops.svg',
      width: null,
      height: null,
      source: 'brand',
    });
  });
});
