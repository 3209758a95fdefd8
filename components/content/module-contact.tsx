import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { StaticPathname } from '@/lib/i18n/routing';
import { CONTACT_FORM_PAGES, type ContactForm } from '@/lib/site/module-settings';

/**
 * A module's relation "contact": on the page that holds the form, the form itself (given by the
 * page); anywhere else, a button to that page.
 */
export async function ModuleContact({
  form,
  currentPage,
  children,
  lightText,
}: {
  form: ContactForm;
  currentPage: StaticPathname | null;
  children?: ReactNode;
  lightText: boolean;
}) {
  const target = CONTACT_FORM_PAGES[form];
  if (target === currentPage) return children ? <div className="mt-4">{children}</div> : null;
  const t = await getTranslations('ModuleSection');
  return (
    <p className="mt-4">
      <Link
        href={target}
        className={
          lightText
            ? 'inline-flex min-h-11 items-center rounded-md bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50'
            : 'button-primary'
        }
      >
        {t(`contact.${form}`)}
      </Link>
    </p>
  );
}
