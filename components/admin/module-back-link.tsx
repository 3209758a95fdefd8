import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/** The way back from a module's form to its page's screen. */
export async function ModuleBackLink({ href, page, locale }: { href: string; page: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Admin.menuPages.module' });
  return (
    <p className="-mt-3 mb-6">
      <a href={href} className="font-semibold text-brand-700 underline underline-offset-4">
        <span aria-hidden="true">← </span>
        {t('back', { page })}
      </a>
    </p>
  );
}
