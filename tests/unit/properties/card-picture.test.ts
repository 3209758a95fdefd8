import { getImageProps } from 'next/image';
import { describe, expect, it } from 'vitest';
import { cardPicture, DEFAULT_CARD_SIZES } from '@/components/property/card-picture';

describe('cardPicture', () => {
  it("gives a card's <img> the attributes next/image would, filling its box", () => {
    const { image } = cardPicture('/media/demo/p-1-1.jpg', DEFAULT_CARD_SIZES, false);
    const { props } = getImageProps({
      src: '/media/demo/p-1-1.jpg',
      alt: '',
      fill: true,
      sizes: DEFAULT_CARD_SIZES,
      className: 'photo-zoom',
    });
    expect(image).toEqual(props);
    expect(image.style).toMatchObject({ position: 'absolute', width: '100%', height: '100%' });
  });

  it('holds the place with the smallest rendition, the first candidate of its own srcset', () => {
    const { placeholder } = cardPicture('/media/demo/p-2-1.jpg', DEFAULT_CARD_SIZES, false);
    const { props } = getImageProps({ src: '/media/demo/p-2-1.jpg', alt: '', width: 100, height: 100 });
    expect(placeholder).toBe(props.srcSet?.split(' ')[0]);
    expect(placeholder).toContain(encodeURIComponent('/media/demo/p-2-1.jpg'));
  });

  it('works a picture out once per address, layout and priority', () => {
    const first = cardPicture('/media/demo/p-3-1.jpg', DEFAULT_CARD_SIZES, false);
    expect(cardPicture('/media/demo/p-3-1.jpg', DEFAULT_CARD_SIZES, false)).toBe(first);
    expect(cardPicture('/media/demo/p-3-1.jpg', '100vw', false)).not.toBe(first);
    // The first row's pictures load at once; the others when scrolled near.
    expect(first.image.loading).toBe('lazy');
    expect(cardPicture('/media/demo/p-3-1.jpg', DEFAULT_CARD_SIZES, true).image.loading).not.toBe('lazy');
  });
});
