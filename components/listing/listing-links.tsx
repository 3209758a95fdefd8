import { Link } from '@/lib/i18n/navigation';

/** The links to the properties for sale and for rent, where a page sends the visitor on to browse them. */
export function ListingLinks({ sale, rent }: { sale: string; rent: string }) {
  return (
    <>
      <Link href="/for-sale" className="text-link">
        {sale}
      </Link>
      <Link href="/for-rent" className="text-link">
        {rent}
      </Link>
    </>
  );
}
