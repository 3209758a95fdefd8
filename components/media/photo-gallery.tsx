'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { Suspense, useRef, useState } from 'react';
import { loadLightbox, PhotoLightbox } from '@/components/media/lazy-lightbox';

export type GalleryPicture = { id: number; url: string; width: number; height: number; name: string | null };

/** Every photo as a thumbnail; each opens the slide show at that photo. */
export function PhotoGallery({ pictures, title }: { pictures: GalleryPicture[]; title: string }) {
  const t = useTranslations('PhotoGallery');
  const [open, setOpen] = useState<number | null>(null);
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  function close() {
    const trigger = triggers.current[open ?? 0];
    setOpen(null);
    // Back to the photo the visitor started from, as a dialog should.
    trigger?.focus();
  }

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {pictures.map((picture, index) => (
          <li key={picture.id}>
            <button
              type="button"
              ref={(element) => {
                triggers.current[index] = element;
              }}
              // Fetch the slide show's code as soon as a visitor shows interest in a photo.
              onPointerEnter={loadLightbox}
              onFocus={loadLightbox}
              onClick={() => setOpen(index)}
              className="group gallery-thumb"
            >
              <Image
                src={picture.url}
                alt=""
                fill
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
                className="photo-zoom"
              />
              <span className="sr-only">
                {t('open', { number: index + 1, total: pictures.length, caption: picture.name ?? '' })}
              </span>
            </button>
            {picture.name && (
              <p aria-hidden="true" className="mt-1 truncate text-sm text-muted">
                {picture.name}
              </p>
            )}
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox pictures={pictures} title={title} index={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
