'use client';

import { useTranslations } from 'next-intl';
import { useFavourites } from '@/components/favourites/favourites-store';
import { Link } from '@/lib/i18n/navigation';

/** The header's way to the favourites page, with how many the visitor has kept. */
export function FavouritesLink({ className }: { className?: string }) {
  const t = useTranslations('Favourites');
  const count = useFavourites()?.length ?? 0;
  return (
    <Link href="/favourites" className={className}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 6.9 4.5c2 0 3.6 1.1 5.1 3 1.5-1.9 3.1-3 5.1-3 3.5 0 5.4 3.6 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
      {/* The app bar is narrow on phones: the heart alone, its name for screen readers. */}
      <span className="sr-only sm:not-sr-only">{t('headerLink')}</span>
      {count > 0 && (
        <>
          <span aria-hidden="true" className="rounded-full bg-white px-1.5 text-xs font-bold text-brand-900">
            {count}
          </span>
          <span className="sr-only">({t('headerCount', { count })})</span>
        </>
      )}
    </Link>
  );
}
