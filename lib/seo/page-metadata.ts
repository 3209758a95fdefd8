import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { filled, firstParagraph } from '@/lib/seo/seo-texts';

// A menu page's SEO texts (docs/cms.md, page texts and SEO): per-language page title, metadata title and description, Open Graph
// and Twitter fields, and the isActiveSEO switch that turns the custom fields on or off. Left
// blank, they follow the page (lib/seo/seo-texts.ts).

export type CmsSeoText = {
  title: string;
  description: string | null;
  /** The page's HTML content: its first paragraph describes a page without an introduction. */
  content?: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImage: string | null;
  twitterTitle: string | null;
  twitterDescription: string | null;
  isActiveSeo: boolean;
};

export const OPEN_GRAPH_LOCALES: Record<Locale, string> = { fr: 'fr_BE', nl: 'nl_BE', en: 'en_GB', de: 'de_BE' };

/**
 * Metadata of a page from its CMS texts. With isActiveSEO on, the metadata title (already the
 * full title, so no site-name suffix), description, Open Graph and Twitter fields apply; off, left
 * blank, or without a CMS page, the page title and its introduction (else its content's first
 * paragraph) do, with the site's defaults around them. lib/seo/seo-texts.ts, effectiveSeo, gives
 * the same title and description to the back-office's hints.
 */
export function cmsMetadata(input: {
  text: CmsSeoText | null;
  fallback: { title: string; description: string | null };
  locale: Locale;
  siteName: string;
  alternates: NonNullable<Metadata['alternates']>;
}): Metadata {
  const { text, fallback, locale } = input;
  const seo = text?.isActiveSeo ? text : null;
  const pageTitle = filled(text?.title, fallback.title) ?? input.siteName;
  const metaTitle = filled(seo?.metaTitle);
  const description = filled(
    seo?.metaDescription,
    text?.description,
    firstParagraph(text?.content),
    fallback.description,
  );
  const ogTitle = filled(seo?.ogTitle, metaTitle, pageTitle);
  const ogDescription = filled(seo?.ogDescription, description);
  const image = filled(seo?.ogImage);
  const canonical = input.alternates.canonical;

  return {
    title: metaTitle ? { absolute: metaTitle } : pageTitle,
    description,
    alternates: input.alternates,
    openGraph: {
      type: 'website',
      siteName: input.siteName,
      locale: OPEN_GRAPH_LOCALES[locale],
      url: typeof canonical === 'string' ? canonical : undefined,
      title: ogTitle,
      description: ogDescription,
      images: image ? [image] : undefined,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: filled(seo?.twitterTitle, ogTitle),
      description: filled(seo?.twitterDescription, ogDescription),
      images: image ? [image] : undefined,
    },
  };
}
