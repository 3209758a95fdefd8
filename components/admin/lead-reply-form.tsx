import { getTranslations } from 'next-intl/server';
import { SubmitButton } from '@/components/admin/admin-form';
import { CardSection } from '@/components/admin/card-section';
import { FormField } from '@/components/admin/form-field';
import { LeadPageForm } from '@/components/admin/lead-page-form';
import type { FormView } from '@/lib/admin/form-view';
import type { ReplyRecipient } from '@/lib/admin/lead-reply-recipient';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A lead page's e-mail to its visitor (app/api/admin/leads/{id}/reply/): subject and text, in the
 * visitor's language. A lead that cannot take one says why instead (LeadPageForm).
 */
export async function LeadReplyForm({
  locale,
  leadId,
  form,
  recipient,
  language,
  agencyEmail,
  back,
}: {
  locale: Locale;
  leadId: number;
  /** The form's view (lib/admin/forms/lead-reply.ts), with what was typed after a refusal. */
  form: FormView;
  recipient: ReplyRecipient;
  /** The visitor's language, in which the mail is written. */
  language: Locale;
  /** Where the visitor's answer arrives. */
  agencyEmail: string;
  back: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.leads' });
  const refused = 'refused' in recipient ? recipient.refused : null;
  return (
    <CardSection
      id="lead-reply"
      title={t('reply.title')}
      lead={refused ? t(`reply.${refused}`) : t('reply.lead', { agencyEmail })}
      className="mb-6"
    >
      {'email' in recipient && (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[14rem_minmax(0,1fr)]">
          <dt className="font-semibold">{t('reply.to')}</dt>
          <dd className="break-all">{recipient.email}</dd>
          <dt className="font-semibold">{t('reply.language')}</dt>
          <dd>{t(`languages.${language}`)}</dd>
        </dl>
      )}
      <LeadPageForm
        form={form}
        action={`/api/admin/leads/${leadId}/reply/`}
        back={back}
        closed={refused !== null}
        kept={t('reply.kept')}
        submit={<SubmitButton className="self-start">{t('reply.submit')}</SubmitButton>}
      >
        <FormField form={form} name="subject" lang={language} />
        <FormField form={form} name="message" lang={language} rows={8} />
      </LeadPageForm>
    </CardSection>
  );
}
