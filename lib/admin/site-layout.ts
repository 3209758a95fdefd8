import 'server-only';
import { z } from 'zod';
import { auditEntry } from '@/lib/staff/audit';
import type { WriteNotice, WriteOutcome } from '@/lib/admin/outcomes';
import { formValues, type FormValues } from '@/lib/admin/site-layout-forms';
import type { StaffMember } from '@/lib/admin/staff-member';
import { expireEverywhere } from '@/lib/cache/expire-everywhere';
import { CACHE_TAG } from '@/lib/cache/tags';
import { db } from '@/lib/db';
import {
  footerConfigSchema,
  headerConfigSchema,
  homeConfigSchema,
  type FooterConfig,
  type HeaderConfig,
  type HomeConfig,
} from '@/lib/site/config-schema';

// The home, header and footer configuration (SiteConfig, docs/cms.md) as the back-office reads and
// writes it. The forms are lib/admin/site-layout-forms.ts; every write expires `site-content`, the
// tag under which the site reads the configuration (docs/caching.md).

/** The three parts of the layout page, in the order of its tabs. */
export const LAYOUT_PARTS = ['home', 'header', 'footer'] as const;
export type LayoutPart = (typeof LAYOUT_PARTS)[number];

export function layoutPart(value: unknown): LayoutPart {
  return LAYOUT_PARTS.includes(value as LayoutPart) ? (value as LayoutPart) : 'home';
}

const SCHEMAS = { home: homeConfigSchema, header: headerConfigSchema, footer: footerConfigSchema } as const;
type Configs = { home: HomeConfig; header: HeaderConfig; footer: FooterConfig };

/** A stored part, or why it cannot be read: the site shows an error until it is saved again. */
export type StoredPart<P extends LayoutPart> =
  { config: Configs[P]; problem: null } | { config: null; problem: string };

function readPart<P extends LayoutPart>(part: P, json: string | undefined): StoredPart<P> {
  if (json === undefined) return { config: null, problem: 'SiteConfig: no row (npm run db:seed)' };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { config: null, problem: String(error) };
  }
  const parsed = SCHEMAS[part].safeParse(value);
  return parsed.success
    ? { config: parsed.data as Configs[P], problem: null }
    : { config: null, problem: z.prettifyError(parsed.error) };
}

/** One part of the configuration as stored now (never cached: an editor sees their last write). */
export async function storedLayoutPart<P extends LayoutPart>(part: P): Promise<StoredPart<P>> {
  const row = await db.siteConfig.findUnique({ where: { id: 1 } });
  return readPart(part, row?.[part]);
}

/** What a form shows when the stored part cannot be read: saving it writes a valid one. */
export const EMPTY_LAYOUT: Configs = {
  home: {
    showSearchInput: true,
    showSearchButton: true,
    showSearchCount: true,
    showCountProperty: true,
    logoUrl: '',
    title: { value: { fr: '', nl: '', en: '', de: '' }, public: true },
    description: { value: { fr: '', nl: '', en: '', de: '' }, public: true },
    description2: { value: { fr: '', nl: '', en: '', de: '' }, public: false },
  },
  header: {
    logoUrl: '',
    logoScrolledUrl: '',
    logoAlt: '',
    phone: '',
    email: '',
    headerLinks: [],
    showLanguageSwitcher: true,
  },
  footer: { columns: [], copyright: { fr: '', nl: '', en: '', de: '' } },
};

/** What a part's form starts from: its fields' values, its rows of links or columns, and why the stored part cannot be read. */
export type LayoutForm = { values: FormValues; rows: number; problem: string | null };

// What each part's form is made of: its fields' values, and how many rows of links or columns
// the stored part has (the form adds a blank one).
const FORM_VALUES: { [P in LayoutPart]: (config: Configs[P]) => FormValues } = formValues;
const ROW_COUNTS: { [P in LayoutPart]: (config: Configs[P]) => number } = {
  home: () => 0,
  header: (config) => config.headerLinks.length,
  footer: (config) => config.columns.length,
};

/** The form of one part: the stored configuration, or an empty one when it cannot be read. */
export async function layoutForm<P extends LayoutPart>(part: P): Promise<LayoutForm> {
  const stored = await storedLayoutPart(part);
  const config = stored.config ?? EMPTY_LAYOUT[part];
  return { values: FORM_VALUES[part](config), rows: ROW_COUNTS[part](config) + 1, problem: stored.problem };
}

const NOTICES = { home: 'homeSaved', header: 'headerSaved', footer: 'footerSaved' } as const satisfies Record<
  LayoutPart,
  WriteNotice
>;
const ACTIONS = { home: 'layout.editHome', header: 'layout.editHeader', footer: 'layout.editFooter' } as const;

async function writePart<P extends LayoutPart>(part: P, config: Configs[P], staff: StaffMember): Promise<WriteOutcome> {
  const row = await db.siteConfig.findUnique({ where: { id: 1 } });
  if (!row) return { error: 'gone' };
  const json = JSON.stringify(config);
  // Saved again unchanged: nothing to write, log or expire.
  if (row[part] === json) return { notice: NOTICES[part] };
  await db.$transaction([
    db.siteConfig.update({ where: { id: 1 }, data: { [part]: json } }),
    auditEntry(db, staff, ACTIONS[part], 'siteConfig:1', config),
  ]);
  await expireEverywhere([CACHE_TAG.siteContent]);
  return { notice: NOTICES[part] };
}

/**
 * Saves the home configuration. The article key and banner image the form does not show (the
 * site does not read them today, docs/cms.md) keep their stored values.
 */
export async function writeHome(config: HomeConfig, staff: StaffMember): Promise<WriteOutcome> {
  const stored = (await storedLayoutPart('home')).config;
  const kept = {
    ...(stored?.articleKey !== undefined && { articleKey: stored.articleKey }),
    ...(stored?.bannerImageUrl !== undefined && { bannerImageUrl: stored.bannerImageUrl }),
  };
  return writePart('home', { ...config, ...kept }, staff);
}

export function writeHeader(config: HeaderConfig, staff: StaffMember): Promise<WriteOutcome> {
  return writePart('header', config, staff);
}

export function writeFooter(config: FooterConfig, staff: StaffMember): Promise<WriteOutcome> {
  return writePart('footer', config, staff);
}
