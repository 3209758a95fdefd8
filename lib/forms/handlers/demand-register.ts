import { unsubscribeKey } from '@/lib/alerts/unsubscribe-key';
import { unsubscribeLinks } from '@/lib/alerts/unsubscribe-link';
import { demandRegisterSchema, type DemandRegister } from '@/lib/forms/demand-register';
import { defineForm, leadPayload } from '@/lib/forms/form-pipeline';
import { normalizePhone } from '@/lib/forms/phone';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translator';
import { textMail } from '@/lib/mail/text-mail';
import { GOAL, goalValue } from '@/lib/properties/goal';

type TypeNames = { webId: number; translations: { locale: string; name: string }[] }[];

/** The demand in words, for the agency (French) and the visitor's confirmation alike. */
function demandSummary(demand: DemandRegister, types: TypeNames, locale: Locale): string {
  const t = translator(locale, 'DemandRegisterMail');
  const zone = translator(locale, 'ListingFilters');
  const typeName = (webId: number) => {
    const type = types.find((candidate) => candidate.webId === webId);
    return (
      type?.translations.find((translation) => translation.locale === locale)?.name ??
      type?.translations[0]?.name ??
      String(webId)
    );
  };
  const euros = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const budget =
    demand.priceMin != null && demand.priceMax != null
      ? t('budgetBetween', { min: euros.format(demand.priceMin), max: euros.format(demand.priceMax) })
      : demand.priceMin != null
        ? t('budgetFrom', { min: euros.format(demand.priceMin) })
        : demand.priceMax != null
          ? t('budgetUpTo', { max: euros.format(demand.priceMax) })
          : t('budgetAny');
  return [
    `${t('goal')} ${t(`goals.${demand.goal}`)}`,
    `${t('types')} ${demand.typeWebIds.map(typeName).join(', ')}`,
    `${t('zones')} ${demand.zones.map((code) => zone(`zones.${code}`)).join(', ')}`,
    `${t('budget')} ${budget}`,
    `${t('bedrooms')} ${demand.bedroomsMin != null ? demand.bedroomsMin : t('bedroomsAny')}`,
  ].join('\n');
}

/** The demand register ("keep me informed"): a lead for the agency and a search alert. */
export const demandRegisterForm = defineForm({
  name: 'demand-register',
  schema: demandRegisterSchema,
  thankYou: 'demand-register',
  async accept(demand, { db, agencyEmail, siteUrl }) {
    const types = await db.propertyType.findMany({
      where: { webId: { in: demand.typeWebIds } },
      select: { webId: true, translations: { select: { locale: true, name: true } } },
    });
    // The boxes list the catalogue's types only; anything else was not sent from the form.
    if (types.length !== new Set(demand.typeWebIds).size) return [{ path: ['typeWebIds'], message: 'chooseOne' }];

    const agency = translator('fr', 'DemandRegisterMail');
    const visitor = translator(demand.locale, 'DemandRegisterMail');
    const name = `${demand.firstName} ${demand.lastName}`;
    const contact = [name, demand.email, demand.phone ? (normalizePhone(demand.phone) ?? demand.phone) : '']
      .filter(Boolean)
      .join('\n');
    // The alert's id names the unsubscribe link; it exists once `alongside` has stored the alert.
    let alertId = 0;
    return {
      lead: { type: 'demand-register', payload: leadPayload(demand) },
      async alongside(tx) {
        const alert = await tx.searchAlert.create({
          data: {
            email: demand.email,
            locale: demand.locale,
            goal: goalValue(demand.goal === 'buy' ? GOAL.sale : GOAL.rent),
            // Comma-separated, as lib/alerts/match.ts reads them.
            typeWebIds: demand.typeWebIds.join(','),
            zones: demand.zones.join(','),
            priceMin: demand.priceMin ?? null,
            priceMax: demand.priceMax ?? null,
            bedroomsMin: demand.bedroomsMin ?? null,
          },
        });
        alertId = alert.id;
      },
      mails: () => {
        const links = unsubscribeLinks(siteUrl, unsubscribeKey(), 'alert', alertId, demand.locale);
        return [
          textMail(
            agencyEmail,
            agency('agencySubject', { name }),
            `${agency('agencyIntro')}\n\n${demandSummary(demand, types, 'fr')}\n\n${contact}`,
          ),
          {
            ...textMail(
              demand.email,
              visitor('visitorSubject'),
              [
                visitor('visitorText', { name: demand.firstName }),
                demandSummary(demand, types, demand.locale),
                visitor('unsubscribe', { link: links.page }),
              ].join('\n\n'),
            ),
            headers: links.headers,
          },
        ];
      },
    };
  },
});
