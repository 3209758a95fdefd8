import { formatAmount } from '@/lib/domain/price';
import { amountInWords } from '@/lib/forms/amount-in-words';
import { normalizePhone } from '@/lib/domain/phone';
import { normalizePostcode } from '@/lib/forms/postcode';
import { hasPartner, type Offer } from '@/lib/forms/offer';
import { formatDate } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';

// The offer as both mails summarise it: amount in figures and words, validity, signing, persons.
// Written in the reader's language, so the agency's copy has the amount in French words.

/** 2026-12-05 → "5 décembre 2026": a calendar day, so no time zone may shift it. */
export function longDate(isoDay: string, locale: Locale): string {
  return formatDate(new Date(`${isoDay}T00:00:00Z`), locale, { dateStyle: 'long', timeZone: 'UTC' });
}

export function offerSummary(offer: Offer, locale: Locale): string {
  const t = translator(locale, 'OfferMail');
  const salutation = translator(locale, 'Form');
  const personA = [
    `${salutation(`salutations.${offer.salutation}`)} ${offer.firstName} ${offer.lastName}`,
    `${offer.street} ${offer.houseNumber}, ${normalizePostcode(offer.postcode) ?? offer.postcode} ${offer.city}`,
    offer.email,
    normalizePhone(offer.phone) ?? offer.phone,
  ].join(', ');
  const personB = hasPartner(offer)
    ? [
        [
          offer.partnerSalutation ? salutation(`salutations.${offer.partnerSalutation}`) : '',
          offer.partnerFirstName,
          offer.partnerLastName,
        ]
          .filter(Boolean)
          .join(' '),
        offer.partnerEmail,
        offer.partnerPhone ? (normalizePhone(offer.partnerPhone) ?? offer.partnerPhone) : '',
      ]
        .filter(Boolean)
        .join(', ')
    : null;
  return [
    t('amount', { figures: formatAmount(offer.amount) ?? '', words: amountInWords(offer.amount, locale) }),
    t('validity', { from: longDate(offer.validFrom, locale), until: longDate(offer.validUntil, locale) }),
    t('signing', { place: offer.signingPlace, date: longDate(offer.signingDate, locale) }),
    t('personA', { details: personA }),
    ...(personB ? [t('personB', { details: personB })] : []),
  ].join('\n');
}
