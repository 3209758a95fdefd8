import { describe, expect, it } from 'vitest';
import { SNIFF_BYTES, sniffType } from '@/lib/uploads/sniff';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

describe('sniffType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ\n'), 'pdf'],
    ['a JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'jpeg'],
    ['a JPEG (Exif)', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'), 'jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), 'png'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp'],
  ])('recognises %s', (_name, content, type) => {
    expect(sniffType(content)).toBe(type);
  });

  it.each([
    ['an empty file', bytes()],
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4])],
    ['a Linux executable', bytes([0x7f], 'ELF', [2, 1, 1])],
    ['an HTML page', bytes('<!DOCTYPE html><html>')],
    ['an HTML page that mentions %PDF- later', bytes('<html>%PDF-1.4')],
    ['a PDF signature after leading spaces', bytes('  %PDF-1.4')],
    ['an SVG image', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a GIF image', bytes('GIF89a')],
    ['a ZIP (or .docx)', bytes('PK', [3, 4, 20, 0])],
    ['a truncated PDF signature', bytes('%PD')],
    ['a truncated JPEG signature', bytes([0xff, 0xd8])],
    ['a PNG signature with one byte wrong', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0b])],
    ['a RIFF that is a WAV sound', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a RIFF too short to say', bytes('RIFF', [0x24, 0, 0, 0], 'WEB')],
  ])('refuses %s', (_name, content) => {
    expect(sniffType(content)).toBeNull();
  });

  it('needs no more than SNIFF_BYTES bytes', () => {
    const webp = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', [1, 2, 3, 4, 5, 6]);
    expect(sniffType(webp.subarray(0, SNIFF_BYTES))).toBe('webp');
  });
});
