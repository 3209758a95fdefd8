import { describe, expect, it } from 'vitest';
import { checkMediaFile, MAX_MEDIA_BYTES } from '@/lib/media/media-checks';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF');
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');

describe('checkMediaFile (a picture uploaded in the back-office)', () => {
  it.each([
    ['a JPEG', JPEG, 'jpeg'],
    ['a PNG', PNG, 'png'],
    ['a WebP', WEBP, 'webp'],
  ])('accepts %s by its first bytes', (_, head, type) => {
    expect(checkMediaFile(head.length, head)).toEqual({ type });
  });

  it.each([
    ['a PDF, which the visitors’ uploads take', bytes('%PDF-1.7\n')],
    ['an SVG, which may hold script', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['an HTML page named .jpg', bytes('<!doctype html><script>')],
    ['a GIF', bytes('GIF89a')],
    ['a RIFF file of another kind', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['an empty file', bytes()],
    ['a JPEG cut after its first two bytes', bytes(0xff, 0xd8)],
  ])('refuses %s as no picture it takes', (_, head) => {
    expect(checkMediaFile(head.length, head)).toEqual({ refused: 'mediaType' });
  });

  it.each([
    [MAX_MEDIA_BYTES, { type: 'jpeg' }],
    [MAX_MEDIA_BYTES + 1, { refused: 'mediaTooLarge' }],
  ])('takes %i bytes at most: %o', (size, expected) => {
    expect(checkMediaFile(size, JPEG)).toEqual(expected);
  });

  it('refuses a file too large before reading its type', () => {
    expect(checkMediaFile(MAX_MEDIA_BYTES + 1, bytes('%PDF-'))).toEqual({ refused: 'mediaTooLarge' });
  });
});
