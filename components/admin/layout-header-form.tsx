import { getTranslations } from 'next-intl/server';
import {
  BUTTON_CLASS,
  CheckboxField,
  FormCard,
  LocalizedFields,
  RowFieldset,
  SelectField,
  TextField,
  WEB_ADDRESS_PATTERN,
  type FormState,
} from '@/components/admin/layout-fields';
import { MAX_ROWS } from '@/lib/admin/site-layout-forms';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { isStaticPathname, routing } from '@/lib/i18n/routing';

/** The pages a header link can open: the routes without parameters, shown by their address. */
function pageOptions(locale: Locale, none: string) {
  const routes = Object.keys(routing.pathnames).filter(isStaticPathname);
  return [
    { value: '', label: none },
    ...routes.map((route) => ({ value: route, label: localizedPath(route, locale) })),
  ];
}

/**
 * The header configuration (docs/cms.md, site configuration): contact details and logos, the
 * links of the app bar (each row can be removed; the last, blank row adds one), and the agency's
 * address for search engines (app/api/admin/layout/header).
 */
export async function LayoutHeaderForm({
  state,
  rows,
  back,
  locale,
}: {
  state: FormState;
  /** Rows of links in the form: the stored ones, then a blank one. */
  rows: number;
  back: string;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Admin.layout' });
  const pages = pageOptions(locale, t('header.noPage'));
  return (
    <form method="post" action="/api/admin/layout/header/" className="flex flex-col gap-6">
      <input type="hidden" name="back" value={back} />
      <FormCard id="header-contact" title={t('header.contact')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField name="phone" label={t('fields.phone')} type="tel" state={state} required />
          <TextField name="email" label={t('fields.email')} type="email" state={state} required />
          <TextField
            name="logoUrl"
            label={t('fields.logoUrl')}
            hint={t('addressHint')}
            state={state}
            required
            pattern={WEB_ADDRESS_PATTERN}
            mono
          />
          <TextField
            name="logoScrolledUrl"
            label={t('fields.logoScrolledUrl')}
            hint={t('header.logoScrolledHint')}
            state={state}
            required
            pattern={WEB_ADDRESS_PATTERN}
            mono
          />
          <TextField name="logoAlt" label={t('fields.logoAlt')} state={state} />
        </div>
        <CheckboxField
          name="showLanguageSwitcher"
          label={t('fields.showLanguageSwitcher')}
          hint={t('header.languageSwitcherHint')}
          state={state}
        />
      </FormCard>
      <FormCard id="header-links" title={t('header.links')} lead={t('header.linksLead')}>
        {Array.from({ length: rows }, (_, index) => {
          const isNew = index === rows - 1;
          const name = `headerLinks.${index}`;
          return (
            <RowFieldset
              key={name}
              legend={isNew ? t('header.newLink') : t('rows.headerLinks', { number: index + 1 })}
              hint={isNew ? t('header.newLinkHint') : undefined}
            >
              <LocalizedFields
                name={`${name}.label`}
                legend={t('fields.label')}
                state={state}
                locale={locale}
                required={!isNew}
              />
              <div className="grid gap-4 md:grid-cols-2">
                <SelectField name={`${name}.page`} label={t('fields.page')} state={state} options={pages} />
                <TextField
                  name={`${name}.url`}
                  label={t('fields.url')}
                  hint={t('header.urlHint')}
                  type="url"
                  pattern="https?://.+"
                  state={state}
                  mono
                />
                <TextField
                  name={`${name}.position`}
                  label={t('fields.position')}
                  type="number"
                  min={1}
                  max={MAX_ROWS + 1}
                  required
                  state={state}
                />
              </div>
              {!isNew && <CheckboxField name={`${name}.remove`} label={t('header.remove')} state={state} />}
            </RowFieldset>
          );
        })}
      </FormCard>
      <FormCard id="header-address" title={t('header.address')} lead={t('header.addressLead')}>
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
      </FormCard>
      <div>
        <button type="submit" className={BUTTON_CLASS.primary}>
          {t('header.save')}
        </button>
      </div>
    </form>
  );
}
