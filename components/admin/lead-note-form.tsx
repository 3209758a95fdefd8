import { getTranslations } from 'next-intl/server';
import { CARD } from '@/components/admin/admin-classes';
import { SubmitButton } from '@/components/admin/admin-form';
import { FormField } from '@/components/admin/form-field';
import { LeadPageForm } from '@/components/admin/lead-page-form';
import type { FormView } from '@/lib/admin/form-view';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A lead page's internal note (app/api/admin/leads/{id}/notes/), for staff only. An anonymized lead
 * takes none (LeadPageForm).
 */
export async function LeadNoteForm({
  locale,
  leadId,
  form,
  anonymized,
  back,
}: {
  locale: Locale;
  leadId: number;
  /** The form's view (lib/admin/forms/lead-note.ts), with what was typed after a refusal. */
  form: FormView;
  anonymized: boolean;
  back: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.leads.note' });
  return (
    <div className={`${CARD} mb-6 flex flex-col gap-4`}>
      {anonymized && <p>{t('anonymized')}</p>}
      <LeadPageForm
        form={form}
        action={`/api/admin/leads/${leadId}/notes/`}
        back={back}
        closed={anonymized}
        kept={t('kept')}
        submit={
          <SubmitButton tone="secondary" className="self-start">
            {t('submit')}
          </SubmitButton>
        }
      >
        <FormField form={form} name="note" hint={t('hint')} rows={4} />
      </LeadPageForm>
    </div>
  );
}
