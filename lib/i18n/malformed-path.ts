// Next cannot serve a path segment holding a "%" once decoded: a broken escape ("/fr/%E0%A4%A/",
// not UTF-8) or an escaped percent sign ("/fr/100%25/", decoded twice by Next's route matching)
// makes it answer 500 before any page code runs. No page of the site has a "%" in its path
// (slugs are plain letters, digits and hyphens), so such a path is a wrong URL: the proxy
// redirects it to the same path with its percent signs dropped, which gets the 404 page.

function safe(segment: string): boolean {
  try {
    return !decodeURIComponent(segment).includes('%');
  } catch {
    return false;
  }
}

/**
 * The path with the "%" dropped from its unsafe segments, or null when every segment is safe.
 * A segment left empty is dropped too: "/%/evil.example/" must not become "//evil.example/".
 */
export function percentFreePath(pathname: string): string | null {
  const segments = pathname.split('/');
  if (segments.every(safe)) return null;
  return segments
    .map((segment) => (safe(segment) ? segment : segment.replaceAll('%', '')))
    .join('/')
    .replace(/\/{2,}/g, '/');
}
