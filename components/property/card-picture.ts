import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

// A card's picture, the same on the server that lays out the grid and in the card's own component.
// Its attributes are worked out once per address and layout, not once per card drawn: a listing
// draws two dozen cards, and the same property's card appears on many pages (docs/caching.md,
// where a render's time goes).

/** Three cards to a row from 1024 px, two from 640 px: the picture's `sizes` unless its grid says otherwise. */
export const DEFAULT_CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

type ImageAttributes = ReturnType<typeof getImageProps>['props'];
export type CardPicture = { image: ImageAttributes; placeholder: string | undefined };

/** Enough for the cards of many listings; past it, the next picture starts the memory afresh. */
const KEPT_PICTURES = 2_000;
const pictures = new Map<string, CardPicture>();

/**
 * The attributes of a card's `<img>`, filling its box and optimized as next/image would make them,
 * and the address of its 100 px wide rendition, blurred, which holds the picture's place while it
 * loads. A picture that loads first (the first row) is also preloaded from the document's head.
 */
export function cardPicture(url: string, sizes: string, priority: boolean): CardPicture {
  const key = `${priority ? 1 : 0} ${sizes} ${url}`;
  let picture = pictures.get(key);
  if (picture === undefined) {
    if (pictures.size >= KEPT_PICTURES) pictures.clear();
    const { props: image } = getImageProps({ src: url, alt: '', fill: true, sizes, priority, className: 'photo-zoom' });
    // The height does not enter the address: any will do. The srcset's first candidate is the 1x one.
    const { props: small } = getImageProps({ src: url, alt: '', width: 100, height: 100 });
    picture = { image, placeholder: small.srcSet?.split(' ')[0] };
    pictures.set(key, picture);
  }
  if (priority) {
    // As next/image preloads a picture it is told to load first.
    const { src, srcSet, sizes: imageSizes, fetchPriority } = picture.image;
    preload(src!, { as: 'image', imageSrcSet: srcSet, imageSizes, ...(fetchPriority && { fetchPriority }) });
  }
  return picture;
}
