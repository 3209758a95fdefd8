import { describe, expect, it } from 'vitest';
import { nestedFields } from '@/lib/http/form-fields';

describe('nestedFields', () => {
  it('nests dotted names, makes lists of numbered rows and trims every value', () => {
    expect(
      nestedFields({
        back: '/admin/layout/',
        'headerLinks.0.label.fr': ' Estimation ',
        'headerLinks.1.label.fr': 'Blog',
        'headerLinks.1.remove': 'on',
        'title.value.nl': 'Welkom',
        tags: [' a ', 'b'],
      }),
    ).toEqual({
      back: '/admin/layout/',
      headerLinks: [{ label: { fr: 'Estimation' } }, { label: { fr: 'Blog' }, remove: 'on' }],
      title: { value: { nl: 'Welkom' } },
      tags: ['a', 'b'],
    });
  });

  it('leaves out names of another shape and names that collide', () => {
    const before = Object.getPrototypeOf({});
    expect(
      nestedFields({
        '__proto__.polluted': 'yes',
        'constructor.prototype.polluted': 'yes',
        'a.constructor': 'x',
        'rows.100.x': 'too far',
        'rows.0.x': 'a row',
        'rows.x': 'not a row',
        'title.': 'empty',
        '.title': 'empty',
        'title.fr': 'Titre',
        'title.fr.more': 'below a value',
        title: 'a value where the object is',
      }),
    ).toEqual({ rows: [{ x: 'a row' }], title: { fr: 'Titre' } });
    expect(Object.getPrototypeOf({})).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('passes anything but an object through, for the schema to refuse', () => {
    expect(nestedFields(null)).toBeNull();
    expect(nestedFields('x')).toBe('x');
  });
});
