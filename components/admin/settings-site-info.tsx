import { getTranslations } from 'next-intl/server';
import { FormField } from '@/components/admin/form-field';
import { SettingsForm } from '@/components/admin/settings-form';
import type { FormView } from '@/lib/admin/form-view';
import { TAG_ID_FORMATS, TAG_ID_KINDS } from '@/lib/consent/tag-ids';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Site info: the ids of the tags pages load after consent (docs/consent.md). A plain form
 * (app/api/admin/settings/site-info, lib/admin/forms/settings.ts); the browser checks each id's
 * shape as the server does.
 */
export async function SettingsSiteInfo({ form, locale }: { form: FormView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.settings.siteInfo' });
  return (
    <SettingsForm part="siteInfo" form={form} locale={locale}>
      {TAG_ID_KINDS.map((kind) => (
        <FormField
          key={kind}
          form={form}
          name={kind}
          hint={t(`${kind}.hint`, { example: TAG_ID_FORMATS[kind].example })}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          mono
        />
      ))}
    </SettingsForm>
  );
}
