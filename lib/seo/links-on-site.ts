// The language routing lists a page's other languages in a `Link` header, on the origin of the
// request it answers. That origin is whatever the client wrote in its Host header (or, without one,
// the address the server listens on): the links name the site's own address instead.

const LINK_TARGET = /<([^>]*)>/g;

/** `header` with each link's target moved to `siteUrl`'s origin, path and query kept. */
export function linksOnSite(header: string, siteUrl: string): string {
  const { origin } = new URL(siteUrl);
  return header.replace(LINK_TARGET, (whole, target: string) => {
    if (!URL.canParse(target)) return whole;
    const { pathname, search } = new URL(target);
    return `<${origin}${pathname}${search}>`;
  });
}
