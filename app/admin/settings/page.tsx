import { getTranslations } from 'next-intl/server';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { SettingsLanguages } from '@/components/admin/settings-languages';
import { SettingsRetention } from '@/components/admin/settings-retention';
import { SettingsSiteInfo } from '@/components/admin/settings-site-info';
import { formView } from '@/lib/admin/form-view';
import { languagesForm, retentionForm, siteInfoForm } from '@/lib/admin/forms/settings';
import { staffPage } from '@/lib/admin/guard';
import { pageTitle } from '@/lib/admin/page-title';
import { siteSettings } from '@/lib/admin/settings';

export const generateMetadata = pageTitle('settings');

export default async function SettingsPage({ searchParams }: PageProps<'/admin/settings'>) {
  const staff = await staffPage('settings');
  const query = await searchParams;
  const [t, settings] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.settings' }),
    siteSettings(),
  ]);
  const [siteInfo, languages, retention] = await Promise.all([
    formView(siteInfoForm, { key: 'site-info', staff, query, values: settings.tagIds }),
    formView(languagesForm, {
      key: 'languages',
      staff,
      query,
      values: { locales: settings.chosenLocales ?? settings.environmentLocales },
    }),
    formView(retentionForm, { key: 'retention', staff, query, values: settings.retention }),
  ]);
  return (
    <BackOfficeShell staff={staff} current="settings" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={query} forms={[siteInfo, languages, retention]} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <div className="flex flex-col gap-6">
        <SettingsSiteInfo form={siteInfo} locale={staff.locale} />
        <SettingsLanguages
          form={languages}
          chosen={settings.chosenLocales}
          environment={settings.environmentLocales}
          locale={staff.locale}
        />
        <SettingsRetention form={retention} locale={staff.locale} />
      </div>
    </BackOfficeShell>
  );
}
