import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export type Crumb = { label: string; href?: Parameters<typeof Link>[0]['href'] };

/** Breadcrumb trail; the last crumb is the current page and is not a link. */
export async function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = await getTranslations('Breadcrumbs');
  return (
    <nav aria-label={t('label')} className="no-print mb-3 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-2">
        <li>
          <Link href="/" className="hover:underline">
            {t('home')}
          </Link>
        </li>
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-x-2">
            <span aria-hidden="true">/</span>
            {item.href && index < items.length - 1 ? (
              <Link href={item.href} className="hover:underline">
                {item.label}
              </Link>
            ) : (
              // A menu heading without a page of its own is a crumb without link, not the current page.
              <span aria-current={index === items.length - 1 ? 'page' : undefined} className="text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
