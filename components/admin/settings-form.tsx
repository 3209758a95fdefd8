import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CardForm } from '@/components/admin/card-form';
import type { FormView } from '@/lib/admin/form-view';
import type { Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

const ROUTES = { siteInfo: 'site-info', retention: 'retention' } as const;

/**
 * A card of the settings page that is one form (app/api/admin/settings/<route>): titled by its
 * messages (Admin.settings.<part>), its fields side by side, back to the settings page.
 */
export async function SettingsForm({
  part,
  form,
  locale,
  children,
}: {
  part: keyof typeof ROUTES;
  form: FormView;
  locale: Locale;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: `Admin.settings.${part}` });
  return (
    <CardForm
      id={`${ROUTES[part]}-heading`}
      title={t('title')}
      lead={t('lead')}
      form={form}
      action={`/api/admin/settings/${ROUTES[part]}/`}
      hidden={{ back: backOfficePath('settings') }}
      layout="grid gap-5 md:grid-cols-2"
      submit={t('save')}
    >
      {children}
    </CardForm>
  );
}
