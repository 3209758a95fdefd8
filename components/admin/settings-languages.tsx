import { getFormatter, getTranslations } from 'next-intl/server';
import { HiddenFields, SubmitButton } from '@/components/admin/admin-fields';
import { CardSection } from '@/components/admin/card-section';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

const ACTION = '/api/admin/settings/languages/';

/**
 * The languages the site offers (docs/url-map.md, languages): chosen here, or those of the
 * server's ENABLED_LOCALES while nothing is chosen. French, the default language, cannot be
 * switched off here (lib/admin/settings.ts says why).
 */
export async function SettingsLanguages({
  chosen,
  environment,
  locale,
}: {
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
  const offered = chosen ?? environment;
  const back = backOfficePath('settings');
  return (
    <CardSection id="languages-heading" title={t('title')} lead={t('lead')}>
      <p className="font-medium">
        {chosen ? t('chosen', { languages: names(chosen) }) : t('following', { languages: names(environment) })}
      </p>
      <form method="post" action={ACTION} className="flex flex-col items-start gap-4">
        <HiddenFields back={back} action="choose" />
        <fieldset>
          <legend className="font-medium">{t('legend')}</legend>
          <ul className="mt-2 flex flex-col gap-1">
            {LOCALES.map((code) => {
              const always = code === DEFAULT_LOCALE;
              return (
                <li key={code}>
                  <label className="inline-flex min-h-11 items-center gap-3">
                    <input
                      type="checkbox"
                      name={always ? undefined : 'locales'}
                      value={code}
                      defaultChecked={always || offered.includes(code)}
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
        </fieldset>
        <SubmitButton>{t('save')}</SubmitButton>
      </form>
      {chosen && (
        <form method="post" action={ACTION} className="flex flex-col items-start gap-3 border-t border-line pt-4">
          <HiddenFields back={back} action="follow" />
          <p id="languages-follow-hint" className="max-w-3xl text-sm text-muted">
            {t('followHint', { languages: names(environment) })}
          </p>
          <SubmitButton tone="secondary" aria-describedby="languages-follow-hint">
            {t('follow')}
          </SubmitButton>
        </form>
      )}
    </CardSection>
  );
}
