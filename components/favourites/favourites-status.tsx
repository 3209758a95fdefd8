'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ListingLinks } from '@/components/listing/listing-links';
import { saveFavourites, useFavourites } from '@/components/favourites/favourites-store';
import { getPathname, Link } from '@/lib/i18n/navigation';
import { formatIdList, sameIds } from '@/lib/listing/favourites';

/**
 * The favourites page shows the properties of its `?ids=` link, so a list can be shared. Opened
 * without it, this puts the visitor's own list in the URL; on their own list it follows their
 * hearts; on someone else's it says so.
 */
export function FavouritesStatus({ listedIds, shownIds }: { listedIds: number[] | null; shownIds: number[] }) {
  const t = useTranslations('FavouritesList');
  const router = useRouter();
  const locale = useLocale();
  const favourites = useFavourites();
  // Whether the listed IDs were the visitor's own list when the page was opened.
  const [own, setOwn] = useState<boolean | null>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  // Decided once, when the stored list is first known (React's "adjust state while rendering").
  if (favourites !== null && own === null && listedIds !== null) setOwn(sameIds(favourites, listedIds));
  if (favourites !== null && own !== true && listedIds === null) setOwn(true);
  const isOwn = listedIds === null || own === true;

  // The URL follows the visitor's own list, so the page (rendered from `?ids=`) shows it.
  useEffect(() => {
    if (favourites === null || !isOwn) return;
    if (listedIds === null ? favourites.length === 0 : sameIds(favourites, listedIds)) return;
    // Written by hand so the shared link reads ?ids=41001,41005 (a query object would encode the commas).
    const path = getPathname({ href: '/favourites', locale });
    router.replace(favourites.length > 0 ? `${path}?ids=${formatIdList(favourites)}` : path, { scroll: false });
  }, [favourites, listedIds, isOwn, locale, router]);

  if (favourites === null || (listedIds !== null && own === null)) {
    return <p className="text-muted">{t('checking')}</p>;
  }
  const gone = (listedIds ?? []).filter((id) => !shownIds.includes(id));

  if (isOwn && favourites.length === 0) {
    return (
      <div className="rounded-lg border border-line bg-sand-50 p-8 text-center">
        <p className="text-lg">{t('empty')}</p>
        <p className="mt-4 flex flex-wrap justify-center gap-4">
          <ListingLinks sale={t('browseSale')} rent={t('browseRent')} />
        </p>
      </div>
    );
  }

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {!isOwn && (
        <p className="rounded-lg border border-brand-200 bg-brand-50 p-4">
          {t('shared')}{' '}
          <Link href="/favourites" className="text-link">
            {t('mine')}
          </Link>
        </p>
      )}
      {gone.length > 0 && (
        <p className="flex flex-wrap items-center gap-3 text-muted">
          {t('gone', { count: gone.length })}
          {isOwn && (
            <button
              type="button"
              onClick={() => saveFavourites(favourites.filter((id) => !gone.includes(id)))}
              className="min-h-11 rounded-md border border-line px-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('forgetGone')}
            </button>
          )}
        </p>
      )}
      {isOwn && shownIds.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={share}
            className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            {t('share')}
          </button>
          <p role="status" className="text-sm">
            {copied === 'yes' && t('copied')}
          </p>
          {copied === 'failed' && (
            <label className="flex w-full flex-col gap-1 text-sm">
              {t('copyFallback')}
              <input readOnly value={window.location.href} className="min-h-11 rounded-md border border-line px-3" />
            </label>
          )}
        </div>
      )}
    </div>
  );
}
