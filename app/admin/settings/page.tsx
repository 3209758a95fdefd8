import { getTranslations } from 'next-intl/server';
import { BackOfficeShell } from '@/components/admin/back-office-shell';
import { OutcomeNotice } from '@/components/admin/outcome-notice';
import { SettingsLanguages } from '@/components/admin/settings-languages';
import { SettingsRetention } from '@/components/admin/settings-retention';
import { SettingsSiteInfo } from '@/components/admin/settings-site-info';
import { staffPage } from '@/lib/admin/guard';
import { pageTitle } from '@/lib/admin/page-title';
import { siteSettings } from '@/lib/admin/settings';
import { TAG_ID_KINDS } from '@/lib/consent/tag-ids';
import { RETENTION_KINDS } from '@/lib/privacy/retention-periods';

export const generateMetadata = pageTitle('settings');

export default async function SettingsPage({ searchParams }: PageProps<'/admin/settings'>) {
  const staff = await staffPage('settings');
  const query = await searchParams;
  const [t, settings] = await Promise.all([
    getTranslations({ locale: staff.locale, namespace: 'Admin.settings' }),
    siteSettings(),
  ]);
  const fieldLabels = {
    ...Object.fromEntries(TAG_ID_KINDS.map((kind) => [kind, t(`siteInfo.${kind}.label`)])),
    locales: t('languages.legend'),
    ...Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, t(`retention.kinds.${kind}`)])),
  };
  return (
    <BackOfficeShell staff={staff} current="settings" title={t('title')}>
      <OutcomeNotice locale={staff.locale} query={query} fieldLabels={fieldLabels} />
      <p className="mb-6 max-w-3xl text-muted">{t('lead')}</p>
      <div className="flex flex-col gap-6">
        <SettingsSiteInfo
          tagIds={settings.tagIds}
          locale={staff.locale}
          invalidField={typeof query.field === 'string' ? query.field : undefined}
        />
        <SettingsLanguages
          chosen={settings.chosenLocales}
          environment={settings.environmentLocales}
          locale={staff.locale}
        />
        <SettingsRetention
          periods={settings.retention}
          locale={staff.locale}
          invalidField={typeof query.field === 'string' ? query.field : undefined}
        />
      </div>
    </BackOfficeShell>
  );
}
