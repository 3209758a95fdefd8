'use client';

import { getImageProps } from 'next/image';
import { useTranslations } from 'next-intl';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import type { GalleryPicture } from '@/components/media/photo-gallery';

// The optimiser's renditions (400, 600, 1360 wide: docs/domain-rules.md, image renditions), read
// from next/image itself so the slide show asks for the same files as the page and never for the
// 1,600 px original.
function slideOf(picture: GalleryPicture, alt: string) {
  const { srcSet = '', src } = getImageProps({
    src: picture.url,
    width: picture.width,
    height: picture.height,
    alt,
    sizes: '100vw',
  }).props;
  const ratio = picture.height / picture.width;
  const sources = srcSet.split(', ').flatMap((entry) => {
    const [url, width] = entry.split(' ');
    const pixels = Number.parseInt(width ?? '', 10);
    return url && Number.isFinite(pixels) ? [{ src: url, width: pixels, height: Math.round(pixels * ratio) }] : [];
  });
  return {
    src,
    alt,
    width: picture.width,
    height: picture.height,
    srcSet: sources,
    description: picture.name ?? undefined,
  };
}

/**
 * The full-screen slide show (yet-another-react-lightbox: a modal dialog with arrow keys, Escape,
 * swipe, a caption and a counter). Loaded only when a visitor opens it.
 */
export default function PhotoLightbox({
  pictures,
  title,
  index,
  onClose,
}: {
  pictures: GalleryPicture[];
  title: string;
  index: number;
  onClose: () => void;
}) {
  const t = useTranslations('PhotoGallery');
  const slides = pictures.map((picture, position) =>
    slideOf(picture, picture.name ?? t('photoAlt', { title, number: position + 1 })),
  );
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Captions, Counter]}
      captions={{ showToggle: true, descriptionTextAlign: 'center' }}
      counter={{ container: { style: { top: 0, bottom: 'unset' } } }}
      carousel={{ finite: false, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Previous: t('previous'),
        Next: t('next'),
        Close: t('close'),
        Lightbox: t('dialog', { title }),
        Carousel: t('carousel'),
        Slide: t('slide'),
        'Photo gallery': t('carousel'),
        '{index} of {total}': t('position'),
        Caption: t('caption'),
        'Show captions': t('showCaptions'),
        'Hide captions': t('hideCaptions'),
      }}
    />
  );
}
