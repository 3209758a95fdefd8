import { describe, expect, it } from 'vitest';
import { EVERYTHING_GRANTED, NOTHING_GRANTED, type ConsentChoices } from '@/lib/consent/purposes';
import { plannedTags, type SiteTagIds } from '@/lib/consent/tag-plan';

const ALL_IDS: SiteTagIds = {
  tagManagerId: 'GTM-ABC123',
  analyticsId: 'G-ABCDEF1234',
  adsId: 'AW-123456789',
  socialPixelId: '1234567890123',
};
const NO_IDS: SiteTagIds = { tagManagerId: null, analyticsId: null, adsId: null, socialPixelId: null };
const only = (granted: Partial<ConsentChoices>): ConsentChoices => ({ ...NOTHING_GRANTED, ...granted });
const kinds = (ids: SiteTagIds, choices: ConsentChoices) => plannedTags(ids, choices).map((tag) => tag.kind);

describe('plannedTags: an id in site info AND the matching consent', () => {
  it.each<[string, SiteTagIds, ConsentChoices, string[]]>([
    ['nothing chosen yet', ALL_IDS, NOTHING_GRANTED, []],
    ['no id configured', NO_IDS, EVERYTHING_GRANTED, []],
    ['everything', ALL_IDS, EVERYTHING_GRANTED, ['tag-manager', 'google-tag', 'social-pixel']],
    ['analytics only', ALL_IDS, only({ analytics_storage: true }), ['tag-manager', 'google-tag']],
    ['ad storage only', ALL_IDS, only({ ad_storage: true }), ['tag-manager', 'google-tag']],
    ['ad user data only', ALL_IDS, only({ ad_user_data: true }), ['tag-manager']],
    [
      'ad storage and user data',
      ALL_IDS,
      only({ ad_storage: true, ad_user_data: true }),
      ['tag-manager', 'google-tag', 'social-pixel'],
    ],
    [
      'analytics without analytics id',
      { ...ALL_IDS, analyticsId: null },
      only({ analytics_storage: true }),
      ['tag-manager'],
    ],
    [
      'tag manager id only',
      { ...NO_IDS, tagManagerId: 'GTM-ABC123' },
      only({ ad_personalization: true }),
      ['tag-manager'],
    ],
    ['pixel id only, ads granted', { ...NO_IDS, socialPixelId: '1234567890' }, EVERYTHING_GRANTED, ['social-pixel']],
  ])('%s', (_name, ids, choices, expected) => {
    expect(kinds(ids, choices)).toEqual(expected);
  });

  it('loads one Google tag for analytics and ads, named after the first granted id', () => {
    const tag = plannedTags(ALL_IDS, EVERYTHING_GRANTED).find((candidate) => candidate.kind === 'google-tag');
    expect(tag).toEqual({
      kind: 'google-tag',
      ids: ['G-ABCDEF1234', 'AW-123456789'],
      src: 'https://www.googletagmanager.com/gtag/js?id=G-ABCDEF1234',
    });
    const adsOnly = plannedTags(ALL_IDS, only({ ad_storage: true })).find(
      (candidate) => candidate.kind === 'google-tag',
    );
    expect(adsOnly?.src).toBe('https://www.googletagmanager.com/gtag/js?id=AW-123456789');
  });

  it('builds the tag manager and pixel URLs', () => {
    const tags = plannedTags(ALL_IDS, EVERYTHING_GRANTED);
    expect(tags[0]).toEqual({
      kind: 'tag-manager',
      id: 'GTM-ABC123',
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    });
    expect(tags[2]).toMatchObject({ id: '1234567890123', src: 'https://connect.facebook.net/en_US/fbevents.js' });
  });

  it.each<[keyof SiteTagIds, string]>([
    ['tagManagerId', 'GTM-AB"><script>'],
    ['tagManagerId', 'UA-12345-1'],
    ['analyticsId', 'G-'],
    ['analyticsId', 'G-abc def'],
    ['adsId', 'AW-12ab'],
    ['socialPixelId', '12345'],
    ['socialPixelId', '12345678901234567890123'],
    ['socialPixelId', '   '],
  ])('ignores a malformed %s %j', (key, id) => {
    const tags = plannedTags({ ...NO_IDS, [key]: id }, EVERYTHING_GRANTED);
    expect(tags).toEqual([]);
  });

  it('accepts ids typed in lower case or with spaces around them', () => {
    expect(plannedTags({ ...NO_IDS, tagManagerId: ' gtm-abc123 ' }, EVERYTHING_GRANTED)[0]).toMatchObject({
      id: 'GTM-ABC123',
    });
  });
});
