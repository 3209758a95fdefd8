import { getImageProps } from 'next/image';

// A card's picture, the same on the server that lays out the grid and in the card's own component.

/** Three cards to a row from 1024 px, two from 640 px: the picture's `sizes` unless its grid says otherwise. */
export const DEFAULT_CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/**
 * The 100 px wide rendition of `url`, blurred, holds the picture's place while it loads. Worked out
 * where the card is drawn rather than sent with every card of a listing.
 */
export function placeholderUrl(url: string): string | undefined {
  // The height does not enter the address: any will do.
  const { props } = getImageProps({ src: url, alt: '', width: 100, height: 100 });
  // The srcset's first candidate is the 1x one, 100 px wide.
  return props.srcSet?.split(' ')[0];
}
