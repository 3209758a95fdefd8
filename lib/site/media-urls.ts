// Image URLs typed in the CMS: a site path ('/media/…') or an http(s) address. Anything else
// (javascript:, data:, a typo) is dropped rather than put in a page.

export function safeMediaUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (/^\/(?!\/)[^\s"'<>]*$/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !/[\s"'<>]/.test(url) ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A list of image URLs stored in one text column (a module's images, a gallery banner): a JSON
 * array, or one URL per line or comma, as an editor would paste them.
 */
export function mediaUrlList(raw: string | null | undefined): string[] {
  if (!raw?.trim()) return [];
  let items: unknown[];
  try {
    const parsed: unknown = JSON.parse(raw);
    items = Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    items = raw.split(/[\n,]/);
  }
  return items.map(safeMediaUrl).filter((url): url is string => url !== null);
}
