import { toCardinal as german } from 'n2words/de-DE';
import { toCardinal as english } from 'n2words/en-GB';
import { toCardinal as french } from 'n2words/fr-BE';
import { toCardinal as dutch } from 'n2words/nl-NL';
import type { Locale } from '@/lib/i18n/locales';

// An offer's amount written out in words, as a purchase offer shows it beside the figures
// (docs/forms.md, purchase offer). The visitor sees it as they type; the server
// writes it again from the figures, so the stored words always match the amount.

/** Offers are whole euros; above this no home in the catalogue is priced. */
export const MAX_OFFER_EUROS = 100_000_000;

function frenchEuros(amount: number): string {
  const words = french(amount);
  if (amount === 1) return `${words} euro`;
  // "un million d'euros", but "un million deux cent mille euros".
  return /(million|milliard)s?$/.test(words) ? `${words} d'euros` : `${words} euros`;
}

const WRITERS: Record<Locale, (amount: number) => string> = {
  fr: frenchEuros,
  // Belgian Dutch keeps "euro" without plural ending after a number.
  nl: (amount) => `${dutch(amount)} euro`,
  en: (amount) => `${english(amount)} ${amount === 1 ? 'euro' : 'euros'}`,
  // "eins" stands alone; before a noun it is "ein" (ein Euro).
  de: (amount) => `${amount === 1 ? 'ein' : german(amount)} Euro`,
};

/** The amount in words with its currency, or '' when it is not a whole amount we accept. */
export function amountInWords(amount: number, locale: Locale): string {
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > MAX_OFFER_EUROS) return '';
  return WRITERS[locale](amount);
}
