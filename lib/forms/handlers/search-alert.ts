import { searchAlertColumns } from '@/lib/alerts/alert-criteria';
import { alertCriteria } from '@/lib/alerts/alert-from-filters';
import { alertSummary } from '@/lib/alerts/alert-summary';
import { CONFIRMATION_DAYS } from '@/lib/alerts/confirm-alert';
import { confirmationKey } from '@/lib/alerts/confirmation-key';
import { confirmationLink } from '@/lib/alerts/confirmation-link';
import { unsubscribeKey } from '@/lib/alerts/unsubscribe-key';
import { unsubscribeLinks } from '@/lib/alerts/unsubscribe-link';
import { defineForm, leadPayload } from '@/lib/forms/form-pipeline';
import { searchAlertSchema } from '@/lib/forms/search-alert';
import { translator } from '@/lib/i18n/translator';
import { parseListingFilters } from '@/lib/listing/listing-params';
import { textMail } from '@/lib/mail/text-mail';

/**
 * A search alert from a listing's filters (docs/forms.md): the same record as the demand
 * register's, stored waiting for confirmation, and one mail to the visitor with the link that
 * activates it (the double opt-in) and the unsubscribe link. Until it is confirmed no import mails
 * it, so an address typed by somebody else gets this one mail and nothing more.
 */
export const searchAlertForm = defineForm({
  name: 'search-alert',
  schema: searchAlertSchema,
  thankYou: 'search-alert',
  async accept(request, { db, siteUrl }) {
    const { filters, issues } = parseListingFilters(new URLSearchParams(request.search));
    // The page writes the query with the listing's codec: one it cannot read was not sent from it.
    if (issues.length > 0) return [{ path: ['search'], message: 'invalid' }];
    const criteria = alertCriteria(request.goal, filters);
    const types = await db.propertyType.findMany({
      where: { webId: { in: criteria.typeWebIds } },
      select: { webId: true, translations: { select: { locale: true, name: true } } },
    });
    const t = translator(request.locale, 'SearchAlertMail');
    // The alert's id names both links; it exists once `alongside` has stored the alert.
    let alertId = 0;
    return {
      lead: { type: 'search-alert', payload: leadPayload(request) },
      async alongside(tx) {
        const alert = await tx.searchAlert.create({
          data: { email: request.email, locale: request.locale, ...searchAlertColumns(criteria), confirmedAt: null },
        });
        alertId = alert.id;
      },
      mails: () => {
        const confirm = confirmationLink(siteUrl, confirmationKey(), alertId, request.locale);
        const links = unsubscribeLinks(siteUrl, unsubscribeKey(), 'alert', alertId, request.locale);
        const text = [
          t('intro'),
          alertSummary(criteria, types, request.locale),
          t('confirm', { link: confirm, days: CONFIRMATION_DAYS }),
          t('ignore'),
          t('unsubscribe', { link: links.page }),
        ].join('\n\n');
        return [{ ...textMail(request.email, t('subject'), text), headers: links.headers }];
      },
    };
  },
});
