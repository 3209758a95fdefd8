/**
 * `path` and `search` on the origin of `base`. The path is set as a path, never parsed as a URL:
 * "//evil.example/fr/" stays a path of this site, where `new URL(path, base)` would read it as
 * another host (an open redirect).
 */
export function sameOriginUrl(path: string, search: string, base: string | URL): URL {
  const url = new URL(new URL(base).origin);
  url.pathname = path;
  url.search = search;
  return url;
}
