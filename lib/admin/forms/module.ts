import '@/lib/zod-without-eval';
import { z } from 'zod';
import {
  checkbox,
  choice,
  cssClasses,
  declareForm,
  localized,
  parsedChoice,
  text,
  webAddress,
  wholeNumber,
} from '@/lib/admin/form-declaration';
import { recordIdParam } from '@/lib/http/record-id';
import {
  articleRelation,
  CONTACT_FORM_PAGES,
  contactForm,
  MAX_ITEMS_LIMIT,
  propertyListSource,
} from '@/lib/site/module-settings';
import { PUBLICATION_STATUSES } from '@/lib/site/publication-status';

// A module of a menu page (lib/admin/modules.ts, docs/cms.md, modules): the values offered and
// accepted are those lib/site/module-settings.ts reads, so what an editor saves is what the page shows.

export const TITLE_SIZES = ['h1', 'h2', 'h3', 'h4'] as const;
export const MODULE_POSITIONS = ['top', 'main', 'bottom'] as const;
export const MODULE_VIEWS = ['', 'card-view', 'single-view'] as const;
export const BACKGROUND_TYPES = ['', 'image', 'color', 'gallery'] as const;
export const PROPERTY_LISTS = ['new-arrivals', 'sale', 'rent'] as const;
export const CONTACT_FORMS = Object.keys(CONTACT_FORM_PAGES) as (keyof typeof CONTACT_FORM_PAGES)[];
const GRID_COLUMNS = 12;
const MAX_ITEMS_PER_ROW = 4;
const COLOUR_PATTERN = '#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})';

export type Relation = { relationType: string | null; relationId: string | null };

/** A relation as the form's one select sends it: '' (none) or 'type:id', e.g. 'article:12'. */
export function relationValue(module: Relation): string {
  return module.relationType ? `${module.relationType}:${module.relationId ?? ''}` : '';
}

/** The relation a value of the form's select names, or null for one the site cannot read. */
function parseRelation(value: string): Relation | null {
  if (value === '') return { relationType: null, relationId: null };
  const [type, id = ''] = value.split(/:(.*)/s);
  if (type === 'property-list' && propertyListSource(id) === id) return { relationType: type, relationId: id };
  if (type === 'contact' && contactForm(id) === id) return { relationType: type, relationId: id };
  const article = type === 'article' ? articleRelation(id) : null;
  // A category id must be a row id the database can take (32 bits on PostgreSQL).
  if (article?.kind === 'category' && recordIdParam(id) !== null) return { relationType: type!, relationId: id };
  // An article key: whether it names an article is checked against the database (lib/admin/module-checks.ts).
  if (article?.kind === 'article' && /^\S{1,100}$/.test(id)) return { relationType: type!, relationId: id };
  return null;
}

const relation = z
  .string()
  .trim()
  .transform((value, context) => {
    const parsed = parseRelation(value);
    if (!parsed) {
      context.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    }
    return parsed;
  });

/** The width on the grid, from 1 column to all of them. */
const columns = () => wholeNumber(1, GRID_COLUMNS);

export const moduleForm = declareForm('Admin.menuPages.module.fields', {
  status: choice(PUBLICATION_STATUSES),
  titleSize: choice(TITLE_SIZES),
  position: choice(MODULE_POSITIONS),
  span: columns(),
  colSm: columns(),
  colMd: columns(),
  colLg: columns(),
  view: choice(MODULE_VIEWS),
  cssClass: cssClasses(),
  backgroundType: choice(BACKGROUND_TYPES),
  imageUrl: webAddress(),
  colorBackground: text({ max: 7, pattern: COLOUR_PATTERN }),
  images: text({ max: 8000, lines: true }),
  relation: parsedChoice(relation),
  itemsPerRow: wholeNumber(1, MAX_ITEMS_PER_ROW),
  maxItems: wholeNumber(1, MAX_ITEMS_LIMIT),
  isHasSubcategories: checkbox(),
  title: localized(text({ max: 160 })),
  description: localized(text({ max: 2000, lines: true })),
  description2: localized(text({ max: 2000, lines: true })),
});
