import { languageName } from '@/components/admin/admin-fields';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/** The words of the layout forms' field names that Admin.layout.fields names. */
const LAYOUT_FIELD_WORDS = [
  'showSearchButton',
  'showCountProperty',
  'showSearchCount',
  'showSearchInput',
  'logoUrl',
  'title',
  'description',
  'description2',
  'public',
  'phone',
  'email',
  'logoScrolledUrl',
  'logoAlt',
  'showLanguageSwitcher',
  'label',
  'page',
  'url',
  'position',
  'address',
  'streetAddress',
  'postalCode',
  'locality',
  'countryCode',
  'introText',
  'fullText',
  'imageUrl',
  'size',
  'sm',
  'md',
  'lg',
  'copyright',
] as const;
export type LayoutFieldWord = (typeof LAYOUT_FIELD_WORDS)[number];
const isFieldWord = (word: string): word is LayoutFieldWord => (LAYOUT_FIELD_WORDS as readonly string[]).includes(word);

/**
 * The label of each field of a layout form, as the notice of a refused write names it: the path of
 * its name in words ("headerLinks.1.label.nl" → "Lien 2 › Libellé › Néerlandais"). `texts` gives
 * those of Admin.layout; a name they do not cover keeps the general message.
 */
export function layoutFieldLabels(
  names: Iterable<string>,
  texts: { field: (word: LayoutFieldWord) => string; row: (list: 'headerLinks' | 'columns', number: number) => string },
  locale: Locale,
): Record<string, string> {
  const label = (name: string): string | null => {
    const words: string[] = [];
    const segments = name.split('.');
    for (let index = 0; index < segments.length; index += 1) {
      const segment = segments[index]!;
      if (segment === 'headerLinks' || segment === 'columns') {
        words.push(texts.row(segment, Number(segments[index + 1]) + 1));
        index += 1;
      } else if (isLocale(segment)) words.push(languageName(segment, locale));
      else if (isFieldWord(segment)) words.push(texts.field(segment));
      else if (segment !== 'value') return null;
    }
    return words.join(' › ');
  };
  return Object.fromEntries(
    [...names].flatMap((name) => {
      const text = label(name);
      return text ? [[name, text]] : [];
    }),
  );
}
