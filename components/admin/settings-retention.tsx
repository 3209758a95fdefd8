import { getTranslations } from 'next-intl/server';
import { FormField } from '@/components/admin/form-field';
import { SettingsForm } from '@/components/admin/settings-form';
import type { FormView } from '@/lib/admin/form-view';
import type { Locale } from '@/lib/i18n/locales';
import { RETENTION_KINDS, RETENTION_RULES } from '@/lib/privacy/retention-periods';

/**
 * How long each kind of personal data is kept (docs/forms.md, personal data): a number per kind in
 * its unit, within its bounds, checked by the browser and again by the server
 * (app/api/admin/settings/retention, lib/admin/forms/settings.ts). The privacy statement states
 * what is saved here.
 */
export async function SettingsRetention({ form, locale }: { form: FormView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.settings.retention' });
  return (
    <SettingsForm part="retention" form={form} locale={locale}>
      {RETENTION_KINDS.map((kind) => {
        const { unit, min, max, defaultAmount } = RETENTION_RULES[kind];
        return (
          <FormField
            key={kind}
            form={form}
            name={kind}
            hint={t(`units.${unit}`, { min, max, amount: defaultAmount })}
          />
        );
      })}
    </SettingsForm>
  );
}
