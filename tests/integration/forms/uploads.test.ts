// POST /api/forms/uploads/: real PDF and image files are stored outside public/ under random
// names and answered with tokens; a disguised executable or HTML page, a file over 10 MB, more than
// five files, a foreign origin and a visitor over the limit are refused, and nothing is stored.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimiter } from '@/lib/rate-limit/create-rate-limiter';
import { handleUploadDownload } from '@/lib/uploads/download';
import { handleUpload, MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '@/lib/uploads/handle-upload';
import { uploadLink } from '@/lib/uploads/upload-link';
import { findUpload } from '@/lib/uploads/upload-store';
import { countingStream } from '../support/counting-stream';
import { SITE_URL } from '../support/form-harness';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);
const PDF_WITH_SCRIPT = Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

type Part = { bytes: Buffer; name: string; type: string };

async function harness() {
  const db = await freshDb();
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'vitrine-uploads-'));
  folders.push(uploadDir);
  const limiter = createRateLimiter({ name: 'form:uploads', points: 15, windowSeconds: 600 }, { db });
  const deps = { uploadDir, limiter, siteUrl: SITE_URL, trustProxy: 1 };
  let address = 0;

  async function upload(parts: Part[], options: { ip?: string; origin?: string } = {}) {
    address += 1;
    const form = new FormData();
    for (const part of parts)
      form.append('files', new Blob([new Uint8Array(part.bytes)], { type: part.type }), part.name);
    const response = await handleUpload(
      new Request(`${SITE_URL}/api/forms/uploads/`, {
        method: 'POST',
        headers: { origin: options.origin ?? SITE_URL, 'x-forwarded-for': options.ip ?? `10.1.0.${address}` },
        body: form,
      }),
      deps,
    );
    const json = (await response.json()) as {
      files?: { token: string; name: string; type: string; size: number }[];
      issues?: { path: string[]; message: string }[];
    };
    return { status: response.status, ...json };
  }

  return { uploadDir, upload, stored: () => readdir(uploadDir), deps };
}

