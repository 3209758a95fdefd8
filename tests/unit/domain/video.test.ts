import { describe, expect, it } from 'vitest';
import { isVirtualTour, parseVideoLink, type VideoLink } from '@/lib/domain/video';

const ID = 'dQw4w9WgXcQ';
const youtube: VideoLink = { kind: 'youtube', id: ID, embedUrl: `https://www.youtube-nocookie.com/embed/${ID}` };

/** None of `urls` is a video link, of the kind the block is about or any other. */
const noVideoLinks = (urls: string[]) =>
  it.each(urls)('%s → null', (url) => {
    expect(parseVideoLink(url)).toBeNull();
  });

describe('parseVideoLink: files', () => {
  it.each([
    ['https://cdn.example.be/tour.mp4', 'mp4'],
    ['https://cdn.example.be/tour.MOV', 'mov'],
    ['http://cdn.example.be/a/b/tour.wmv', 'wmv'],
    ['https://cdn.example.be/tour.avi?token=abc', 'avi'],
    ['https://cdn.example.be/tour.flv#t=10', 'flv'],
    ['https://cdn.example.be/tour.WebM', 'webm'],
  ])('%s → file (%s)', (url, extension) => {
    expect(parseVideoLink(url)).toEqual({ kind: 'file', url, extension });
  });

  noVideoLinks([
    'https://cdn.example.be/tour.mp3',
    'https://cdn.example.be/tour.mp4.html',
    'https://cdn.example.be/mp4',
    'https://cdn.example.be/tour?file=video.mp4',
    'https://cdn.example.be/',
    'ftp://cdn.example.be/tour.mp4',
    'file:///home/tour.mp4',
    '/relative/tour.mp4',
  ]);
});

describe('parseVideoLink: YouTube', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}`,
    `http://m.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  https://www.youtube.com/watch?v=${ID}  `,
  ])('%s', (url) => {
    expect(parseVideoLink(url)).toEqual(youtube);
  });

  noVideoLinks([
    'https://www.youtube.com/watch?v=short',
    `https://www.youtube.com/watch?v=${ID}x`,
    'https://www.youtube.com/watch?v=dQw4w9WgXc!',
    'https://www.youtube.com/watch',
    `https://www.youtube.com/channel/${ID}`,
    'https://www.youtube.com/',
    'https://youtu.be/',
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtube.com.evil.be/watch?v=${ID}`,
  ]);
});

describe('parseVideoLink: Vimeo', () => {
  it.each([
    ['https://vimeo.com/123456789', '123456789', 'https://player.vimeo.com/video/123456789'],
    ['https://www.vimeo.com/123456789?share=copy', '123456789', 'https://player.vimeo.com/video/123456789'],
    ['https://vimeo.com/123456789/abc123def', '123456789', 'https://player.vimeo.com/video/123456789?h=abc123def'],
    ['https://player.vimeo.com/video/42', '42', 'https://player.vimeo.com/video/42'],
    ['https://player.vimeo.com/video/42?h=ff00', '42', 'https://player.vimeo.com/video/42?h=ff00'],
    ['https://vimeo.com/channels/staffpicks/987', '987', 'https://player.vimeo.com/video/987'],
    ['https://vimeo.com/groups/immo/videos/654', '654', 'https://player.vimeo.com/video/654'],
  ])('%s → %s', (url, id, embedUrl) => {
    expect(parseVideoLink(url)).toEqual({ kind: 'vimeo', id, embedUrl });
  });

  noVideoLinks([
    'https://vimeo.com/',
    'https://vimeo.com/agency',
    'https://vimeo.com/showcase/123',
    'https://player.vimeo.com/video/abc',
    'https://player.vimeo.com/42',
    'https://notvimeo.com/123',
  ]);
});

describe('parseVideoLink: Facebook', () => {
  const embed = (href: string) =>
    `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(href)}&show_text=false`;

  it.each([
    'https://www.facebook.com/agence/videos/1234567890/',
    'https://facebook.com/agence/videos/visite-virtuelle/1234567890',
    'https://m.facebook.com/agence/videos/1234567890/',
    'https://www.facebook.com/watch/?v=1234567890',
    'https://www.facebook.com/reel/1234567890',
    'https://fb.watch/abcDEF123/',
  ])('%s', (url) => {
    expect(parseVideoLink(url)).toEqual({ kind: 'facebook', embedUrl: embed(url) });
  });

  noVideoLinks([
    'https://www.facebook.com/agence',
    'https://www.facebook.com/agence/videos/',
    'https://www.facebook.com/watch/',
    'https://www.facebook.com/agence/photos/123',
    'https://fb.watch/',
    'https://notfacebook.com/agence/videos/123',
  ]);
});

describe('parseVideoLink: virtual tours', () => {
  it.each([
    [
      'matterport',
      [
        'https://my.matterport.com/show/?m=AbCdEf12345',
        'https://matterport.com/discover/space/xyz',
        // A file on a tour host is still the tour.
        'https://my.matterport.com/models/tour.mp4',
      ],
    ],
    ['tvl', ['https://tour.tvl.be/123', 'https://app.tvl.be/v/abc', 'https://tvl.be/abc']],
    ['yisual', ['https://yisual.com/tour/1', 'https://app.yisual.com/embed/1']],
  ])('%s tours: %j', (provider, urls) => {
    for (const url of urls) {
      expect(parseVideoLink(url), url).toEqual({ kind: 'virtual-tour', provider, url });
      expect(isVirtualTour(url), url).toBe(true);
    }
  });

  it.each([
    'https://mytvl.be/tour',
    'https://notmatterport.com/show',
    'https://example.com/matterport/show',
    'https://example.com/?tour=tvl.be',
    'https://tvl/abc',
    `https://www.youtube.com/watch?v=${ID}`,
    'https://cdn.example.be/tour.mp4',
    'not a url',
    '',
    null,
    undefined,
  ])('isVirtualTour(%j) is false', (url) => {
    expect(isVirtualTour(url)).toBe(false);
  });
});

describe('parseVideoLink: invalid input', () => {
  it.each([
    '',
    '   ',
    'not a url',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//.mp4',
    'data:video/mp4;base64,AAAA',
    'http://',
    'https://exa mple.com/a.mp4',
    null,
    undefined,
  ])('%j → null', (url) => {
    expect(parseVideoLink(url)).toBeNull();
  });
});
