'use client';

import { useLocale } from 'next-intl';
import { useParams } from 'next/navigation';
import { getPathname } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/use-pathname';

/**
 * The page a form is on, as its address writes it ("/fr/contact/"), without its query: what a
 * form's `sourcePage` names, known on the server's render as in the browser.
 */
export function useSourcePage(): string {
  const locale = useLocale();
  const pathname = usePathname();
  const { locale: _locale, ...params } = useParams();
  const path = getPathname({ href: { pathname, params } as never, locale });
  return path.endsWith('/') ? path : `${path}/`;
}
