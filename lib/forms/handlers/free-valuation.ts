import { defineForm, leadPayload } from '@/lib/forms/form-pipeline';
import { freeValuationSchema, type FreeValuation } from '@/lib/forms/free-valuation';
import { normalizePhone } from '@/lib/domain/phone';
import { translator } from '@/lib/i18n/translator';
import { textMail } from '@/lib/mail/text-mail';

function addressLine(valuation: FreeValuation, boxLabel: string) {
  const box = valuation.box ? ` ${boxLabel} ${valuation.box}` : '';
  return `${valuation.street} ${valuation.houseNumber}${box}, ${valuation.postcode} ${valuation.city}`;
}

/** The free valuation request (the original site's contact-demand) of the /free-valuation page. */
export const freeValuationForm = defineForm({
  name: 'free-valuation',
  schema: freeValuationSchema,
  thankYou: 'contact-demand',
  async accept(valuation, { db, agencyEmail }) {
    const type = await db.propertyType.findUnique({
      where: { webId: valuation.propertyType },
      select: { webId: true, translations: { select: { locale: true, name: true } } },
    });
    // The select offers the catalogue's types only; anything else was not sent from the form.
    if (!type) return [{ path: ['propertyType'], message: 'required' }];
    const typeName = (locale: string) =>
      type.translations.find((translation) => translation.locale === locale)?.name ?? String(type.webId);

    // The agency reads French; the visitor reads their own language (docs/forms.md).
    const agency = translator('fr', 'FreeValuationMail');
    const visitor = translator(valuation.locale, 'FreeValuationMail');
    const name = `${valuation.firstName} ${valuation.lastName}`;
    const agencyText = [
      agency('agencyIntro', { goal: agency(`goals.${valuation.goal}`) }),
      '',
      `${agency('property')} ${typeName('fr')}`,
      `${agency('address')} ${addressLine(valuation, agency('box'))}`,
      '',
      name,
      valuation.email,
      normalizePhone(valuation.phone) ?? valuation.phone,
      valuation.timeSlots.length > 0 ? `${agency('timeSlots')} ${valuation.timeSlots.join(', ')}` : '',
      '',
      valuation.message,
    ].join('\n');
    const visitorText = visitor('visitorText', {
      name: valuation.firstName,
      type: typeName(valuation.locale),
      address: addressLine(valuation, visitor('box')),
    });
    const mails = [
      textMail(agencyEmail, agency('agencySubject', { name, city: valuation.city }), agencyText.trim()),
      textMail(valuation.email, visitor('visitorSubject'), visitorText),
    ];
    return {
      lead: { type: 'contact-demand', payload: leadPayload(valuation) },
      mails: () => mails,
    };
  },
});
