import type { Locale } from '@/lib/i18n/locales';

// Each form's thank-you page has its own slug per language (docs/url-map.md, thank-you slugs).
export const THANK_YOU_SLUGS = {
  'contact-me': { fr: 'contactez-moi', nl: 'contacteer-mij', en: 'contact-me', de: 'rueckruf' },
  'contact-appointment': { fr: 'rendez-vous', nl: 'afspraak', en: 'appointment', de: 'termin' },
  'contact-construction': { fr: 'projet', nl: 'project', en: 'project', de: 'projekt' },
  'contact-demand': {
    fr: 'estimation-gratuite',
    nl: 'gratis-schatting',
    en: 'free-valuation',
    de: 'kostenlose-bewertung',
  },
  'demand-register': { fr: 'recherche', nl: 'zoekopdracht', en: 'demand-register', de: 'suchauftrag' },
  'send-to-friend': { fr: 'envoyer-a-un-ami', nl: 'doorsturen', en: 'send-to-friend', de: 'weiterempfehlen' },
  'site-contact': { fr: 'contact', nl: 'contact', en: 'contact', de: 'kontakt' },
  'sign-newsletter': { fr: 'newsletter', nl: 'nieuwsbrief', en: 'newsletter', de: 'newsletter' },
  // Forms the original site had no thank-you page for.
  'document-request': { fr: 'documents', nl: 'documenten', en: 'documents', de: 'unterlagen' },
  'purchase-offer': { fr: 'offre', nl: 'bod', en: 'offer', de: 'kaufangebot' },
  'rent-application': { fr: 'candidature', nl: 'kandidatuur', en: 'rent-application', de: 'mietbewerbung' },
  testimonial: { fr: 'temoignage', nl: 'getuigenis', en: 'testimonial', de: 'erfahrungsbericht' },
  // "Check your mailbox": a search alert made from a listing waits for its confirmation.
  'search-alert': { fr: 'alerte-e-mail', nl: 'e-mailmelding', en: 'e-mail-alert', de: 'e-mail-benachrichtigung' },
} as const satisfies Record<string, Record<Locale, string>>;

export type ThankYouForm = keyof typeof THANK_YOU_SLUGS;
export const THANK_YOU_FORMS = Object.keys(THANK_YOU_SLUGS) as ThankYouForm[];

export function thankYouSlug(form: ThankYouForm, locale: Locale): string {
  return THANK_YOU_SLUGS[form][locale];
}

/** The form behind a slug of any language (a visitor may switch language on the page). */
export function thankYouFormFromSlug(slug: string, locale: Locale): ThankYouForm | null {
  const inLocale = THANK_YOU_FORMS.find((form) => THANK_YOU_SLUGS[form][locale] === slug);
  if (inLocale) return inLocale;
  return THANK_YOU_FORMS.find((form) => Object.values(THANK_YOU_SLUGS[form]).includes(slug as never)) ?? null;
}

export function isThankYouForm(value: string): value is ThankYouForm {
  return Object.hasOwn(THANK_YOU_SLUGS, value);
}
