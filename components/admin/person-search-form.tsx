import { getTranslations } from 'next-intl/server';
import { AdminForm, SubmitButton } from '@/components/admin/admin-form';
import { FormField } from '@/components/admin/form-field';
import type { FormView } from '@/lib/admin/form-view';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

/**
 * The people page's search: an e-mail address or a phone number, posted (app/api/admin/people/search,
 * lib/admin/forms/people.ts), so that it never stands in an address; the page comes back with the
 * search's sealed token, or, refused, with what was typed kept in the form's draft.
 */
export async function PersonSearchForm({ form, locale }: { form: FormView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.people.search' });
  return (
    <AdminForm
      form={form}
      action="/api/admin/people/search/"
      hidden={{ back: backOfficePath('people') }}
      role="search"
      aria-label={t('legend')}
      className="flex flex-col items-start gap-3"
    >
      <FormField
        form={form}
        name="identifier"
        hint={t('hint')}
        autoComplete="off"
        spellCheck={false}
        className="w-full sm:max-w-md"
      />
      <SubmitButton>{t('submit')}</SubmitButton>
    </AdminForm>
  );
}
