import { truncateDescription } from '@/lib/domain/description';

// What a page's title and description are, for search engines and the browser's tab, when its
// SEO fields are left blank (docs/cms.md, page texts and SEO): they follow the page's own title,
// and its introduction, else the first paragraph of its content. Pure: the pages' metadata and
// the back-office's hints (shown while the staff type) read them alike.

/** About as much of a description as search engines show: a longer paragraph is cut at a word. */
export const SEO_DESCRIPTION_LIMIT = 160;

/** The first of `values` with more than spaces, trimmed. */
export const filled = (...values: (string | null | undefined)[]) => values.find((value) => value?.trim())?.trim();

/** A page's title as the browser's tab shows it, the site's name after it (app/[locale]/layout.tsx). */
export const siteTitle = (title: string, siteName: string) => `${title} | ${siteName}`;

/**
 * The text of the first paragraph of `html` that holds any, cut to a description's length. The
 * paragraphs of a list's items (the editor writes `<li><p>…</p></li>`) are items, not prose.
 */
export function firstParagraph(html: string | null | undefined): string | null {
  const prose = (html ?? '').replace(/<(ul|ol)\b[\s\S]*?<\/\1>/gi, '');
  for (const [, inner = ''] of prose.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    // Inside a paragraph, tags are inline ("<strong>alinea</strong>."): they part no words, a line break does.
    const text = truncateDescription(
      inner.replace(/<br\b[^>]*>/gi, ' ').replace(/<[^>]*>/g, ''),
      SEO_DESCRIPTION_LIMIT,
    );
    if (text) return text;
  }
  return null;
}

export type SeoSource = {
  title: string | null;
  description: string | null;
  content?: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  isActiveSeo: boolean;
};

/**
 * The title and description a page's texts give (lib/seo/page-metadata.ts, cmsMetadata): its SEO
 * fields when switched on and filled, else its title with the site's name, and its introduction
 * or first paragraph. A page without a title goes by the site's name alone.
 */
export function effectiveSeo(text: SeoSource, siteName: string): { title: string; description: string | null } {
  const seo = text.isActiveSeo ? text : null;
  const title = filled(text.title);
  return {
    title: filled(seo?.metaTitle) ?? (title ? siteTitle(title, siteName) : siteName),
    description: filled(seo?.metaDescription, text.description, firstParagraph(text.content)) ?? null,
  };
}
