import type { ConsentChoices, ConsentPurpose } from '@/lib/consent/purposes';
import { SOCIAL_PIXEL_PURPOSES } from '@/lib/consent/tag-plan';
import { LANGUAGE_COOKIE } from '@/lib/i18n/locales';
import { CONSENT_STORAGE_KEY } from '@/lib/consent/stored-consent';
import { FORM_DRAFT_COOKIE, RESET_LINK_COOKIE, SIGN_IN_EMAIL_COOKIE } from '@/lib/http/personal-cookies';

// Every cookie and browser-storage key the site or a consented tag can set, by the categories of
// the cookie dialog (docs/consent.md, cookie categories). The cookie policy page and the dialog both
// render this list.

export const COOKIE_CATEGORY_IDS = ['necessary', 'analytics', 'marketing', 'social', 'unclassified'] as const;
export type CookieCategoryId = (typeof COOKIE_CATEGORY_IDS)[number];

export type Lifetime = { count: number; unit: 'minute' | 'day' | 'year' } | 'session' | 'until-cleared';

export type StorageItemKey =
  | 'locale'
  | 'consent'
  | 'favourites'
  | 'session'
  | 'csrf'
  | 'callback'
  | 'formDraft'
  | 'signInEmail'
  | 'resetLink'
  | 'ga'
  | 'gaSession'
  | 'gclAu'
  | 'fbp';

export type StorageItem = {
  /** Message key of the item's description (ConsentCategories.items.*). */
  key: StorageItemKey;
  name: string;
  storage: 'cookie' | 'localStorage';
  provider: 'site' | 'google' | 'meta';
  lifetime: Lifetime;
};

export type CookieCategory = {
  id: CookieCategoryId;
  /** Purposes that must all be granted for the category to be active; none: always active. */
  purposes: readonly ConsentPurpose[];
  items: readonly StorageItem[];
};

export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  {
    id: 'necessary',
    purposes: [],
    items: [
      {
        key: 'locale',
        name: LANGUAGE_COOKIE,
        storage: 'cookie',
        provider: 'site',
        lifetime: { count: 1, unit: 'year' },
      },
      {
        key: 'consent',
        name: CONSENT_STORAGE_KEY,
        storage: 'localStorage',
        provider: 'site',
        lifetime: 'until-cleared',
      },
      // Kept on the visitor's device at their request (ePrivacy art. 5(3) exemption), never sent to us.
      {
        key: 'favourites',
        name: 'vitrine-favourites',
        storage: 'localStorage',
        provider: 'site',
        lifetime: 'until-cleared',
      },
      { key: 'session', name: 'next-auth.session-token', storage: 'cookie', provider: 'site', lifetime: 'session' },
      { key: 'csrf', name: 'next-auth.csrf-token', storage: 'cookie', provider: 'site', lifetime: 'session' },
      { key: 'callback', name: 'next-auth.callback-url', storage: 'cookie', provider: 'site', lifetime: 'session' },
      // Set only by a form sent without script and refused, for its page to show it again (docs/forms.md).
      ...(
        [
          ['formDraft', FORM_DRAFT_COOKIE],
          ['signInEmail', SIGN_IN_EMAIL_COOKIE],
          ['resetLink', RESET_LINK_COOKIE],
        ] as const
      ).map(([key, name]) => ({
        key,
        name,
        storage: 'cookie' as const,
        provider: 'site' as const,
        lifetime: { count: 15, unit: 'minute' as const },
      })),
    ],
  },
  {
    id: 'analytics',
    purposes: ['analytics_storage'],
    items: [
      { key: 'ga', name: '_ga', storage: 'cookie', provider: 'google', lifetime: { count: 2, unit: 'year' } },
      { key: 'gaSession', name: '_ga_*', storage: 'cookie', provider: 'google', lifetime: { count: 2, unit: 'year' } },
    ],
  },
  {
    id: 'marketing',
    purposes: ['ad_storage', 'ad_user_data', 'ad_personalization'],
    items: [
      { key: 'gclAu', name: '_gcl_au', storage: 'cookie', provider: 'google', lifetime: { count: 90, unit: 'day' } },
    ],
  },
  {
    id: 'social',
    purposes: SOCIAL_PIXEL_PURPOSES,
    items: [{ key: 'fbp', name: '_fbp', storage: 'cookie', provider: 'meta', lifetime: { count: 90, unit: 'day' } }],
  },
  { id: 'unclassified', purposes: [], items: [] },
];

/** 'unused': the category holds nothing on this site ("unclassified", today). */
export type CategoryStatus = 'always-active' | 'allowed' | 'refused' | 'unused';

export function categoryStatus(category: CookieCategory, choices: ConsentChoices): CategoryStatus {
  if (category.items.length === 0) return 'unused';
  if (category.purposes.length === 0) return 'always-active';
  return category.purposes.every((purpose) => choices[purpose]) ? 'allowed' : 'refused';
}
