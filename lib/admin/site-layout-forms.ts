import '@/lib/zod-without-eval';
import { z } from 'zod';
import { WEB_ADDRESS_MAX } from '@/lib/admin/fields';
import {
  checkbox,
  choice,
  declareForm,
  email,
  formShape,
  group,
  localized,
  parsedChoice,
  plainText,
  rows,
  tel,
  webAddress,
  wholeNumber,
} from '@/lib/admin/form-declaration';
import { nestedFields } from '@/lib/http/form-fields';
import { isPublic } from '@/lib/domain/public-flag';
import { LOCALES } from '@/lib/i18n/locales';
import { isStaticPathname } from '@/lib/i18n/routing';
import {
  footerConfigSchema,
  headerConfigSchema,
  homeConfigSchema,
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

const isBlank = (text: LocalizedText) => LOCALES.every((locale) => text[locale] === '');
const mapLocales = (text: LocalizedText, change: (value: string) => string): LocalizedText =>
  Object.fromEntries(LOCALES.map((locale) => [locale, change(text[locale])])) as LocalizedText;

/** Adds an issue at each language of `path` left empty: the page would show an empty heading or link. */
function requireEveryLanguage(text: LocalizedText, path: (string | number)[], context: z.RefinementCtx) {
  for (const locale of LOCALES) {
    if (text[locale] === '') context.addIssue({ code: 'custom', message: 'required', path: [...path, locale] });
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

/** A text in every language; "" where left empty. */
const texts = (max: number, label: string, lines?: boolean) => localized(plainText({ max, label, lines }));
const rowFields = (removeLabel: string) => ({
  position: wholeNumber(1, MAX_ROWS + 1, { label: 'fields.position' }),
  remove: checkbox({ label: removeLabel }),
});

// ---------------------------------------------------------------- home

/** A text with its "show on the site" flag; its texts named by the group's label alone. */
const publicText = (label: string, lines?: boolean) =>
  group({ value: texts(lines ? 2000 : 200, '', lines), public: checkbox({ label: 'fields.public' }) }, { label });

/** The home configuration's texts, switches and public flags (docs/cms.md, home configuration). */
export const homeForm = declareForm('Admin.layout', {
  showSearchInput: checkbox({ label: 'fields.showSearchInput' }),
  showSearchButton: checkbox({ label: 'fields.showSearchButton' }),
  showSearchCount: checkbox({ label: 'fields.showSearchCount' }),
  showCountProperty: checkbox({ label: 'fields.showCountProperty' }),
  logoUrl: webAddress({ required: true, label: 'fields.logoUrl' }),
  title: publicText('fields.title'),
  description: publicText('fields.description', true),
  description2: publicText('fields.description2', true),
});

export const homeFormSchema = z.preprocess(
  nestedFields,
  z.object(formShape(homeForm)).transform(checkedBy(homeConfigSchema)),
);

// ---------------------------------------------------------------- header

// A link goes to a page of the site (a route key of lib/i18n/routing.ts) or, when an address is
// typed, to that address in a new tab.
export const headerForm = declareForm('Admin.layout', {
  logoUrl: webAddress({ required: true, label: 'fields.logoUrl' }),
  logoScrolledUrl: webAddress({ required: true, label: 'fields.logoScrolledUrl' }),
  logoAlt: plainText({ max: 200, label: 'fields.logoAlt' }),
  phone: tel({ max: 40, label: 'fields.phone' }),
  email: email({ label: 'fields.email' }),
  showLanguageSwitcher: checkbox({ label: 'fields.showLanguageSwitcher' }),
  headerLinks: rows(
    {
      label: texts(80, 'fields.label'),
      page: parsedChoice(z.string(), { label: 'fields.page' }),
      url: plainText({ max: WEB_ADDRESS_MAX, pattern: String.raw`https?://[^\s\/]\S*`, label: 'fields.url' }),
      ...rowFields('header.remove'),
    },
    MAX_ROWS + 1,
    { label: 'rows.headerLinks' },
  ),
  // All blank: no address (the JSON-LD then has none).
  address: group(
    {
      streetAddress: texts(200, 'fields.streetAddress'),
      postalCode: plainText({ max: 12, label: 'fields.postalCode' }),
      locality: texts(200, 'fields.locality'),
      countryCode: choice(['BE', 'LU'], { label: 'fields.countryCode' }),
    },
    { label: 'fields.address' },
  ),
  // All blank: no opening hours shown.
  openingHours: texts(1000, 'header.openingHours', true),
});

type HeaderForm = z.output<z.ZodObject<ReturnType<typeof formShape<(typeof headerForm)['fields']>>>>;
type HeaderLinkRow = HeaderForm['headerLinks'][number];
type AddressFields = HeaderForm['address'];

const blankLink = (row: HeaderLinkRow) => isBlank(row.label) && row.page === '' && row.url === '';
const blankAddress = (address: AddressFields) =>
  isBlank(address.streetAddress) && isBlank(address.locality) && address.postalCode === '';

/** What the site needs of a header: each link's label in every language and where it goes, a whole address. */
function checkHeader({ headerLinks, address, openingHours }: HeaderForm, context: z.RefinementCtx) {
  headerLinks.forEach((row, index) => {
    if (row.remove || blankLink(row)) return;
    requireEveryLanguage(row.label, ['headerLinks', index, 'label'], context);
    if (row.url === '' ? !isStaticPathname(row.page) : !URL.canParse(row.url)) {
      context.addIssue({
        code: 'custom',
        message: 'invalid',
        path: ['headerLinks', index, row.url === '' ? 'page' : 'url'],
      });
    }
  });
  if (!blankAddress(address)) {
    requireEveryLanguage(address.streetAddress, ['address', 'streetAddress'], context);
    requireEveryLanguage(address.locality, ['address', 'locality'], context);
  }
  if (!isBlank(openingHours)) requireEveryLanguage(openingHours, ['openingHours'], context);
}

export const headerFormSchema = z.preprocess(
  nestedFields,
  z
    .object(formShape(headerForm))
    .superRefine(checkHeader)
    .transform(({ headerLinks, address, openingHours, ...rest }) => ({
      ...rest,
      headerLinks: keptRows(headerLinks, blankLink).map(({ label, page, url }) =>
        url === '' ? { label, href: page, external: false } : { label, href: url, external: true },
      ),
      address: blankAddress(address) ? undefined : address,
      // A browser sends a text area's lines ended by CR LF.
      openingHours: isBlank(openingHours)
        ? undefined
        : mapLocales(openingHours, (text) => text.replace(/\r\n?/g, '\n')),
    }))
    .transform(checkedBy(headerConfigSchema)),
);

// ---------------------------------------------------------------- footer

const gridWidth = (label: string) => wholeNumber(1, 12, { label });

export const footerForm = declareForm('Admin.layout', {
  columns: rows(
    {
      title: texts(200, 'fields.title'),
      introText: texts(2000, 'fields.introText', true),
      fullText: texts(4000, 'fields.fullText', true),
      imageUrl: webAddress({ label: 'fields.imageUrl' }),
      size: group(
        { sm: gridWidth('fields.sm'), md: gridWidth('fields.md'), lg: gridWidth('fields.lg') },
        { label: 'fields.size' },
      ),
      ...rowFields('footer.remove'),
    },
    MAX_ROWS + 1,
    { label: 'rows.columns' },
  ),
  copyright: texts(300, 'fields.copyright'),
});

type FooterColumnRow = z.output<
  z.ZodObject<ReturnType<typeof formShape<(typeof footerForm)['fields']>>>
>['columns'][number];
const blankColumn = (row: FooterColumnRow) =>
  isBlank(row.title) && isBlank(row.introText) && isBlank(row.fullText) && row.imageUrl === null;

export const footerFormSchema = z.preprocess(
  nestedFields,
  z
    .object(formShape(footerForm))
    .superRefine(({ columns }, context) => {
      columns.forEach((row, index) => {
        if (!row.remove && !blankColumn(row)) requireEveryLanguage(row.title, ['columns', index, 'title'], context);
      });
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