describe('document uploads', () => {
  it('stores a real PDF and JPEG under random names outside public/, and answers their tokens', async () => {
    const { upload, uploadDir, stored } = await harness();
    const result = await upload([
      { bytes: PDF, name: 'carte-identite.pdf', type: 'application/pdf' },
      // A JPEG sent with a wrong declared type and extension is still a JPEG.
      { bytes: JPEG, name: 'fiche de salaire.png', type: 'application/octet-stream' },
    ]);
    expect(result.status).toBe(200);
    expect(result.files).toMatchObject([
      { name: 'carte-identite.pdf', type: 'pdf', size: PDF.length },
      { name: 'fiche de salaire.png', type: 'jpeg', size: JPEG.length },
    ]);
    const [pdf, jpeg] = result.files!;
    expect(pdf!.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(pdf!.token).not.toBe(jpeg!.token);
    expect((await stored()).sort()).toEqual(
      [`${pdf!.token}.pdf`, `${pdf!.token}.json`, `${jpeg!.token}.jpeg`, `${jpeg!.token}.json`].sort(),
    );
    expect(await readFile(path.join(uploadDir, `${pdf!.token}.pdf`))).toEqual(PDF);
    expect(path.relative(path.resolve('public'), uploadDir).startsWith('..')).toBe(true);
    expect(await findUpload(uploadDir, jpeg!.token)).toMatchObject({ name: 'fiche de salaire.png', type: 'jpeg' });
  });

  it('keeps the data/uploads default out of public/', async () => {
    const { env } = await import('@/lib/env');
    expect(path.relative(path.resolve('public'), path.resolve(env().UPLOAD_DIR)).startsWith('..')).toBe(true);
  });

  it.each([
    ['an executable named .pdf', { bytes: EXE, name: 'payslip.pdf', type: 'application/pdf' }],
    ['an HTML page named .pdf', { bytes: HTML, name: 'id.pdf', type: 'application/pdf' }],
    ['an empty file', { bytes: Buffer.alloc(0), name: 'empty.pdf', type: 'application/pdf' }],
  ])('refuses %s and stores nothing', async (_name, part) => {
    const { upload, stored } = await harness();
    const result = await upload([{ bytes: PDF, name: 'good.pdf', type: 'application/pdf' }, part]);
    expect(result).toMatchObject({ status: 422, issues: [{ path: ['files', '1'], message: 'fileType' }] });
    expect(await stored()).toEqual([]);
  });

  it('refuses a file over 10 MB but accepts one of exactly 10 MB', async () => {
    const { upload, stored } = await harness();
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PDF.length)]);
    const tooBig = await upload([{ bytes: big, name: 'scan.pdf', type: 'application/pdf' }]);
    expect(tooBig).toMatchObject({ status: 422, issues: [{ path: ['files', '0'], message: 'fileTooLarge' }] });
    expect(await stored()).toEqual([]);
    const exact = await upload([
      { bytes: big.subarray(0, MAX_UPLOAD_BYTES), name: 'scan.pdf', type: 'application/pdf' },
    ]);
    expect(exact.status).toBe(200);
  });

  it('answers 413 to a streamed 60 MB body without reading past the limit, and stores nothing', async () => {
    const { stored, deps } = await harness();
    const body = countingStream(60 * 1024 * 1024);
    const response = await handleUpload(
      new Request(`${SITE_URL}/api/forms/uploads/`, {
        method: 'POST',
        // Chunked: no Content-Length announces the size, only counting the bytes finds it.
        headers: { origin: SITE_URL, 'content-type': 'multipart/form-data; boundary=x', 'x-forwarded-for': '10.1.9.1' },
        body: body.stream,
        duplex: 'half',
      } as RequestInit),
      deps,
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(MAX_UPLOAD_FILES * MAX_UPLOAD_BYTES + 64 * 1024 + body.chunkSize);
    expect(body.cancelled()).toBe(true);
    expect(await stored()).toEqual([]);
  });

  it('refuses more than five files at once, and an empty post', async () => {
    const { upload, stored } = await harness();
    const six = Array.from({ length: 6 }, (_, index) => ({
      bytes: PDF,
      name: `${index}.pdf`,
      type: 'application/pdf',
    }));
    expect(await upload(six)).toMatchObject({ status: 422, issues: [{ path: ['files'], message: 'tooManyFiles' }] });
    expect(await upload([])).toMatchObject({ status: 422, issues: [{ path: ['files'], message: 'required' }] });
    expect(await stored()).toEqual([]);
    expect((await upload(six.slice(0, 5))).files).toHaveLength(5);
  });

  it('keeps only the base of a path-like file name', async () => {
    const { upload } = await harness();
    const result = await upload([{ bytes: PDF, name: 'C:\\Users\\marie\\..\\cv.pdf', type: 'application/pdf' }]);
    expect(result.files?.[0]?.name).toBe('cv.pdf');
  });

  it.each([
    // A PDF that is also a web page: saved as x.html and opened, its script would run.
    ['x.html', PDF_WITH_SCRIPT, 'x.pdf', 'x.pdf'],
    ['fiche de salaire.png', JPEG, 'fiche de salaire.jpg', 'fiche%20de%20salaire.jpg'],
    ['.htaccess', PDF, 'document.pdf', 'document.pdf'],
    ['日本.pdf', PDF, 'document.pdf', '%E6%97%A5%E6%9C%AC.pdf'],
    ['relevé (mars)*.pdf', PDF, 'releve (mars)*.pdf', 'relev%C3%A9%20%28mars%29%2A.pdf'],
    // A right-to-left override would show "x\u202Efdp.exe" as "xexe.pdf".
    ['x\u202Efdp.exe', PDF, 'xfdp.pdf', 'xfdp.pdf'],
  ])('serves %s to the agency under the detected type, its name only a label', async (name, bytes, ascii, exact) => {
    const { upload, deps } = await harness();
    const [file] = (await upload([{ bytes, name, type: 'text/html' }])).files!;
    const link = uploadLink(SITE_URL, 'link-key', file!.token, new Date(Date.now() + 3600_000));
    const response = await handleUploadDownload(new Request(link), file!.token, {
      directory: deps.uploadDir,
      key: 'link-key',
      now: new Date(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${ascii}"; filename*=UTF-8''${exact}`,
    );
  });

  it('keeps a bounded label without control characters', async () => {
    const { upload } = await harness();
    const result = await upload([{ bytes: PDF, name: `a\u0000b\nc${'é'.repeat(300)}.pdf`, type: 'application/pdf' }]);
    const label = result.files![0]!.name;
    expect(label.startsWith('abc')).toBe(true);
    expect(label.length).toBeLessThanOrEqual(100);
    expect(label).not.toMatch(/[\u0000-\u001f]/);
  });

  it('refuses a post from another site', async () => {
    const { upload, stored } = await harness();
    const result = await upload([{ bytes: PDF, name: 'a.pdf', type: 'application/pdf' }], {
      origin: 'https://evil.example',
    });
    expect(result.status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('answers 429 past fifteen uploads from one address in ten minutes', async () => {
    const { upload } = await harness();
    const statuses = [];
    for (let index = 0; index < 16; index += 1) {
      statuses.push(
        (await upload([{ bytes: PDF, name: 'a.pdf', type: 'application/pdf' }], { ip: '192.0.2.30' })).status,
      );
    }
    expect(statuses.slice(0, 15).every((status) => status === 200)).toBe(true);
    expect(statuses[15]).toBe(429);
    expect((await upload([{ bytes: PDF, name: 'a.pdf', type: 'application/pdf' }], { ip: '192.0.2.31' })).status).toBe(
      200,
    );
  });

  it('finds no file for a token it never gave, nor for a path', async () => {
    const { uploadDir } = await harness();
    expect(await findUpload(uploadDir, crypto.randomUUID())).toBeNull();
    expect(await findUpload(uploadDir, '../../etc/passwd')).toBeNull();
  });
});
