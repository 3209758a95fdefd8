// The legal pages are CMS articles shown at routes of their own; the article key is the route's
// name, and the original path ('/privacy-statement/') is the same key.
export const LEGAL_PAGES = {
  'privacy-statement': '/privacy-statement',
  'cookie-policy': '/cookie-policy',
  disclaimer: '/disclaimer',
} as const;

export type LegalArticleKey = keyof typeof LEGAL_PAGES;
export type LegalPathname = (typeof LEGAL_PAGES)[LegalArticleKey];

export function isLegalArticleKey(key: string): key is LegalArticleKey {
  return Object.hasOwn(LEGAL_PAGES, key);
}
