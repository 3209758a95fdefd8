import { getFormatter, getTranslations } from 'next-intl/server';
import { AdminForm, ButtonForm, SubmitButton } from '@/components/admin/admin-form';
import { CardSection } from '@/components/admin/card-section';
import { ChoiceFieldset } from '@/components/forms/field-kit';
import type { FormView } from '@/lib/admin/form-view';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

const ACTION = '/api/admin/settings/languages/';

/**
 * The languages the site offers (docs/url-map.md, languages): chosen here, or those of the
 * server's ENABLED_LOCALES while nothing is chosen. French, the default language, cannot be
 * switched off here (lib/admin/forms/settings.ts says why).
 */
export async function SettingsLanguages({
  form,
  chosen,
  environment,
  locale,
}: {
  /** The languages' choice (lib/admin/forms/settings.ts), which starts from those offered now. */
  form: FormView;
  /** The back-office's choice, or null while the site follows the server's configuration. */
  chosen: readonly Locale[] | null;
  environment: readonly Locale[];
  locale: Locale;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.settings.languages' }),
    getFormatter({ locale }),
  ]);
  const names = (locales: readonly Locale[]) => format.list(locales.map((code) => t(`names.${code}`)));
  const field = form.field('locales');
  const back = backOfficePath('settings');
  return (
    <CardSection id="languages-heading" title={t('title')} lead={t('lead')}>
      <p className="font-medium">
        {chosen ? t('chosen', { languages: names(chosen) }) : t('following', { languages: names(environment) })}
      </p>
      <AdminForm
        form={form}
        action={ACTION}
        hidden={{ back, action: 'choose' }}
        className="flex flex-col items-start gap-4"
      >
        <ChoiceFieldset id={field.id} legend={field.label} error={field.error}>
          <ul className="flex flex-col gap-1">
            {LOCALES.map((code) => {
              const always = code === DEFAULT_LOCALE;
              return (
                <li key={code}>
                  <label className="inline-flex min-h-11 items-center gap-3">
                    <input
                      type="checkbox"
                      name={always ? undefined : 'locales'}
                      value={code}
                      defaultChecked={always || field.values.includes(code)}
                      disabled={always}
                      aria-describedby={always ? 'languages-default-note' : undefined}
                      className="h-5 w-5 accent-brand-700"
                    />
                    <span>{t(`names.${code}`)}</span>
                  </label>
                  {always && (
                    <>
                      {/* A disabled box is not sent: the default language travels here. */}
                      <input type="hidden" name="locales" value={code} />
                      <p id="languages-default-note" className="ml-8 text-sm text-muted">
                        {t('defaultNote')}
                      </p>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </ChoiceFieldset>
        <SubmitButton>{t('save')}</SubmitButton>
      </AdminForm>
      {chosen && (
        <div className="flex flex-col items-start gap-3 border-t border-line pt-4">
          <p id="languages-follow-hint" className="max-w-3xl text-sm text-muted">
            {t('followHint', { languages: names(environment) })}
          </p>
          <ButtonForm
            action={ACTION}
            hidden={{ back, action: 'follow' }}
            tone="secondary"
            describedBy="languages-follow-hint"
          >
            {t('follow')}
          </ButtonForm>
        </div>
      )}
    </CardSection>
  );
}
