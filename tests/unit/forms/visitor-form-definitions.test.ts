// A visitor form is declared once (lib/i18n/visitor-form-definitions.ts; docs/forms.md, adding a
// visitor form). Here two forms that do not exist are declared beside the real ones, one with an
// island and one that reads only the layout's messages, and every list read from the definitions
// must carry them as it carries the real forms.
import { describe, expect, it, vi } from 'vitest';
import { LEAD_TYPES } from '@/lib/admin/lead-filter';
import { isVisitorForm, VISITOR_FORMS } from '@/lib/forms/visitor-forms';
import { ISLANDS, pickMessages } from '@/lib/i18n/client-messages';
import { LOCALES } from '@/lib/i18n/locales';
import { THANK_YOU_FORMS, thankYouFormFromSlug } from '@/lib/i18n/thank-you-forms';
import { VISITOR_FORM_DEFINITIONS, type VisitorFormDefinition } from '@/lib/i18n/visitor-form-definitions';

const { FAKE_FORMS } = vi.hoisted(() => ({
  FAKE_FORMS: {
    'fake-request': {
      thankYou: {
        'fake-request': { fr: 'demande-factice', nl: 'nepaanvraag', en: 'fake-request', de: 'scheinanfrage' },
      },
      island: {
        name: 'fakeRequestForm',
        modules: ['components/forms/fake-request-form'],
        namespaces: ['FakeRequestForm', 'ListingFilters'],
      },
    },
    'fake-sign-up': {
      thankYou: { 'fake-sign-up': { fr: 'inscription', nl: 'inschrijving', en: 'sign-up', de: 'anmeldung' } },
    },
  } satisfies Record<string, VisitorFormDefinition>,
}));

vi.mock('@/lib/i18n/visitor-form-definitions', async (importOriginal) => {
  const real = await importOriginal<typeof import('@/lib/i18n/visitor-form-definitions')>();
  return { VISITOR_FORM_DEFINITIONS: { ...real.VISITOR_FORM_DEFINITIONS, ...FAKE_FORMS } };
});

const definitions: Record<string, VisitorFormDefinition> = VISITOR_FORM_DEFINITIONS;
const islands: Record<string, { modules: readonly string[]; namespaces: readonly string[] }> = ISLANDS;

describe('a visitor form declared once', () => {
  it('posts to its own address', () => {
    expect(VISITOR_FORMS).toEqual(expect.arrayContaining(['contact', 'fake-request', 'fake-sign-up']));
    expect(isVisitorForm('fake-request')).toBe(true);
    expect(isVisitorForm('fake')).toBe(false);
  });

  it('has its thank-you page in every language, and leads of that type', () => {
    for (const locale of LOCALES) {
      const slug = FAKE_FORMS['fake-request'].thankYou['fake-request'][locale];
      expect(thankYouFormFromSlug(slug, locale), locale).toBe('fake-request');
      expect(thankYouFormFromSlug(FAKE_FORMS['fake-sign-up'].thankYou['fake-sign-up'][locale], locale)).toBe(
        'fake-sign-up',
      );
    }
    // The real forms' pages are still theirs.
    expect(thankYouFormFromSlug('contactez-moi', 'fr')).toBe('contact-me');
    expect(LEAD_TYPES).toEqual(expect.arrayContaining(['fake-request', 'fake-sign-up']));
  });

  it('gets its island with the namespaces every form reads, and a form without one gets none', () => {
    expect(islands.fakeRequestForm).toEqual({
      modules: ['components/forms/fake-request-form'],
      namespaces: ['FakeRequestForm', 'ListingFilters', 'Form', 'Captcha'],
    });
    const catalogue = { FakeRequestForm: { title: 'x' }, ListingFilters: {}, Form: {}, Captcha: {}, Login: {} };
    expect(Object.keys(pickMessages(catalogue, islands.fakeRequestForm!.namespaces))).toEqual([
      'FakeRequestForm',
      'ListingFilters',
      'Form',
      'Captcha',
    ]);
    expect(Object.keys(islands).filter((name) => name.startsWith('fake'))).toEqual(['fakeRequestForm']);
  });

  it('shares no thank-you page and no island with another form or client component', () => {
    const pages = Object.values(definitions).flatMap((form) => Object.keys(form.thankYou));
    expect(THANK_YOU_FORMS).toEqual(pages);
    for (const { island } of Object.values(definitions)) {
      if (island) expect(islands[island.name]!.modules, island.name).toEqual(island.modules);
    }
  });
});
