import { getTranslations } from 'next-intl/server';
import {
  CheckboxField,
  LocalizedFields,
  SelectField,
  TextField,
  WebAddressField,
} from '@/components/admin/admin-fields';
import { CardSection } from '@/components/admin/card-section';
import { LayoutForm, LayoutRows, type LayoutPartProps } from '@/components/admin/layout-form';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { isStaticPathname, routing } from '@/lib/i18n/routing';

/** The pages a header link can open: the routes without parameters, shown by their address. */
function pageOptions(locale: Locale) {
  const routes = Object.keys(routing.pathnames).filter(isStaticPathname);
  return routes.map((route) => ({ value: route, label: localizedPath(route, locale) }));
}

/**
 * The header configuration (docs/cms.md, site configuration): contact details and logos, the
 * links of the app bar (each row can be removed; the last, blank row adds one), and the agency's
 * address for search engines (app/api/admin/layout/header).
 */
export async function LayoutHeaderForm({ state, rows, back, locale }: LayoutPartProps) {
  const t = await getTranslations({ locale, namespace: 'Admin.layout' });
  const pages = pageOptions(locale);
  return (
    <LayoutForm part="header" back={back} save={t('header.save')}>
      <CardSection id="header-contact" title={t('header.contact')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField name="phone" label={t('fields.phone')} type="tel" state={state} required />
          <TextField name="email" label={t('fields.email')} type="email" state={state} required />
          <WebAddressField name="logoUrl" label={t('fields.logoUrl')} hint={t('addressHint')} state={state} required />
          <WebAddressField
            name="logoScrolledUrl"
            label={t('fields.logoScrolledUrl')}
            hint={t('header.logoScrolledHint')}
            state={state}
            required
          />
          <TextField name="logoAlt" label={t('fields.logoAlt')} state={state} />
        </div>
        <CheckboxField
          name="showLanguageSwitcher"
          label={t('fields.showLanguageSwitcher')}
          hint={t('header.languageSwitcherHint')}
          state={state}
        />
      </CardSection>
      <CardSection id="header-links" title={t('header.links')} lead={t('header.linksLead')}>
        <LayoutRows list="headerLinks" rows={rows} state={state} locale={locale}>
          {(name, isNew) => (
            <>
              <LocalizedFields
                name={`${name}.label`}
                legend={t('fields.label')}
                state={state}
                locale={locale}
                required={!isNew}
              />
              <div className="grid gap-4 md:grid-cols-2">
                <SelectField
                  name={`${name}.page`}
                  label={t('fields.page')}
                  state={state}
                  blank={t('header.noPage')}
                  options={pages}
                />
                <TextField
                  name={`${name}.url`}
                  label={t('fields.url')}
                  hint={t('header.urlHint')}
                  type="url"
                  pattern="https?://.+"
                  state={state}
                  mono
                />
              </div>
            </>
          )}
        </LayoutRows>
      </CardSection>
      <CardSection id="header-address" title={t('header.address')} lead={t('header.addressLead')}>
        <LocalizedFields
          name="address.streetAddress"
          legend={t('fields.streetAddress')}
          state={state}
          locale={locale}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField name="address.postalCode" label={t('fields.postalCode')} state={state} />
          <SelectField
            name="address.countryCode"
            label={t('fields.countryCode')}
            state={state}
            options={(['BE', 'LU'] as const).map((code) => ({
              value: code,
              label: new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code,
            }))}
          />
        </div>
        <LocalizedFields name="address.locality" legend={t('fields.locality')} state={state} locale={locale} />
      </CardSection>
      <CardSection id="header-opening-hours" title={t('header.openingHours')} lead={t('header.openingHoursLead')}>
        <LocalizedFields
          name="openingHours"
          legend={t('header.openingHours')}
          state={state}
          locale={locale}
          multiline
        />
      </CardSection>
    </LayoutForm>
  );
}
