// A back-office spec's tests, once per language of its texts, with the browser speaking it: its
// locale, and the Accept-Language header from which the back-office takes the staff's language.
import { test } from './visitor-test';

/** What a spec's texts in one language say of the browser. */
type BrowserLanguage = { locale: string; acceptLanguage: string };

/** Declares `tests` in a group per language of `texts` ("in fr"), the browser speaking that language. */
export function describeInEachLanguage<Texts extends Record<string, BrowserLanguage>>(
  texts: Texts,
  tests: (languageTexts: Texts[keyof Texts], language: keyof Texts & string) => void,
): void {
  for (const [language, languageTexts] of Object.entries(texts) as [keyof Texts & string, Texts[keyof Texts]][]) {
    test.describe(`in ${language}`, () => {
      test.use({ locale: languageTexts.locale, extraHTTPHeaders: { 'Accept-Language': languageTexts.acceptLanguage } });
      tests(languageTexts, language);
    });
  }
}
