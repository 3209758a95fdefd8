import '@/lib/zod-without-eval';
import { z } from 'zod';
import { checkboxField, siteOrWebUrlField, wholeNumberField } from '@/lib/admin/fields';
import { nestedFields } from '@/lib/http/form-fields';
import { isPublic } from '@/lib/domain/public-flag';
import { LOCALES } from '@/lib/i18n/locales';
import { isStaticPathname } from '@/lib/i18n/routing';
import {
  footerConfigSchema,
  headerConfigSchema,
  homeConfigSchema,
  localizedTextSchema,
  type FooterConfig,
  type HeaderConfig,
  type HomeConfig,
  type LocalizedText,
} from '@/lib/site/config-schema';

// The forms of the home, header and footer configuration. Their fields are named after the
// configuration's own paths ("headerLinks.0.label.nl"), so each form arrives as the configuration's
// shape (nestedFields) and ends in its schema of lib/site/config-schema.ts: what is stored is what
// the site parses. The few rules before it are the form's own: a row to add or remove, a text the
// page needs in every language, a link or image address the site can use.

/** The most header links or footer columns a form takes. */
export const MAX_ROWS = 20;

/** A site path or an http(s) address (lib/site/media-urls.ts), which must be there. */
const urlField = siteOrWebUrlField.pipe(z.string());

const isBlank = (text: LocalizedText) => LOCALES.every((locale) => text[locale] === '');
const mapLocales = (text: LocalizedText, change: (value: string) => string): LocalizedText =>
  Object.fromEntries(LOCALES.map((locale) => [locale, change(text[locale])])) as LocalizedText;

/** Adds an issue at each language of `path` left empty: the page would show an empty heading or link. */
function requireEveryLanguage(text: LocalizedText, path: string | null, context: z.RefinementCtx) {
  for (const locale of LOCALES) {
    if (text[locale] === '') {
      context.addIssue({ code: 'custom', message: 'required', path: path === null ? [locale] : [path, locale] });
    }
  }
}

/** The rows kept (neither marked for removal nor left blank), in the order of their positions. */
function keptRows<Row extends { position: number; remove: boolean }>(
  rows: readonly Row[],
  blank: (row: Row) => boolean,
) {
  return rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => !row.remove && !blank(row))
    .sort((a, b) => a.row.position - b.row.position || a.index - b.index)
    .map(({ row }) => row);
}

/**
 * Ends a form's schema in its configuration's: what it refuses comes out at its paths, as the
 * form's own refusals do. (A transform rather than zod's pipe, whose types want the configuration's
 * input to be no wider than the form's output: a public flag may be a string there.)
 */
function checkedBy<Schema extends z.ZodType>(schema: Schema) {
  return (value: unknown, context: z.RefinementCtx): z.output<Schema> => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  };
}

const rowFields = { position: wholeNumberField(1, MAX_ROWS + 1), remove: checkboxField };

// ---------------------------------------------------------------- home

const publicTextField = z.object({ value: localizedTextSchema, public: checkboxField });

/** The home configuration's texts, switches and public flags (docs/cms.md, home configuration). */
export const homeFormSchema = z.preprocess(
  nestedFields,
  z
    .object({
      showSearchInput: checkboxField,
      showSearchButton: checkboxField,
      showSearchCount: checkboxField,
      showCountProperty: checkboxField,
      logoUrl: urlField,
      title: publicTextField,
      description: publicTextField,
      description2: publicTextField,
    })
    .transform(checkedBy(homeConfigSchema)),
);

// ---------------------------------------------------------------- header

// A link goes to a page of the site (a route key of lib/i18n/routing.ts) or, when an address is
// typed, to that address in a new tab.
const headerLinkRow = z.object({ label: localizedTextSchema, page: z.string(), url: z.string(), ...rowFields });
type HeaderLinkRow = z.output<typeof headerLinkRow>;
const blankLink = (row: HeaderLinkRow) => isBlank(row.label) && row.page === '' && row.url === '';

function checkLink(row: HeaderLinkRow, context: z.RefinementCtx) {
  if (row.remove || blankLink(row)) return;
  requireEveryLanguage(row.label, 'label', context);
  if (row.url === '' ? !isStaticPathname(row.page) : !/^https?:\/\/[^\s/]/i.test(row.url) || !URL.canParse(row.url)) {
    context.addIssue({ code: 'custom', message: 'invalid', path: [row.url === '' ? 'page' : 'url'] });
  }
}

const addressFields = z.object({
  streetAddress: localizedTextSchema,
  postalCode: z.string(),
  locality: localizedTextSchema,
  countryCode: z.string(),
});
type AddressFields = z.output<typeof addressFields>;
const blankAddress = (address: AddressFields) =>
  isBlank(address.streetAddress) && isBlank(address.locality) && address.postalCode === '';

