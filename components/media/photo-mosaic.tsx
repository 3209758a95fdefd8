import Image from 'next/image';
import type { ReactNode } from 'react';

type Picture = { id: number; url: string; name: string | null };

/**
 * The lead photo large with the next two beside it: the opening of a property or project page.
 * `action` sits on the lead photo (the way to every photo). In print the mosaic is the photos
 * the sheet shows, so it keeps its layout there.
 */
export function PhotoMosaic({ pictures, title, action }: { pictures: Picture[]; title: string; action?: ReactNode }) {
  const [main, ...others] = pictures;
  if (!main) return null;
  return (
    <div className="mt-6 grid gap-2 lg:grid-cols-[2fr_1fr] print:grid-cols-[2fr_1fr] print:break-inside-avoid">
      <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-brand-50">
        <Image
          src={main.url}
          alt={main.name ?? title}
          fill
          priority
          sizes="(min-width: 1024px) 66vw, 100vw"
          className="object-cover"
        />
        {action && <div className="absolute right-3 bottom-3 print:hidden">{action}</div>}
      </div>
      <ul className="grid grid-cols-2 gap-2 lg:grid-cols-1 lg:grid-rows-2 print:grid-cols-1 print:grid-rows-2">
        {others.slice(0, 2).map((picture) => (
          <li key={picture.id} className="photo-mosaic-tile">
            <Image
              src={picture.url}
              alt={picture.name ?? ''}
              fill
              sizes="(min-width: 1024px) 33vw, 50vw"
              className="object-cover"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
