import { PageLinks } from '@/components/ui/page-links';
import type { Locale } from '@/lib/i18n/locales';

const ITEM =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-line bg-white px-3 hover:bg-brand-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

/**
 * Links to the pages of a long back-office list (the leads inbox, the outbox), the same pages as
 * the listing's pagination (components/ui/page-links.tsx), in plain links.
 */
export function LeadPageLinks({
  locale,
  page,
  pageCount,
  hrefFor,
}: {
  locale: Locale;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      locale={locale}
      className="mt-6"
      listClassName="flex flex-wrap items-center gap-2"
      linkClassName={() => ITEM}
      link={(to, props) => <a href={hrefFor(to)} {...props} />}
    />
  );
}
