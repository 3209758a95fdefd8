import { getTranslations } from 'next-intl/server';
import { optionsOf } from '@/components/forms/field-kit';
import { PAGE_TYPES } from '@/lib/admin/forms/menu-pages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What a menu page's two forms (a new page, a page's settings) show beside their declared fields
 * (lib/admin/forms/menu-pages.ts, which gives the labels and limits): each field's hint, and the
 * options that are the same for every page.
 */
export async function menuPageFieldLooks(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Admin.menuPages' });
  return {
    name: { hint: t('fields.nameHint') },
    path: { hint: t('fields.pathHint') },
    type: { options: optionsOf(PAGE_TYPES, (type) => t(`type.${type}`)) },
    redirectUrl: { hint: t('fields.redirectUrlHint') },
    parentId: { blank: t('fields.topLevel') },
    sort: { hint: t('fields.sortHint') },
    css: { hint: t('fields.cssHint') },
  } as const;
}
