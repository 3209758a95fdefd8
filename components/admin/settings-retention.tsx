import { getTranslations } from 'next-intl/server';
import { HiddenFields, SubmitButton, TextField } from '@/components/admin/admin-fields';
import { CardSection } from '@/components/admin/card-section';
import type { Locale } from '@/lib/i18n/locales';
import { RETENTION_KINDS, RETENTION_RULES, type RetentionPeriods } from '@/lib/privacy/retention-periods';
import { backOfficePath } from '@/lib/staff/paths';

/**
 * How long each kind of personal data is kept (docs/forms.md, personal data): a number per kind in
 * its unit, within its bounds, checked by the browser and again by the server
 * (app/api/admin/settings/retention). The privacy statement states what is saved here.
 */
export async function SettingsRetention({
  periods,
  locale,
  invalidField,
}: {
  periods: RetentionPeriods;
  locale: Locale;
  /** The field the last write refused, marked invalid. */
  invalidField?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.settings.retention' });
  return (
    <CardSection id="retention-heading" title={t('title')} lead={t('lead')}>
      <form method="post" action="/api/admin/settings/retention/" className="grid gap-5 md:grid-cols-2">
        <HiddenFields back={backOfficePath('settings')} />
        {RETENTION_KINDS.map((kind) => {
          const { unit, min, max, defaultAmount } = RETENTION_RULES[kind];
          return (
            <TextField
              key={kind}
              name={kind}
              type="number"
              inputMode="numeric"
              label={t(`kinds.${kind}`)}
              hint={t(`units.${unit}`, { min, max, amount: defaultAmount })}
              defaultValue={periods[kind]}
              invalid={invalidField === kind}
              required
              min={min}
              max={max}
            />
          );
        })}
        <SubmitButton className="justify-self-start md:col-span-2">{t('save')}</SubmitButton>
      </form>
    </CardSection>
  );
}
