// When the consent banner shows, and when a visit asks to choose again (docs/consent.md, when the
// banner shows).

/** A path containing "preview" disables consent prompts (an editor's preview). */
export function isPreviewPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('preview');
}

/** The query parameter `setcookies` (with or without a value) clears the stored choice. */
export function asksToResetConsent(search: string): boolean {
  return new URLSearchParams(search).has('setcookies');
}

/** The query string without `setcookies`, for replacing the URL once the choice was cleared. */
export function withoutResetParameter(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('setcookies');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function showsConsentBanner(input: { pathname: string; search: string; hasStoredChoice: boolean }): boolean {
  if (isPreviewPath(input.pathname)) return false;
  return asksToResetConsent(input.search) || !input.hasStoredChoice;
}
