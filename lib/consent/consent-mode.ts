import { CONSENT_PURPOSES, type ConsentChoices, type ConsentPurpose } from '@/lib/consent/purposes';

// Google Consent Mode v2 (https://developers.google.com/tag-platform/security/guides/consent): tags read
// these signals from the dataLayer, so the defaults must be queued before any tag loads.

export type ConsentState = 'granted' | 'denied';

/** Tags wait up to 500 ms for the visitor's stored choice before firing (docs/consent.md). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/**
 * The defaults every page starts with: each purpose the visitor controls is denied, ad user data
 * included (docs/consent.md, denied by default); essential storage (language, security) needs no consent;
 * personalization storage is not used by the site, so it stays denied.
 */
export const CONSENT_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  personalization_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
} as const;

/** The `gtag('consent', 'update', …)` signals for the visitor's choices. */
export function consentModeUpdate(choices: ConsentChoices): Record<ConsentPurpose, ConsentState> {
  return Object.fromEntries(
    CONSENT_PURPOSES.map((purpose) => [purpose, choices[purpose] ? 'granted' : 'denied']),
  ) as Record<ConsentPurpose, ConsentState>;
}

/** The dataLayer message a tag manager trigger listens to for a page view. */
/**
 * The address analytics is told a page has: without its query or fragment, which may hold what no
 * measurement needs (form fields a browser put there, a reset link's token: docs/forms.md).
 */
export function pageLocation(href: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
}

export function pageViewEvent(page: { location: string; path: string; title: string; language: string }) {
  return {
    event: 'page_view',
    page_location: page.location,
    page_path: page.path,
    page_title: page.title,
    page_language: page.language,
  } as const;
}
