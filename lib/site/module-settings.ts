import type { StaticPathname } from '@/lib/i18n/routing';
import { mediaUrlList, safeMediaUrl } from '@/lib/site/media-urls';

// A CMS module's fields (docs/cms.md, modules), read defensively: the agency types them in a CMS,
// so an odd value falls back to the defaults (maxItems 4, 4 items per row, full width) instead of
// breaking the page.

export const DEFAULT_MAX_ITEMS = 4;
export const DEFAULT_ITEMS_PER_ROW = 4;
export const MAX_ITEMS_LIMIT = 48;

function wholeNumberIn(value: number, min: number, max: number): number | null {
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

export function maxItems(value: number): number {
  return wholeNumberIn(value, 1, MAX_ITEMS_LIMIT) ?? DEFAULT_MAX_ITEMS;
}

/** Items per row on wide screens; narrower screens show fewer (two, then one). */
export function itemsPerRow(value: number): 1 | 2 | 3 | 4 {
  return (wholeNumberIn(value, 1, 4) ?? DEFAULT_ITEMS_PER_ROW) as 1 | 2 | 3 | 4;
}

/** A column span on the 12-column grid; anything else is the full width. */
export function columnSpan(value: number): number {
  return wholeNumberIn(value, 1, 12) ?? 12;
}

export type ModulePosition = 'top' | 'main' | 'bottom';

/** Where a module sits on a page with content of its own: before it, with it, or after it. */
export function modulePosition(value: string): ModulePosition {
  const position = value.trim().toLowerCase();
  return position === 'top' || position === 'bottom' ? position : 'main';
}

export type TitleSize = 'h1' | 'h2' | 'h3' | 'h4';

/** The title's visual size; its heading level stays h2 under the page's h1, whatever the size. */
export function titleSize(value: string): TitleSize {
  const size = value.trim().toLowerCase();
  return size === 'h1' || size === 'h3' || size === 'h4' ? size : 'h2';
}

export type PropertyListSource = 'new-arrivals' | 'sale' | 'rent';

export function propertyListSource(relationId: string | null): PropertyListSource | null {
  const id = relationId?.trim().toLowerCase();
  return id === 'new-arrivals' || id === 'sale' || id === 'rent' ? id : null;
}

export type ArticleRelation = { kind: 'category'; id: number } | { kind: 'article'; key: string };

/** An article relation names a category by id, or one article by key. */
export function articleRelation(relationId: string | null): ArticleRelation | null {
  const id = relationId?.trim();
  if (!id) return null;
  return /^\d+$/.test(id) ? { kind: 'category', id: Number(id) } : { kind: 'article', key: id };
}

/** The page holding each contact form a module can point to (the forms are on those pages). */
export const CONTACT_FORM_PAGES = {
  'site-contact': '/contact',
  'demand-register': '/demand-register',
  'contact-demand': '/free-valuation',
} as const satisfies Record<string, StaticPathname>;

export type ContactForm = keyof typeof CONTACT_FORM_PAGES;

export function contactForm(relationId: string | null): ContactForm | null {
  const id = relationId?.trim().toLowerCase() ?? '';
  return Object.hasOwn(CONTACT_FORM_PAGES, id) ? (id as ContactForm) : null;
}

export type ModuleBackground =
  | { kind: 'none' }
  | { kind: 'color'; color: string }
  | { kind: 'image'; url: string }
  | { kind: 'gallery'; urls: string[] };

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A module's display mode: image, color, gallery or none ('') (docs/cms.md, display modes). */
export function moduleBackground(module: {
  backgroundType: string;
  colorBackground: string | null;
  imageUrl: string | null;
  images: string | null;
}): ModuleBackground {
  switch (module.backgroundType) {
    case 'color': {
      const color = module.colorBackground?.trim() ?? '';
      return HEX_COLOUR.test(color) ? { kind: 'color', color } : { kind: 'none' };
    }
    case 'image': {
      const url = safeMediaUrl(module.imageUrl);
      return url ? { kind: 'image', url } : { kind: 'none' };
    }
    case 'gallery': {
      const urls = mediaUrlList(module.images);
      return urls.length > 0 ? { kind: 'gallery', urls } : { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}
