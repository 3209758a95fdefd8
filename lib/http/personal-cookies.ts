// Cookies that carry what one visitor typed back to the page of a form sent without script and
// refused (docs/forms.md), for as long as a person takes to type again.

export const TYPED_VALUES_MINUTES = 15;

/**
 * The Set-Cookie value of such a cookie: `value` for the pages under `path`, HttpOnly, for
 * TYPED_VALUES_MINUTES; null removes it.
 */
export function typedValuesCookie(name: string, value: string | null, path: string, secure: boolean): string {
  const maxAge = value === null ? 0 : TYPED_VALUES_MINUTES * 60;
  return `${name}=${value ?? ''}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Names a visitor form refused without script, so that its page shows it again (docs/forms.md, drafts). */
export const FORM_DRAFT_COOKIE = 'vitrine-form-draft';
/** The address of a refused sign-in, for its page (lib/auth/sign-in-email-cookie.ts). */
export const SIGN_IN_EMAIL_COOKIE = 'vitrine-sign-in-email';
/** The token of a password link, for the reset page (lib/auth/reset-link-cookie.ts). */
export const RESET_LINK_COOKIE = 'vitrine-reset-link';

// The visitor pages such a cookie reaches are their own: the page cache (docs/caching.md) hands a
// request carrying one of these to Next untouched, neither answered from the cache nor kept. (The
// sign-in pages are never kept anyway.)

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
