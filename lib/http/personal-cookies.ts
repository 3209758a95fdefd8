// Cookies that make a page request one visitor's own. The page cache (docs/caching.md) hands a
// request carrying one of them to Next untouched: it is neither answered from the cache nor kept.

/** Names a visitor form refused without script, so that its page shows it again (docs/forms.md, drafts). */
export const FORM_DRAFT_COOKIE = 'vitrine-form-draft';

export const PERSONAL_PAGE_COOKIES: readonly string[] = [FORM_DRAFT_COOKIE];

/** The value of the cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | string[] | null | undefined, name: string): string | null {
  const cookies = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}
