'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { saveFavourites, useFavourites } from '@/components/favourites/favourites-store';
import { toggleFavourite } from '@/lib/listing/favourites';

/**
 * The heart that keeps a property in the visitor's favourites (cards and the property page).
 * It needs JavaScript, so it only appears once the browser's list has been read: on the server,
 * where a listing draws two dozen of them, it costs no more than that read.
 */
export function FavouriteButton({ id, title, className }: { id: number; title: string; className?: string }) {
  const favourites = useFavourites();
  if (favourites === null) return null;
  return <FavouriteToggle id={id} title={title} className={className} favourites={favourites} />;
}

function FavouriteToggle({
  id,
  title,
  className,
  favourites,
}: {
  id: number;
  title: string;
  className?: string;
  favourites: number[];
}) {
  const t = useTranslations('Favourites');
  const saved = favourites.includes(id);
  const label = t('toggle', { title });

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      data-favourite={id}
      onClick={() => saveFavourites(toggleFavourite(favourites, id))}
      className={clsx(
        'inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow',
        'hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sand-500',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.4 4.5 6.9 4.5c2 0 3.6 1.1 5.1 3 1.5-1.9 3.1-3 5.1-3 3.5 0 5.4 3.6 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
