// Which messages reach the browser (docs/client-messages.md). A client component that translates
// reads only the namespaces listed for it here: the layout's provider carries those of the client
// components on every page, and each other client component gets its own inside
// <ClientMessages island="…">. tests/unit/i18n/client-messages.test.ts checks the lists against
// the code, so a new `useTranslations` call, or a key the layout does not send, cannot go unlisted.

import { FORM_ALERT_KEYS } from '@/lib/i18n/form-error-keys';
import { VISITOR_FORM_DEFINITIONS } from '@/lib/i18n/visitor-form-definitions';

type Messages = Record<string, unknown>;

/**
 * What the newsletter sign-up can be told: the refusals of its fields (lib/forms/newsletter.ts; a
 * value no one can type reads as `invalid`) and the form-level alerts, not every form's errors.
 */
const NEWSLETTER_ERRORS = [
  ...['required', 'emailInvalid', 'privacyRequired', 'captchaRequired', 'invalid'],
  ...FORM_ALERT_KEYS,
].map((key) => `Form.errors.${key}`);

/**
 * The client components of the layout (header, footer, consent) and those that need no more. A
 * namespace of which they read a small part is listed by those keys ("Namespace.key.subkey").
 */
export const LAYOUT_NAMESPACES = [
  'BackToTop',
  'LanguageSwitcher',
  // The header's link and the cards' heart; the favourites page's own texts are read on the server.
  'Favourites.toggle',
  'Favourites.headerLink',
  'Favourites.headerCount',
  'ConsentBanner',
  'ConsentSettingsButton',
  'NewsletterForm',
  // What the newsletter sign-up reads; the other forms get the whole namespace in their island.
  'Form.requiredNote',
  'Form.email',
  'Form.privacy',
  'Form.send',
  'Form.sending',
  ...NEWSLETTER_ERRORS,
  'Captcha',
  // app/[locale]/error.tsx, which can only be a client component.
  'ErrorPage',
];

/**
 * Client components fetched when used, whose messages come with them from /api/messages/<group>/
 * rather than with every page: the consent settings, which few visitors open.
 */
export const ON_DEMAND = {
  consent: ['ConsentSettings', 'ConsentCategories'],
} as const;

export type OnDemandGroup = keyof typeof ON_DEMAND;

/** Whether a name from a request is one of those groups (not "constructor", which every object has). */
export function isOnDemandGroup(name: string): name is OnDemandGroup {
  return Object.hasOwn(ON_DEMAND, name);
}

// What every visitor form's frame reads (components/forms/visitor-form.tsx) besides its own namespaces.
const FORM = ['Form', 'Captcha'] as const;

type Definitions = typeof VISITOR_FORM_DEFINITIONS;
type FormIsland = {
  [Form in keyof Definitions]: Definitions[Form] extends { island: { name: infer Name } } ? Name : never;
}[keyof Definitions];
type IslandMessages = { modules: readonly string[]; namespaces: readonly string[] };

/** The islands of the visitor forms that have one, as their definitions declare them. */
const FORM_ISLANDS = Object.fromEntries(
  Object.values(VISITOR_FORM_DEFINITIONS).flatMap((form): [FormIsland, IslandMessages][] =>
    'island' in form
      ? [[form.island.name, { modules: form.island.modules, namespaces: [...form.island.namespaces, ...FORM] }]]
      : [],
  ),
) as Record<FormIsland, IslandMessages>;

/** The client components pages render, with the namespaces they and the components inside them read. */
export const ISLANDS = {
  ...FORM_ISLANDS,
  bookedVisit: { modules: ['components/forms/booked-visit'], namespaces: ['BookedVisit'] },
  favouritesList: { modules: ['components/favourites/favourites-status'], namespaces: ['FavouritesList'] },
  bannerVideo: { modules: ['components/content/banner-video'], namespaces: ['PageBanner'] },
  locationMap: { modules: ['components/media/location-map'], namespaces: ['LocationMap'] },
  photoGallery: {
    modules: ['components/media/photo-gallery', 'components/media/photo-opener'],
    namespaces: ['PhotoGallery'],
  },
  mortgageEstimate: { modules: ['components/property/mortgage-estimate'], namespaces: ['MortgageEstimate'] },
  printButton: { modules: ['components/property/print-button'], namespaces: ['Property'] },
  shareActions: {
    modules: ['components/sharing/share-actions', 'components/sharing/share-target-links'],
    namespaces: ['Share'],
  },
  homeSearch: { modules: ['components/search/home-search-box'], namespaces: ['HomeSearch'] },
  cityPicker: { modules: ['components/listing/city-picker'], namespaces: ['CityPicker'] },
  loginForm: { modules: ['components/auth/login-form'], namespaces: ['Login', 'Form.errors'] },
  passwordForms: { modules: ['components/auth/password-forms'], namespaces: ['PasswordForms'] },
  ownerPortal: {
    modules: ['components/owner/owner-dashboard', 'components/owner/weekly-report-toggle'],
    namespaces: ['OwnerPortal'],
  },
} as const;

export type Island = keyof typeof ISLANDS;

/**
 * The given parts of a catalogue: namespaces whole ("Form") or by key path ("Form.errors.required");
 * a name the catalogue lacks is a mistake in the lists.
 */
export function pickMessages(messages: Messages, names: readonly string[]): Messages {
  const picked: Messages = {};
  for (const name of names) {
    const path = name.split('.');
    if (!Object.hasOwn(messages, path[0]!)) throw new Error(`No message namespace "${path[0]}" in the catalogue.`);
    let from = messages;
    let into = picked;
    path.forEach((key, depth) => {
      if (typeof from !== 'object' || from === null || !Object.hasOwn(from, key))
        throw new Error(`No message "${name}" in the catalogue.`);
      if (depth === path.length - 1) into[key] = from[key];
      else {
        into = (into[key] ??= {}) as Messages;
        from = from[key] as Messages;
      }
    });
  }
  return picked;
}
