import type { Locale } from '@/lib/i18n/locales';

// Each visitor form declared once (docs/forms.md, adding a visitor form). The lists the rest of the
// site keeps are read from here: the forms that post (lib/forms/visitor-forms.ts), the thank-you
// slugs and with them the lead types (lib/i18n/thank-you-forms.ts) and the forms' client islands
// (lib/i18n/client-messages.ts).
// Plain data on the base floor, so that the URL map and the message lists may read it
// (docs/architecture.md); each form's schema, handler and component stay in their own modules.

export type VisitorFormDefinition = {
  /**
   * Its thank-you pages by key, each with its slug per language (docs/url-map.md, thank-you
   * slugs). A key is also the `type` of the leads the form stores (lib/admin/lead-filter.ts); a
   * form whose subjects thank differently (the contact form) has one page per subject.
   */
  thankYou: Readonly<Record<string, Readonly<Record<Locale, string>>>>;
  /**
   * The `<ClientMessages island="…">` its component is rendered in: the client modules and the
   * namespaces they read besides `Form` and `Captcha`, which every form's frame reads. None for a
   * form that reads only what the layout sends (LAYOUT_NAMESPACES).
   */
  island?: { name: string; modules: readonly string[]; namespaces: readonly string[] };
};

/** The public forms by name: each posts to /api/forms/<name>/ and counts its rate limit as "form:<name>". */
export const VISITOR_FORM_DEFINITIONS = {
  contact: {
    thankYou: {
      'site-contact': { fr: 'contact', nl: 'contact', en: 'contact', de: 'kontakt' },
      'contact-me': { fr: 'contactez-moi', nl: 'contacteer-mij', en: 'contact-me', de: 'rueckruf' },
      'contact-construction': { fr: 'projet', nl: 'project', en: 'project', de: 'projekt' },
    },
    island: { name: 'contactForm', modules: ['components/forms/contact-form'], namespaces: ['ContactForm'] },
  },
  visit: {
    thankYou: { 'contact-appointment': { fr: 'rendez-vous', nl: 'afspraak', en: 'appointment', de: 'termin' } },
    island: { name: 'visitForm', modules: ['components/forms/visit-form'], namespaces: ['VisitForm'] },
  },
  'free-valuation': {
    thankYou: {
      'contact-demand': {
        fr: 'estimation-gratuite',
        nl: 'gratis-schatting',
        en: 'free-valuation',
        de: 'kostenlose-bewertung',
      },
    },
    island: {
      name: 'freeValuationForm',
      modules: ['components/forms/free-valuation-form'],
      namespaces: ['FreeValuationForm', 'ContactForm'],
    },
  },
  'demand-register': {
    thankYou: {
      'demand-register': { fr: 'recherche', nl: 'zoekopdracht', en: 'demand-register', de: 'suchauftrag' },
    },
    island: {
      name: 'demandRegisterForm',
      modules: ['components/forms/demand-register-form'],
      namespaces: ['DemandRegisterForm', 'ListingFilters'],
    },
  },
  'document-request': {
    thankYou: { 'document-request': { fr: 'documents', nl: 'documenten', en: 'documents', de: 'unterlagen' } },
    island: {
      name: 'documentRequestForm',
      modules: ['components/forms/document-request-form'],
      namespaces: ['DocumentRequestForm'],
    },
  },
  offer: {
    thankYou: { 'purchase-offer': { fr: 'offre', nl: 'bod', en: 'offer', de: 'kaufangebot' } },
    island: { name: 'offerForm', modules: ['components/forms/offer-form'], namespaces: ['OfferForm'] },
  },
  'rent-application': {
    thankYou: {
      'rent-application': { fr: 'candidature', nl: 'kandidatuur', en: 'rent-application', de: 'mietbewerbung' },
    },
    island: {
      name: 'rentApplicationForm',
      modules: ['components/forms/rent-application-form'],
      namespaces: ['RentApplication'],
    },
  },
  // "Check your mailbox": a search alert made from a listing waits for its confirmation. The form
  // reads the listing page's words and the layout's.
  'search-alert': {
    thankYou: {
      'search-alert': { fr: 'alerte-e-mail', nl: 'e-mailmelding', en: 'e-mail-alert', de: 'e-mail-benachrichtigung' },
    },
  },
  'send-to-friend': {
    thankYou: {
      'send-to-friend': { fr: 'envoyer-a-un-ami', nl: 'doorsturen', en: 'send-to-friend', de: 'weiterempfehlen' },
    },
    island: {
      name: 'sendToFriendForm',
      modules: ['components/forms/send-to-friend-form'],
      namespaces: ['SendToFriendForm'],
    },
  },
  // The footer's sign-up, on every page: its words come with the layout.
  newsletter: {
    thankYou: { 'sign-newsletter': { fr: 'newsletter', nl: 'nieuwsbrief', en: 'newsletter', de: 'newsletter' } },
  },
  testimonial: {
    thankYou: { testimonial: { fr: 'temoignage', nl: 'getuigenis', en: 'testimonial', de: 'erfahrungsbericht' } },
    island: {
      name: 'testimonialForm',
      modules: ['components/forms/testimonial-form'],
      namespaces: ['TestimonialForm'],
    },
  },
} as const satisfies Record<string, VisitorFormDefinition>;
