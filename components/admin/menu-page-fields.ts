import { getTranslations } from 'next-intl/server';
import { optionsOf } from '@/components/forms/field-kit';
import { CSS_CLASS_MAX, CSS_CLASS_PATTERN, WEB_ADDRESS_MAX } from '@/lib/admin/fields';
import { MAX_SORT, NAME_MAX, PAGE_TYPES, PATH_MAX, PATH_PATTERN } from '@/lib/admin/menu-pages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * A menu page's fields as its two forms show them (a new page, a page's settings): each one's label,
 * hint and the limits the write checks again (lib/admin/menu-pages.ts), said once. A form adds the
 * stored value, the options that depend on the page and the field's place.
 */
export async function menuPageFields(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Admin.menuPages' });
  return {
    name: { name: 'name', label: t('fields.name'), hint: t('fields.nameHint'), required: true, maxLength: NAME_MAX },
    path: {
      name: 'path',
      label: t('fields.path'),
      hint: t('fields.pathHint'),
      required: true,
      maxLength: PATH_MAX,
      // The path as it is typed: its slashes at either end are allowed and dropped on saving.
      pattern: `/?${PATH_PATTERN}/?`,
    },
    type: { name: 'type', label: t('fields.type'), options: optionsOf(PAGE_TYPES, (type) => t(`type.${type}`)) },
    redirectUrl: {
      name: 'redirectUrl',
      label: t('fields.redirectUrl'),
      hint: t('fields.redirectUrlHint'),
      maxLength: WEB_ADDRESS_MAX,
    },
    parentId: { name: 'parentId', label: t('fields.parentId'), blank: t('fields.topLevel') },
    sort: {
      name: 'sort',
      type: 'number',
      label: t('fields.sort'),
      hint: t('fields.sortHint'),
      required: true,
      min: 0,
      max: MAX_SORT,
    },
    css: {
      name: 'css',
      label: t('fields.css'),
      hint: t('fields.cssHint'),
      maxLength: CSS_CLASS_MAX,
      pattern: CSS_CLASS_PATTERN,
    },
  } as const;
}
