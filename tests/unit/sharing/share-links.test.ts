import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareImagePath, shareLinks } from '@/lib/sharing/share-links';

const page = {
  url: 'https://vitrine.example/fr/a-vendre/uccle/villa-4-chambres/41001/?tab=photos',
  title: 'Villa & jardin',
};

describe('shareLinks', () => {
  const links = shareLinks(page, 'Ce bien pourrait vous plaire :');

  it('gives every service a link of its own, on its own host', () => {
    expect(Object.keys(links)).toEqual([...SHARE_TARGETS]);
    expect(new URL(links.whatsapp).host).toBe('wa.me');
    expect(new URL(links.facebook).host).toBe('www.facebook.com');
    expect(new URL(links.linkedin).host).toBe('www.linkedin.com');
    expect(links.email.startsWith('mailto:?')).toBe(true);
  });

  it('carries the page address whole, query string included', () => {
    expect(new URL(links.facebook).searchParams.get('u')).toBe(page.url);
    expect(new URL(links.linkedin).searchParams.get('url')).toBe(page.url);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`Villa & jardin ${page.url}`);
  });

  it('writes the mail with a subject and the address in its body', () => {
    const mail = new URLSearchParams(links.email.slice('mailto:?'.length));
    expect(mail.get('subject')).toBe('Villa & jardin');
    expect(mail.get('body')).toBe(`Ce bien pourrait vous plaire :\n\nVilla & jardin\n${page.url}`);
  });
});

describe('shareImagePath', () => {
  it('names the kind and the id', () => {
    expect(shareImagePath('property', 41001)).toBe('/api/share-image/property/41001/');
    expect(shareImagePath('project', 7)).toBe('/api/share-image/project/7/');
  });
});
