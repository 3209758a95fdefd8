import { safeMediaUrl } from '@/lib/site/media-urls';

// The address a link of the content editor (components/admin/rich-text-editor.tsx) gets from what
// the member of staff typed: only what the sanitizer keeps (lib/site/article-html.ts) — a site
// path, an http(s) address, an e-mail or phone link — so a link is never silently dropped later.

const CONTACT_LINK = /^(mailto:[^\s"'<>@]+@[^\s"'<>@]+|tel:\+?[\d\s./()-]{3,})$/i;
/** A host name typed without its scheme ("www.vitrine.be/contact"): the site's editors link to the web. */
const BARE_HOST = /^[\p{L}\d-]+(\.[\p{L}\d-]+)+(?::\d+)?(?:[/?#]\S*)?$/u;

/** The link's address, or null when the text is none the page may link to. */
export function editorLinkHref(typed: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  if (CONTACT_LINK.test(value)) return value.replace(/\s+/g, '');
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('/')) return safeMediaUrl(value);
  return BARE_HOST.test(value) ? safeMediaUrl(`https://${value}`) : null;
}
