import { describe, expect, it } from 'vitest';
import { COOKIE_CATEGORIES, COOKIE_CATEGORY_IDS, categoryStatus } from '@/lib/consent/cookie-catalogue';
import { EVERYTHING_GRANTED, NOTHING_GRANTED, type ConsentChoices } from '@/lib/consent/purposes';
import { CONSENT_STORAGE_KEY } from '@/lib/consent/stored-consent';

const category = (id: string) => COOKIE_CATEGORIES.find((candidate) => candidate.id === id)!;
const only = (granted: Partial<ConsentChoices>): ConsentChoices => ({ ...NOTHING_GRANTED, ...granted });

describe('cookie catalogue', () => {
  it('has the five categories: necessary, analytics, marketing, social, unclassified, in order', () => {
    expect(COOKIE_CATEGORIES.map((candidate) => candidate.id)).toEqual([...COOKIE_CATEGORY_IDS]);
    expect(COOKIE_CATEGORY_IDS).toEqual(['necessary', 'analytics', 'marketing', 'social', 'unclassified']);
  });

  it('lists the consent storage key as strictly necessary', () => {
    expect(category('necessary').items.map((item) => item.name)).toContain(CONSENT_STORAGE_KEY);
  });

  it('gives every item a unique message key', () => {
    const keys = COOKIE_CATEGORIES.flatMap((candidate) => candidate.items.map((item) => item.key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each<[string, ConsentChoices, string]>([
    ['necessary', NOTHING_GRANTED, 'always-active'],
    ['unclassified', EVERYTHING_GRANTED, 'unused'],
    ['analytics', NOTHING_GRANTED, 'refused'],
    ['analytics', only({ analytics_storage: true }), 'allowed'],
    ['marketing', only({ ad_storage: true, ad_user_data: true }), 'refused'],
    ['marketing', only({ ad_storage: true, ad_user_data: true, ad_personalization: true }), 'allowed'],
    ['social', only({ ad_storage: true }), 'refused'],
    ['social', only({ ad_storage: true, ad_user_data: true }), 'allowed'],
  ])('%s with %j is %s', (id, choices, expected) => {
    expect(categoryStatus(category(id), choices)).toBe(expected);
  });
});
