import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import type { GalleryPicture } from '@/components/media/photo-gallery';
import { PhotoOpener } from '@/components/media/photo-opener';

/**
 * The lead photo large with the next two beside it: the opening of a property or project page.
 * Each photo, and the "see all photos" link on the lead one, opens the slide show at that photo
 * (PhotoOpener); without JavaScript they are links to `photosHref`, the page's photo thumbnails.
 * In print the mosaic is the photos the sheet shows, so it keeps its layout there.
 */
export async function PhotoMosaic({
  pictures,
  title,
  photosHref,
  allLabel,
}: {
  pictures: GalleryPicture[];
  title: string;
  photosHref: string;
  /** The words of the link to every photo ("See the 12 photos"). */
  allLabel: string;
}) {
  const t = await getTranslations('PhotoGallery');
  const [main, ...others] = pictures;
  if (!main) return null;
  const label = (index: number) =>
    t('open', { number: index + 1, total: pictures.length, caption: pictures[index]?.name ?? '' });
  return (
    <ClientMessages island="photoGallery">
      <PhotoOpener pictures={pictures} title={title}>
        <div className="mt-6 grid gap-2 lg:grid-cols-[2fr_1fr] print:grid-cols-[2fr_1fr] print:break-inside-avoid">
          <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-brand-50">
            <a href={photosHref} data-photo-index={0} aria-label={label(0)} className="photo-mosaic-link">
              <Image
                src={main.url}
                alt={main.name ?? title}
                fill
                priority
                sizes="(min-width: 1024px) 66vw, 100vw"
                className="object-cover"
              />
            </a>
            <a href={photosHref} data-photo-index={0} className="photo-mosaic-all">
              {allLabel}
            </a>
          </div>
          <ul className="grid grid-cols-2 gap-2 lg:grid-cols-1 lg:grid-rows-2 print:grid-cols-1 print:grid-rows-2">
            {others.slice(0, 2).map((picture, index) => (
              <li key={picture.id} className="photo-mosaic-tile">
                <a
                  href={photosHref}
                  data-photo-index={index + 1}
                  aria-label={label(index + 1)}
                  className="photo-mosaic-link"
                >
                  <Image
                    src={picture.url}
                    alt={picture.name ?? ''}
                    fill
                    sizes="(min-width: 1024px) 33vw, 50vw"
                    className="object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </PhotoOpener>
    </ClientMessages>
  );
}
