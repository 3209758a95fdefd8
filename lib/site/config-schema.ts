import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';

// Site configuration is edited by the agency, stored as JSON in SiteConfig and parsed here,
// so a bad edit shows up as a clear error instead of a broken header.

/** A text in every language of the site. */
export const localizedTextSchema = z.object(
  Object.fromEntries(LOCALES.map((locale) => [locale, z.string()])) as Record<(typeof LOCALES)[number], z.ZodString>,
);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** A text shown only when its public flag is true or 'true' (docs/cms.md, public flags). */
export const publicTextSchema = z.object({
  value: localizedTextSchema,
  public: z.union([z.boolean(), z.string()]),
});

export const headerConfigSchema = z.object({
  logoUrl: z.string(),
  /** Shown once the page has scrolled past 30 px. */
  logoScrolledUrl: z.string(),
  logoAlt: z.string(),
  phone: z.string(),
  email: z.email(),
  headerLinks: z.array(
    z.object({ label: localizedTextSchema, href: z.string(), external: z.boolean().default(false) }),
  ),
  showLanguageSwitcher: z.boolean().default(true),
  /** The agency's postal address, for search engines (JSON-LD RealEstateAgent on the home page). */
  address: z
    .object({
      streetAddress: localizedTextSchema,
      postalCode: z.string().min(1),
      locality: localizedTextSchema,
      countryCode: z.enum(['BE', 'LU']),
    })
    .optional(),
  /** When the office is open, a line per period as the agency words it; shown with the contact details. */
  openingHours: localizedTextSchema.optional(),
});
export type HeaderConfig = z.infer<typeof headerConfigSchema>;

export const footerConfigSchema = z.object({
  columns: z.array(
    z.object({
      title: localizedTextSchema,
      introText: localizedTextSchema.optional(),
      fullText: localizedTextSchema.optional(),
      imageUrl: z.string().optional(),
      size: z.object({
        sm: z.number().int().min(1).max(12),
        md: z.number().int().min(1).max(12),
        lg: z.number().int().min(1).max(12),
      }),
    }),
  ),
  copyright: localizedTextSchema,
});
export type FooterConfig = z.infer<typeof footerConfigSchema>;

export const homeConfigSchema = z.object({
  showSearchInput: z.boolean(),
  showSearchButton: z.boolean(),
  showSearchCount: z.boolean(),
  showCountProperty: z.boolean(),
  logoUrl: z.string(),
  title: publicTextSchema,
  description: publicTextSchema,
  description2: publicTextSchema,
  /** Key of the Article shown under the new arrivals. */
  articleKey: z.string().optional(),
  bannerImageUrl: z.string().optional(),
});
export type HomeConfig = z.infer<typeof homeConfigSchema>;
