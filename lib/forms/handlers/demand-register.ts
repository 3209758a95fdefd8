import { searchAlertColumns, type AlertCriteria } from '@/lib/alerts/alert-criteria';
import { alertSummary } from '@/lib/alerts/alert-summary';
import { unsubscribeKey } from '@/lib/alerts/unsubscribe-key';
import { unsubscribeLinks } from '@/lib/alerts/unsubscribe-link';
import { demandRegisterSchema, type DemandRegister } from '@/lib/forms/demand-register';
import { defineForm, leadPayload } from '@/lib/forms/form-pipeline';
import { normalizePhone } from '@/lib/domain/phone';
import { translator } from '@/lib/i18n/translator';
import { textMail } from '@/lib/mail/text-mail';
import { GOAL } from '@/lib/properties/goal';

function criteriaOf(demand: DemandRegister): AlertCriteria {
  return {
    goal: demand.goal === 'buy' ? GOAL.sale : GOAL.rent,
    typeWebIds: demand.typeWebIds,
    zones: demand.zones,
    towns: [],
    priceMin: demand.priceMin ?? null,
    priceMax: demand.priceMax ?? null,
    bedroomsMin: demand.bedroomsMin ?? null,
    surfaceMin: null,
  };
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
    const criteria = criteriaOf(demand);
    // The alert's id names the unsubscribe link; it exists once `alongside` has stored the alert.
    let alertId = 0;
    return {
      lead: { type: 'demand-register', payload: leadPayload(demand) },
      async alongside(tx) {
        // Active at once (confirmedAt's default): the demand register asks no confirmation.
        const alert = await tx.searchAlert.create({
          data: { email: demand.email, locale: demand.locale, ...searchAlertColumns(criteria) },
        });
        alertId = alert.id;
      },
      mails: () => {
        const links = unsubscribeLinks(siteUrl, unsubscribeKey(), 'alert', alertId, demand.locale);
        return [
          textMail(
            agencyEmail,
            agency('agencySubject', { name }),
            `${agency('agencyIntro')}\n\n${alertSummary(criteria, types, 'fr')}\n\n${contact}`,
          ),
          {
            ...textMail(
              demand.email,
              visitor('visitorSubject'),
              [
                visitor('visitorText', { name: demand.firstName }),
                alertSummary(criteria, types, demand.locale),
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
