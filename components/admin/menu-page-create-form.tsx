import { getTranslations } from 'next-intl/server';
import { CARD } from '@/components/admin/admin-classes';
import { FoldedForm } from '@/components/admin/folded-form';
import { FormField } from '@/components/admin/form-field';
import { menuPageFieldLooks } from '@/components/admin/menu-page-fields';
import { parentOptions } from '@/components/admin/menu-page-parent-options';
import type { FormView } from '@/lib/admin/form-view';
import type { MenuPageRow } from '@/lib/admin/menu-pages';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { backOfficePath } from '@/lib/staff/paths';

/**
 * A new page (app/api/admin/pages, lib/admin/forms/menu-pages.ts): its name, original path, place in
 * the menu, type and a title per language, French required. It starts as a draft: nothing shows
 * before it is published. Folded away until asked for, and open again when the server refused it.
 */
export async function MenuPageCreateForm({
  form,
  pages,
  locale,
}: {
  form: FormView;
  pages: MenuPageRow[];
  locale: Locale;
}) {
  const [t, looks] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin.menuPages' }),
    menuPageFieldLooks(locale),
  ]);
  return (
    <FoldedForm
      summary={t('create.summary')}
      summaryClassName="cursor-pointer text-lg font-semibold text-brand-700"
      className={`mb-8 ${CARD}`}
      form={form}
      action="/api/admin/pages/"
      hidden={{ back: backOfficePath('pages') }}
      layout="mt-4 grid max-w-3xl gap-4 sm:grid-cols-2"
      submit={t('create.submit')}
    >
      <p className="text-muted sm:col-span-2">{t('create.lead')}</p>
      <FormField form={form} name="name" {...looks.name} />
      <FormField form={form} name="path" {...looks.path} />
      {LOCALES.map((language) => (
        <FormField
          key={language}
          form={form}
          name={`title.${language}`}
          label={t('fields.titleIn', { language: t(`languageNames.${language}`) })}
          required={language === DEFAULT_LOCALE}
          lang={language}
        />
      ))}
      <FormField form={form} name="parentId" {...looks.parentId} options={parentOptions(pages, locale)} />
      <FormField form={form} name="type" {...looks.type} />
      <FormField form={form} name="redirectUrl" {...looks.redirectUrl} className="sm:col-span-2" />
    </FoldedForm>
  );
}
