import { getTranslations } from 'next-intl/server';
import { CardSection } from '@/components/admin/card-section';
import { FormField, LocalizedFields } from '@/components/admin/form-field';
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
export async function LayoutHeaderForm({ form, rows, back, locale }: LayoutPartProps) {
  const t = await getTranslations({ locale, namespace: 'Admin.layout' });
  const pages = pageOptions(locale);
  return (
    <LayoutForm part="header" form={form} back={back} save={t('header.save')}>
      <CardSection id="header-contact" title={t('header.contact')}>
        <div className="grid gap-4 md:grid-cols-2">
          <FormField form={form} name="phone" />
          <FormField form={form} name="email" />
          <FormField form={form} name="logoUrl" hint={t('addressHint')} />
          <FormField form={form} name="logoScrolledUrl" hint={t('header.logoScrolledHint')} />
          <FormField form={form} name="logoAlt" />
        </div>
        <FormField form={form} name="showLanguageSwitcher" hint={t('header.languageSwitcherHint')} />
      </CardSection>
      <CardSection id="header-links" title={t('header.links')} lead={t('header.linksLead')}>
        <LayoutRows list="headerLinks" rows={rows} form={form} locale={locale}>
          {(name) => (
            <div className="grid gap-4 md:grid-cols-2">
              <FormField form={form} name={`${name}.page`} blank={t('header.noPage')} options={pages} />
              <FormField form={form} name={`${name}.url`} hint={t('header.urlHint')} mono />
            </div>
          )}
        </LayoutRows>
      </CardSection>
      <CardSection id="header-address" title={t('header.address')} lead={t('header.addressLead')}>
        <LocalizedFields form={form} name="address.streetAddress" legend={t('fields.streetAddress')} locale={locale} />
        <div className="grid gap-4 md:grid-cols-2">
          <FormField form={form} name="address.postalCode" />
          <FormField
            form={form}
            name="address.countryCode"
            options={(['BE', 'LU'] as const).map((code) => ({
              value: code,
              label: new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code,
            }))}
          />
        </div>
        <LocalizedFields form={form} name="address.locality" legend={t('fields.locality')} locale={locale} />
      </CardSection>
      <CardSection id="header-opening-hours" title={t('header.openingHours')} lead={t('header.openingHoursLead')}>
        <LocalizedFields form={form} name="openingHours" legend={t('header.openingHours')} locale={locale} />
      </CardSection>
    </LayoutForm>
  );
}
