import { describe, expect, it } from 'vitest';
import { pictureCaption } from '@/lib/properties/picture-caption';

const picture = {
  name: 'Séjour lumineux',
  captions: JSON.stringify({ fr: 'Séjour lumineux', nl: 'Lichte woonkamer' }),
};

describe('pictureCaption', () => {
  it('gives the caption in the visitor language', () => {
    expect(pictureCaption(picture, 'nl')).toBe('Lichte woonkamer');
    expect(pictureCaption(picture, 'fr')).toBe('Séjour lumineux');
  });

  it('falls back to the first language when the visitor language has none', () => {
    expect(pictureCaption(picture, 'de')).toBe('Séjour lumineux');
    expect(pictureCaption({ ...picture, captions: JSON.stringify({ fr: 'x', de: '  ' }) }, 'de')).toBe(
      'Séjour lumineux',
    );
  });

  it('reads pictures imported before captions per language, and unreadable columns', () => {
    expect(pictureCaption({ name: 'Jardin', captions: null }, 'nl')).toBe('Jardin');
    expect(pictureCaption({ name: 'Jardin', captions: '{not json' }, 'nl')).toBe('Jardin');
    expect(pictureCaption({ name: null, captions: null }, 'nl')).toBeNull();
  });
});
