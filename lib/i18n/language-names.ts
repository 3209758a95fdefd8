import type { Locale } from '@/lib/i18n/locales';

// The site's languages named in another language, as the back-office shows them beside a text.

/** A language's name in `inLocale`, as in a sentence: "néerlandais", "Nederlands". */
export function languageInSentence(language: Locale, inLocale: Locale): string {
  return new Intl.DisplayNames([inLocale], { type: 'language' }).of(language) ?? language;
}

/** A language's name in `inLocale`, as a label: "Néerlandais". */
export function languageName(language: Locale, inLocale: Locale): string {
  const name = languageInSentence(language, inLocale);
  return name.charAt(0).toLocaleUpperCase(inLocale) + name.slice(1);
}
