'use client';

import { Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { loadLightbox, PhotoLightbox } from '@/components/media/lazy-lightbox';
import type { GalleryPicture } from '@/components/media/photo-gallery';

/**
 * Opens the slide show at the photo a visitor taps anywhere inside: any element marked
 * `data-photo-index` (the photos at the top of a page, its "see all photos" link). Without
 * JavaScript, or before it has run, those stay links to the page's photo thumbnails.
 */
export function PhotoOpener({
  pictures,
  title,
  children,
}: {
  pictures: GalleryPicture[];
  title: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const from = useRef<HTMLElement | null>(null);

  function onClickCapture(event: MouseEvent<HTMLDivElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-photo-index]');
    const index = Number(target?.dataset.photoIndex);
    if (!target || !Number.isInteger(index) || !pictures[index]) return;
    // Before the link inside it (the photos tab) acts.
    event.preventDefault();
    event.stopPropagation();
    from.current = target.matches('a, button') ? target : target.querySelector('a, button');
    setOpen(index);
  }

  function close() {
    setOpen(null);
    // Back to what the visitor opened it from, as a dialog should.
    from.current?.focus();
  }

  return (
    <div onClickCapture={onClickCapture} onPointerOver={loadLightbox} onFocus={loadLightbox}>
      {children}
      {open !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox pictures={pictures} title={title} index={open} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
