import { describe, expect, it } from 'vitest';
import {
  CONSENT_DEFAULTS,
  CONSENT_WAIT_FOR_UPDATE_MS,
  consentModeUpdate,
  pageLocation,
  pageViewEvent,
} from '@/lib/consent/consent-mode';
import { CONSENT_PURPOSES, EVERYTHING_GRANTED, NOTHING_GRANTED } from '@/lib/consent/purposes';

describe('Consent Mode v2 defaults', () => {
  it('deny every purpose the visitor controls until they choose', () => {
    for (const purpose of CONSENT_PURPOSES) expect(CONSENT_DEFAULTS[purpose]).toBe('denied');
    expect(CONSENT_DEFAULTS.ad_user_data).toBe('denied');
  });

  it('wait 500 ms for the stored choice', () => {
    expect(CONSENT_WAIT_FOR_UPDATE_MS).toBe(500);
    expect(CONSENT_DEFAULTS.wait_for_update).toBe(500);
  });

  it('grant only essential storage', () => {
    expect(CONSENT_DEFAULTS.security_storage).toBe('granted');
    expect(CONSENT_DEFAULTS.functionality_storage).toBe('granted');
    expect(CONSENT_DEFAULTS.personalization_storage).toBe('denied');
  });
});

describe('consentModeUpdate', () => {
  it.each([
    [
      EVERYTHING_GRANTED,
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ],
    [
      NOTHING_GRANTED,
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ],
    [
      { analytics_storage: false, ad_storage: true, ad_user_data: false, ad_personalization: true },
      { analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'denied', ad_personalization: 'granted' },
    ],
  ])('%j → %j', (choices, expected) => {
    expect(consentModeUpdate(choices)).toEqual(expected);
  });
});

describe('pageViewEvent', () => {
  it('is a page_view event a tag manager trigger can match', () => {
    expect(
      pageViewEvent({
        location: 'https://x.example/fr/a-vendre/',
        path: '/fr/a-vendre/',
        title: 'À vendre',
        language: 'fr',
      }),
    ).toEqual({
      event: 'page_view',
      page_location: 'https://x.example/fr/a-vendre/',
      page_path: '/fr/a-vendre/',
      page_title: 'À vendre',
      page_language: 'fr',
    });
  });
});

describe('pageLocation', () => {
  it('names the page without its query or fragment', () => {
    expect(pageLocation('https://x.example/fr/contact/?firstName=Jean&email=jean%40example.be#form-contact')).toBe(
      'https://x.example/fr/contact/',
    );
    expect(pageLocation('https://x.example/nl/te-koop/?city=Gent%7C9000')).toBe('https://x.example/nl/te-koop/');
    expect(pageLocation('https://x.example/fr/')).toBe('https://x.example/fr/');
  });
});