export const headerFormSchema = z.preprocess(
  nestedFields,
  z
    .object({
      logoUrl: urlField,
      logoScrolledUrl: urlField,
      logoAlt: z.string(),
      phone: z.string().min(1),
      email: z.string(),
      showLanguageSwitcher: checkboxField,
      headerLinks: z
        .array(headerLinkRow.superRefine(checkLink))
        .max(MAX_ROWS + 1)
        .default([]),
      // All blank: no address (the JSON-LD then has none).
      address: addressFields.superRefine((address, context) => {
        if (blankAddress(address)) return;
        requireEveryLanguage(address.streetAddress, 'streetAddress', context);
        requireEveryLanguage(address.locality, 'locality', context);
      }),
      // All blank: no opening hours shown. A browser sends a text area's lines ended by CR LF.
      openingHours: localizedTextSchema
        .transform((hours) => mapLocales(hours, (text) => text.replace(/\r\n?/g, '\n')))
        .superRefine((hours, context) => {
          if (!isBlank(hours)) requireEveryLanguage(hours, null, context);
        }),
    })
    .transform(({ headerLinks, address, openingHours, ...rest }) => ({
      ...rest,
      headerLinks: keptRows(headerLinks, blankLink).map(({ label, page, url }) =>
        url === '' ? { label, href: page, external: false } : { label, href: url, external: true },
      ),
      address: blankAddress(address) ? undefined : address,
      openingHours: isBlank(openingHours) ? undefined : openingHours,
    }))
    .transform(checkedBy(headerConfigSchema)),
);

// ---------------------------------------------------------------- footer

const footerColumnRow = z.object({
  title: localizedTextSchema,
  introText: localizedTextSchema,
  fullText: localizedTextSchema,
  imageUrl: siteOrWebUrlField,
  size: z.object({ sm: wholeNumberField(1, 12), md: wholeNumberField(1, 12), lg: wholeNumberField(1, 12) }),
  ...rowFields,
});
type FooterColumnRow = z.output<typeof footerColumnRow>;
const blankColumn = (row: FooterColumnRow) =>
  isBlank(row.title) && isBlank(row.introText) && isBlank(row.fullText) && row.imageUrl === null;

export const footerFormSchema = z.preprocess(
  nestedFields,
  z
    .object({
      columns: z
        .array(
          footerColumnRow.superRefine((row, context) => {
            if (!row.remove && !blankColumn(row)) requireEveryLanguage(row.title, 'title', context);
          }),
        )
        .max(MAX_ROWS + 1)
        .default([]),
      copyright: localizedTextSchema,
    })
    .transform(({ columns, copyright }) => ({
      columns: keptRows(columns, blankColumn).map((row) => ({
        title: row.title,
        // Optional texts left blank in every language are left out, as the demo's columns do.
        ...(!isBlank(row.introText) && { introText: row.introText }),
        ...(!isBlank(row.fullText) && { fullText: row.fullText }),
        ...(row.imageUrl !== null && { imageUrl: row.imageUrl }),
        size: row.size,
      })),
      copyright,
    }))
    .transform(checkedBy(footerConfigSchema)),
);

// ---------------------------------------------------------------- a stored configuration as form fields

/** Form fields by name: a text's value, "on" for a ticked box (an unticked one is not sent). */
export type FormValues = Record<string, string>;

function flatten(value: unknown, name: string, into: FormValues): FormValues {
  if (value === true) into[name] = 'on';
  else if (typeof value === 'string' || typeof value === 'number') into[name] = String(value);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) flatten(item, name ? `${name}.${key}` : key, into);
  }
  return into;
}

const BLANK: LocalizedText = { fr: '', nl: '', en: '', de: '' };

/** A new footer column: full width on a phone, a third of the row from tablets on. */
const NEW_COLUMN_SIZE = { sm: 12, md: 4, lg: 4 };

/**
 * The fields of each form for a stored configuration: what its page fills in, and what saving it
 * unchanged sends back (the schemas above turn them into the same configuration). A list ends
 * with a blank row: filled in, it is added.
 */
export const formValues = {
  home: (config: HomeConfig): FormValues => {
    const text = (field: HomeConfig['title']) => ({ value: field.value, public: isPublic(field.public) });
    const { articleKey: _articleKey, bannerImageUrl: _bannerImageUrl, ...shown } = config;
    return flatten(
      {
        ...shown,
        title: text(config.title),
        description: text(config.description),
        description2: text(config.description2),
      },
      '',
      {},
    );
  },
  header: (config: HeaderConfig): FormValues =>
    flatten(
      {
        ...config,
        headerLinks: [
          ...config.headerLinks.map((link) => ({
            label: link.label,
            page: link.external ? '' : link.href,
            url: link.external ? link.href : '',
          })),
          { label: BLANK, page: '', url: '' },
        ].map((row, index) => ({ ...row, position: index + 1 })),
        address: config.address ?? { streetAddress: BLANK, postalCode: '', locality: BLANK, countryCode: 'BE' },
        openingHours: config.openingHours ?? BLANK,
      },
      '',
      {},
    ),
  footer: (config: FooterConfig): FormValues =>
    flatten(
      {
        columns: [...config.columns, { title: BLANK, size: NEW_COLUMN_SIZE }].map((column, index) => ({
          title: column.title,
          introText: column.introText ?? BLANK,
          fullText: column.fullText ?? BLANK,
          imageUrl: column.imageUrl ?? '',
          size: column.size,
          position: index + 1,
        })),
        copyright: config.copyright,
      },
      '',
      {},
    ),
};
