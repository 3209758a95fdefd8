import { describe, expect, it } from 'vitest';
import { mediaUrlList, safeMediaUrl } from '@/lib/site/media-urls';
import { pageBanner } from '@/lib/site/page-banner';

describe('safeMediaUrl', () => {
  it.each<[unknown, string | null]>([
    ['/brand/banner-rooftops.svg', '/brand/banner-rooftops.svg'],
    [' /media/a.webp ', '/media/a.webp'],
    ['https://cdn.example.be/a.jpg', 'https://cdn.example.be/a.jpg'],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['//evil.example/a.png', null],
    ['/a.png" onerror="x', null],
    ['a.png', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%j → %j', (value, expected) => {
    expect(safeMediaUrl(value)).toBe(expected);
  });
});

describe('mediaUrlList', () => {
  it.each<[string | null, string[]]>([
    [null, []],
    ['', []],
    ['["/a.webp","/b.webp"]', ['/a.webp', '/b.webp']],
    ['"/a.webp"', ['/a.webp']],
    ['/a.webp\n/b.webp', ['/a.webp', '/b.webp']],
    ['/a.webp, https://x.example/b.jpg', ['/a.webp', 'https://x.example/b.jpg']],
    ['["/a.webp", 3, "javascript:x", null]', ['/a.webp']],
    ['{"url": "/a.webp"}', []],
  ])('%j → %j', (raw, expected) => {
    expect(mediaUrlList(raw)).toEqual(expected);
  });
});

describe('pageBanner (image, gallery or video)', () => {
  const page = (bannerType: string, bannerImageUrl: string | null, showPageBanner = true) => ({
    showPageBanner,
    bannerType,
    bannerImageUrl,
  });

  it.each([
    ['image', '/brand/banner-rooftops.svg', { kind: 'image', url: '/brand/banner-rooftops.svg' }],
    ['gallery', '["/a.webp","/b.webp","/c.webp"]', { kind: 'gallery', urls: ['/a.webp', '/b.webp', '/c.webp'] }],
    ['gallery', '["/a.webp"]', { kind: 'image', url: '/a.webp' }],
    [
      'video',
      'https://cdn.example.be/tour.mp4',
      { kind: 'video', video: { kind: 'file', url: 'https://cdn.example.be/tour.mp4', extension: 'mp4' } },
    ],
    [
      'video',
      'https://youtu.be/dQw4w9WgXcQ',
      {
        kind: 'video',
        video: { kind: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
      },
    ],
  ])('%s %s', (type, url, expected) => {
    expect(pageBanner(page(type, url))).toEqual(expected);
  });

  it.each([
    ['switched off', page('image', '/a.webp', false)],
    ['no type', page('', '/a.webp')],
    ['an unknown type', page('carousel', '/a.webp')],
    ['an image without URL', page('image', null)],
    ['an unsafe image', page('image', 'javascript:alert(1)')],
    ['an empty gallery', page('gallery', '[]')],
    ['a video that is not one', page('video', 'https://example.com/page')],
    ['a virtual tour as video', page('video', 'https://my.matterport.com/show/?m=abc')],
  ])('none when %s', (_name, input) => {
    expect(pageBanner(input)).toBeNull();
  });
});
