import { getTranslations } from 'next-intl/server';
import { BackField, PRIMARY, Select, TextInput } from '@/components/admin/menu-page-controls';
import { ParentOptions } from '@/components/admin/menu-page-parent-options';
import {
  NAME_MAX,
  PAGE_TEXT_LIMITS,
  PAGE_TYPES,
  PATH_MAX,
  PATH_PATTERN,
  type MenuPageRow,
} from '@/lib/admin/menu-pages';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

/**
 * A new page (app/api/admin/pages): its name, original path, place in the menu, type and a title
 * per language, French required. It starts as a draft: nothing shows before it is published.
 */
export async function MenuPageCreateForm({ pages, locale }: { pages: MenuPageRow[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.menuPages' });
  return (
    <details className="mb-8 rounded-lg border border-line bg-white p-5">
      <summary className="cursor-pointer text-lg font-semibold text-brand-700">{t('create.summary')}</summary>
      <form method="post" action="/api/admin/pages/" className="mt-4 grid max-w-3xl gap-4 sm:grid-cols-2">
        <BackField back={backOfficePath('pages')} />
        <p className="text-muted sm:col-span-2">{t('create.lead')}</p>
        <TextInput name="name" label={t('fields.name')} hint={t('fields.nameHint')} required maxLength={NAME_MAX} />
        <TextInput
          name="path"
          label={t('fields.path')}
          hint={t('fields.pathHint')}
          required
          maxLength={PATH_MAX}
          pattern={`/?${PATH_PATTERN}/?`}
        />
        {LOCALES.map((language) => (
          <TextInput
            key={language}
            name={`title.${language}`}
            label={t('fields.titleIn', { language: t(`languageNames.${language}`) })}
            required={language === DEFAULT_LOCALE}
            maxLength={PAGE_TEXT_LIMITS.title}
            lang={language}
          />
        ))}
        <Select name="parentId" label={t('fields.parentId')} defaultValue="">
          <ParentOptions pages={pages} locale={locale} topLevel={t('fields.topLevel')} />
        </Select>
        <Select name="type" label={t('fields.type')} defaultValue="page">
          {PAGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </Select>
        <div className="sm:col-span-2">
          <TextInput
            name="redirectUrl"
            label={t('fields.redirectUrl')}
            hint={t('fields.redirectUrlHint')}
            maxLength={2000}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={PRIMARY}>
            {t('create.submit')}
          </button>
        </div>
      </form>
    </details>
  );
}
