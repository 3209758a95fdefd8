import type { Locale } from '@/lib/i18n/locales';
import { VISITOR_FORM_DEFINITIONS } from '@/lib/i18n/visitor-form-definitions';

// Each form's thank-you page has its own slug per language (docs/url-map.md, thank-you slugs),
// declared with its form (lib/i18n/visitor-form-definitions.ts).

type Definitions = typeof VISITOR_FORM_DEFINITIONS;

/** The thank-you pages of the given forms, by key. */
export type ThankYouFormOf<Form extends keyof Definitions> = Form extends Form
  ? keyof Definitions[Form]['thankYou']
  : never;

export type ThankYouForm = ThankYouFormOf<keyof Definitions>;

export const THANK_YOU_SLUGS = Object.fromEntries(
  Object.values(VISITOR_FORM_DEFINITIONS).flatMap((form) => Object.entries(form.thankYou)),
) as Record<ThankYouForm, Readonly<Record<Locale, string>>>;

export const THANK_YOU_FORMS = Object.keys(THANK_YOU_SLUGS) as ThankYouForm[];

export function thankYouSlug(form: ThankYouForm, locale: Locale): string {
  return THANK_YOU_SLUGS[form][locale];
}

/** The form behind a slug of any language (a visitor may switch language on the page). */
export function thankYouFormFromSlug(slug: string, locale: Locale): ThankYouForm | null {
  const inLocale = THANK_YOU_FORMS.find((form) => THANK_YOU_SLUGS[form][locale] === slug);
  if (inLocale) return inLocale;
  return THANK_YOU_FORMS.find((form) => Object.values(THANK_YOU_SLUGS[form]).includes(slug)) ?? null;
}

export function isThankYouForm(value: string): value is ThankYouForm {
  return Object.hasOwn(THANK_YOU_SLUGS, value);
}
