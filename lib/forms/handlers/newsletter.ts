import { unsubscribeKey } from '@/lib/alerts/unsubscribe-key';
import { unsubscribeLinks } from '@/lib/alerts/unsubscribe-link';
import { defineForm, leadPayload } from '@/lib/forms/form-pipeline';
import { newsletterSchema } from '@/lib/forms/newsletter';
import { translator } from '@/lib/i18n/translator';
import { textMail } from '@/lib/mail/text-mail';

/** The newsletter sign-up: a lead, the subscription (re-activated when it existed) and a confirmation. */
export const newsletterForm = defineForm({
  name: 'newsletter',
  schema: newsletterSchema,
  thankYou: 'sign-newsletter',
  async accept(signUp, { siteUrl }) {
    const t = translator(signUp.locale, 'NewsletterMail');
    let subscriptionId = 0;
    return {
      lead: { type: 'sign-newsletter', payload: leadPayload(signUp) },
      async alongside(tx) {
        const subscription = await tx.newsletterSubscription.upsert({
          where: { email: signUp.email },
          create: { email: signUp.email, locale: signUp.locale },
          update: { locale: signUp.locale, unsubscribedAt: null },
        });
        subscriptionId = subscription.id;
      },
      mails: () => {
        const links = unsubscribeLinks(siteUrl, unsubscribeKey(), 'newsletter', subscriptionId, signUp.locale);
        return [
          {
            ...textMail(signUp.email, t('subject'), `${t('text')}\n\n${t('unsubscribe', { link: links.page })}`),
            headers: links.headers,
          },
        ];
      },
    };
  },
});
