import { describe, expect, it } from 'vitest';
import { uploadLink, verifyUploadLink } from '@/lib/uploads/upload-link';

const KEY = 'test-key';
const TOKEN = '3f2b8c1e-5d4a-4b6c-9e8f-1a2b3c4d5e6f';
const NOW = new Date('2026-11-22T10:00:00Z');
const IN_90_DAYS = new Date('2027-02-20T10:00:00Z');

function parts(link: string) {
  const url = new URL(link);
  return {
    path: url.pathname,
    token: url.pathname.split('/').at(-2) ?? '',
    expires: url.searchParams.get('expires'),
    signature: url.searchParams.get('signature'),
  };
}

describe('upload links', () => {
  const link = parts(uploadLink('https://vitrine.example', KEY, TOKEN, IN_90_DAYS));

  it('points at the agency download route of the document, on the site', () => {
    expect(link.path).toBe(`/api/agency/uploads/${TOKEN}/`);
    expect(link.expires).toBe(String(IN_90_DAYS.getTime() / 1000));
  });

  it('opens until it expires, and not after', () => {
    expect(verifyUploadLink(KEY, link, NOW)).toBe(true);
    expect(verifyUploadLink(KEY, link, new Date('2027-02-20T09:59:59Z'))).toBe(true);
    expect(verifyUploadLink(KEY, link, IN_90_DAYS)).toBe(false);
  });

  it('cannot be made longer, moved to another document, or signed with another key', () => {
    expect(verifyUploadLink(KEY, { ...link, expires: String(Number(link.expires) + 86_400) }, NOW)).toBe(false);
    expect(verifyUploadLink(KEY, { ...link, token: '3f2b8c1e-5d4a-4b6c-9e8f-1a2b3c4d5e60' }, NOW)).toBe(false);
    expect(verifyUploadLink('another-key', link, NOW)).toBe(false);
  });

  it.each([
    { token: '../../etc/passwd' },
    { expires: null },
    { expires: '1e12' },
    { expires: '-1' },
    { signature: null },
    { signature: '' },
    { signature: 'x'.repeat(200) },
  ])('refuses a link with %o', (change) => {
    expect(verifyUploadLink(KEY, { ...link, ...change }, NOW)).toBe(false);
  });
});
