import '@/lib/zod-without-eval';
import { z } from 'zod';
import { BANNER_ADDRESS_MAX } from '@/lib/admin/fields';
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
  type DeclaredField,
} from '@/lib/admin/form-declaration';
import { recordIdParam } from '@/lib/http/record-id';
import { PUBLICATION_STATUSES } from '@/lib/site/publication-status';

// The forms of the menu pages (lib/admin/menu-pages.ts, docs/cms.md, menu pages): a new page, and
// a page's settings. The texts of a page, per language, are lib/admin/menu-pages.ts's own.

export const PAGE_STATUSES = PUBLICATION_STATUSES;
export const PAGE_TYPES = ['page', 'redirect'] as const;
export const BANNER_TYPES = ['', 'image', 'gallery', 'video'] as const;
export const MAX_SORT = 9999;

/** The longest text each field of a page's translation takes (the form's maxLength too). */
export const PAGE_TEXT_LIMITS = {
  title: 160,
  description: 1000,
  content: 20_000,
  bannerTitle: 160,
  bannerDescription: 1000,
  metaTitle: 160,
  metaDescription: 500,
  ogTitle: 160,
  ogDescription: 500,
  twitterTitle: 160,
  twitterDescription: 500,
} as const;

const PATH_MAX = 200;
/** An original, locale-less path: segments of letters, digits, '-' and '_' ('Notre-agence'). */
const PATH_PATTERN = String.raw`[A-Za-z0-9_\-]+(/[A-Za-z0-9_\-]+)*`;

/**
 * An original path, typed with or without its slashes ('/actualites/'), stored without them as the
 * seed does. The browser takes the slashes at either end; the server drops them before it checks.
 */
const path = {
  kind: 'text',
  required: true,
  max: PATH_MAX,
  pattern: `/?${PATH_PATTERN}/?`,
  schema: z
    .string()
    .trim()
    .transform((typed) => typed.replace(/^\/+|\/+$/g, ''))
    .pipe(
      z
        .string()
        .min(1)
        .max(PATH_MAX)
        .regex(new RegExp(`^${PATH_PATTERN}$`)),
    ),
} satisfies DeclaredField<string>;

/** The parent select: empty for the top of the menu, otherwise a page's id. */
const parentId = parsedChoice(
  z.string().transform((value, context) => {
    if (value === '') return null;
    const id = recordIdParam(value);
    if (id === null) context.addIssue({ code: 'custom', message: 'invalid' });
    return id;
  }),
);

/** What makes a page's place and address: the fields of a new page and of a page's settings. */
const page = {
  name: text({ max: 80, required: true }),
  path,
  parentId,
  type: choice(PAGE_TYPES),
  redirectUrl: webAddress(),
};

/** A new page: a title per language, of which the French one is required (lib/admin/menu-pages.ts). */
export const menuPageCreateForm = declareForm('Admin.menuPages.fields', {
  ...page,
  title: localized(text({ max: PAGE_TEXT_LIMITS.title })),
});

/**
 * A page's settings. A page with a screen of its own sends no name, path, type or address: they
 * belong to the router (lib/admin/update-menu-page-settings.ts).
 */
export const menuPageSettingsForm = declareForm('Admin.menuPages.fields', {
  ...page,
  status: choice(PAGE_STATUSES),
  sort: wholeNumber(0, MAX_SORT),
  showBreadCrumb: checkbox(),
  showPageBanner: checkbox(),
  bannerType: choice(BANNER_TYPES),
  bannerImageUrl: text({ max: BANNER_ADDRESS_MAX, lines: true }),
  css: cssClasses(),
});
