import { getTranslations } from 'next-intl/server';
import { CardForm } from '@/components/admin/card-form';
import { FormField } from '@/components/admin/form-field';
import { optionsOf } from '@/components/forms/field-kit';
import type { FormView } from '@/lib/admin/form-view';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';
import { STAFF_ROLES } from '@/lib/staff/roles';

const KINDS = {
  owner: { page: 'owners', messages: 'owners', headingId: 'new-owner', columns: 'md:grid-cols-3' },
  staff: { page: 'staff', messages: 'staffAccounts', headingId: 'new-staff', columns: 'md:grid-cols-2' },
} as const;

/**
 * A new owner or staff account (app/api/admin/owners/, app/api/admin/staff/; lib/admin/forms/accounts.ts):
 * its name, e-mail, language and, for staff, role. The invitation leaves with it.
 */
export async function AccountCreateForm({
  kind,
  form,
  locale,
}: {
  kind: keyof typeof KINDS;
  form: FormView;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const { page, messages, headingId, columns } = KINDS[kind];
  return (
    <CardForm
      id={headingId}
      title={t(`${messages}.create.title`)}
      lead={t(`${messages}.create.hint`)}
      form={form}
      action={`/api/admin/${page}/`}
      hidden={{ back: backOfficePath(page) }}
      layout={`grid gap-4 md:items-end ${columns}`}
      submit={t(`${messages}.create.submit`)}
      className="mb-8"
    >
      <FormField form={form} name="name" autoComplete="off" />
      <FormField form={form} name="email" autoComplete="off" />
      {kind === 'staff' && (
        <FormField form={form} name="role" options={optionsOf(STAFF_ROLES, (role) => t(`roles.${role}`))} />
      )}
      <FormField
        form={form}
        name="locale"
        options={optionsOf(LOCALES, (language) => t(`${messages}.languages.${language}`))}
      />
    </CardForm>
  );
}
