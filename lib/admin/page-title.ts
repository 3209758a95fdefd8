import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { backOfficeLocale } from '@/lib/admin/staff-member';
import type { BackOfficePage } from '@/lib/staff/paths';

/** A back-office page's `generateMetadata`: its menu entry's name, in the member of staff's language. */
export function pageTitle(page: BackOfficePage) {
  return async (): Promise<Metadata> => {
    const t = await getTranslations({ locale: await backOfficeLocale(), namespace: 'Admin.pages' });
    return { title: t(page) };
  };
}
