import { isPublic } from './public-flag';

export type PriceInput = { price: unknown; publishPrice: unknown; priceUnit?: unknown };
export type PriceDisplay = { kind: 'amount'; text: string; startingFrom: boolean } | { kind: 'on-request' };

export const DEFAULT_NUMBER_LOCALE = 'nl-BE';
// PriceUnit 7 is the CRM's "starting from" (docs/domain-rules.md, prices).
export const STARTING_FROM_UNIT = 7;

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

// One formatter per language and precision, made once: building an Intl.NumberFormat costs more
// than formatting with it, and a listing formats a price on every card.
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale} ${fractionDigits}`;
  let kept = formatters.get(key);
  if (!kept) {
    kept = newFormatter(locale, fractionDigits);
    formatters.set(key, kept);
  }
  return kept;
}

function newFormatter(locale: string, fractionDigits: number): Intl.NumberFormat {
  const options = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    // An unknown locale tag must not take the page down; prices are written nl-BE anyway.
    return new Intl.NumberFormat(DEFAULT_NUMBER_LOCALE, options);
  }
}

/** "€ 350.000" or "€ 1.250,50"; null for anything that is not a finite number. */
export function formatAmount(value: unknown, locale: string = DEFAULT_NUMBER_LOCALE): string | null {
  const amount = toNumber(value);
  if (amount === null) return null;
  // Round to cents once, so 0.999 shows as "1" rather than "1,00" and -0.001 never shows as "-0".
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(cents)) return null;
  const rounded = cents === 0 ? 0 : cents / 100;
  const text = formatter(locale, cents % 100 === 0 ? 0 : 2).format(rounded);
  // ICU uses (narrow) no-break spaces in some locales; keep output identical on server and client.
  return `€ ${text.replace(/[\u00A0\u202F]/g, ' ')}`;
}

/** What to show for a listing price; anything doubtful is "price on request", never "NaN". */
export function formatPrice(input: PriceInput, locale?: string): PriceDisplay {
  if (!isPublic(input.publishPrice)) return { kind: 'on-request' };
  const amount = toNumber(input.price);
  // A zero price in the CRM means "not filled in", not "free".
  if (amount === null || amount <= 0) return { kind: 'on-request' };
  const text = formatAmount(amount, locale);
  if (text === null) return { kind: 'on-request' };
  const unit = input.priceUnit;
  const startingFrom = unit === STARTING_FROM_UNIT || unit === String(STARTING_FROM_UNIT);
  return { kind: 'amount', text, startingFrom };
}

/** The words around a price, in the reader's language (the catalogue's Price namespace). */
export type PriceWords = { onRequest: string; startingFrom: string; perMonth: string };

/** The words of priceText, read from the Price messages of one language. */
export function priceWords(t: (key: keyof PriceWords) => string): PriceWords {
  return { onRequest: t('onRequest'), startingFrom: t('startingFrom'), perMonth: t('perMonth') };
}

/**
 * A price as one line of text (map popups, mails): "Prix sur demande", "à partir de € 350.000",
 * "€ 1.250 / mois". Pages lay out the same parts with their own markup (PropertyPrice).
 */
export function priceText(display: PriceDisplay, rental: boolean, words: PriceWords): string {
  if (display.kind === 'on-request') return words.onRequest;
  return [display.startingFrom && words.startingFrom, display.text, rental && words.perMonth].filter(Boolean).join(' ');
}
