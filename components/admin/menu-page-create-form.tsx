import { getTranslations } from 'next-intl/server';
import { CARD } from '@/components/admin/admin-classes';
import { HiddenFields, SubmitButton } from '@/components/admin/admin-form';
import { SelectField, TextField } from '@/components/forms/field-kit';
import { menuPageFields } from '@/components/admin/menu-page-fields';
import { parentOptions } from '@/components/admin/menu-page-parent-options';
import { PAGE_TEXT_LIMITS, type MenuPageRow } from '@/lib/admin/menu-pages';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

/**
 * A new page (app/api/admin/pages): its name, original path, place in the menu, type and a title
 * per language, French required. It starts as a draft: nothing shows before it is published.
 */
export async function MenuPageCreateForm({ pages, locale }: { pages: MenuPageRow[]; locale: Locale }) {
  const [t, fields] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.menuPages' }),
    menuPageFields(locale),
  ]);
  return (
    <details className={`mb-8 ${CARD}`}>
      <summary className="cursor-pointer text-lg font-semibold text-brand-700">{t('create.summary')}</summary>
      <form method="post" action="/api/admin/pages/" className="mt-4 grid max-w-3xl gap-4 sm:grid-cols-2">
        <HiddenFields back={backOfficePath('pages')} />
        <p className="text-muted sm:col-span-2">{t('create.lead')}</p>
        <TextField {...fields.name} />
        <TextField {...fields.path} />
        {LOCALES.map((language) => (
          <TextField
            key={language}
            name={`title.${language}`}
            label={t('fields.titleIn', { language: t(`languageNames.${language}`) })}
            required={language === DEFAULT_LOCALE}
            maxLength={PAGE_TEXT_LIMITS.title}
            lang={language}
          />
        ))}
        <SelectField {...fields.parentId} options={parentOptions(pages, locale)} />
        <SelectField {...fields.type} defaultValue="page" />
        <TextField {...fields.redirectUrl} className="sm:col-span-2" />
        <SubmitButton className="justify-self-start sm:col-span-2">{t('create.submit')}</SubmitButton>
      </form>
    </details>
  );
}
