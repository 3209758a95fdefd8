import clsx from 'clsx';
import { PageLinks } from '@/components/ui/page-links';
import { Link } from '@/lib/i18n/navigation';

type PageHref = { pathname: '/for-sale' | '/for-rent'; query: Record<string, string | string[]> };

/** Real links to each page, so every result page can be reached and crawled without JavaScript. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => PageHref;
}) {
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      className="mt-10 flex justify-center"
      listClassName="flex flex-wrap items-center justify-center gap-2"
      linkClassName={(current) =>
        clsx('pagination-link', current ? 'border-brand-700 bg-brand-700 text-white' : 'border-line hover:bg-brand-50')
      }
      link={(to, props) => <Link href={hrefFor(to)} {...props} />}
    />
  );
}
