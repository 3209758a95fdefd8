export type VirtualTourProvider = 'matterport' | 'tvl' | 'yisual';
export type VideoLink =
  | { kind: 'file'; url: string; extension: string }
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'facebook'; embedUrl: string }
  | { kind: 'virtual-tour'; provider: VirtualTourProvider; url: string };

export const VIDEO_FILE_EXTENSIONS = ['mp4', 'mov', 'wmv', 'avi', 'flv', 'webm'] as const;
const VIRTUAL_TOUR_PROVIDERS: readonly VirtualTourProvider[] = ['matterport', 'tvl', 'yisual'];
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function parseUrl(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

// Matching whole host labels keeps look-alikes such as "notyoutube.com" out.
function isHost(hostname: string, domain: string): boolean {
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

function youtubeId(url: URL): string | null {
  const host = url.hostname;
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (isHost(host, 'youtu.be')) id = segments[0];
  else if (isHost(host, 'youtube.com') || isHost(host, 'youtube-nocookie.com')) {
    if (segments[0] === 'watch') id = url.searchParams.get('v');
    else if (segments[0] === 'shorts' || segments[0] === 'embed' || segments[0] === 'live') id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

// Where the numeric id sits in vimeo.com paths that show one video; showcases and profiles do not.
function vimeoIdIndex(segments: readonly string[]): number {
  if (/^\d+$/.test(segments[0] ?? '')) return 0;
  if (segments[0] === 'channels') return 2;
  if (segments[0] === 'groups' && segments[2] === 'videos') return 3;
  return -1;
}

function vimeoEmbed(url: URL): { id: string; embedUrl: string } | null {
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  // Unlisted videos carry a privacy hash that the player needs as ?h=.
  let hash = url.searchParams.get('h') ?? undefined;
  if (url.hostname === 'player.vimeo.com') {
    if (segments[0] === 'video') id = segments[1];
  } else if (isHost(url.hostname, 'vimeo.com')) {
    const at = vimeoIdIndex(segments);
    id = segments[at];
    const next = segments[at + 1];
    if (at === 0 && next && /^[0-9a-f]+$/.test(next)) hash ??= next;
  }
  if (!id || !/^\d+$/.test(id)) return null;
  const query = hash ? `?h=${encodeURIComponent(hash)}` : '';
  return { id, embedUrl: `https://player.vimeo.com/video/${id}${query}` };
}

function isFacebookVideo(url: URL): boolean {
  if (isHost(url.hostname, 'fb.watch')) return url.pathname.length > 1;
  if (!isHost(url.hostname, 'facebook.com')) return false;
  const path = url.pathname;
  return (
    /\/videos\/./.test(path) || /^\/reel\/./.test(path) || (/^\/watch\/?$/.test(path) && url.searchParams.has('v'))
  );
}

function videoFileExtension(url: URL): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  return (VIDEO_FILE_EXTENSIONS as readonly string[]).includes(extension ?? '') ? (extension ?? null) : null;
}

/** Recognises the video and virtual-tour links of docs/domain-rules.md; anything else, or a malformed URL, is null. */
export function parseVideoLink(url: string | null | undefined): VideoLink | null {
  const parsed = url ? parseUrl(url) : null;
  if (!parsed) return null;
  const host = parsed.hostname;
  // Tour hosts vary by country and product (tour.tvl.be, app.tvl.be), so match the brand label.
  const provider = VIRTUAL_TOUR_PROVIDERS.find((name) => host.split('.').slice(0, -1).includes(name));
  if (provider) return { kind: 'virtual-tour', provider, url: parsed.href };
  const youtube = youtubeId(parsed);
  if (youtube) return { kind: 'youtube', id: youtube, embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoEmbed(parsed);
  if (vimeo) return { kind: 'vimeo', ...vimeo };
  if (isFacebookVideo(parsed)) {
    const href = encodeURIComponent(parsed.href);
    return { kind: 'facebook', embedUrl: `https://www.facebook.com/plugins/video.php?href=${href}&show_text=false` };
  }
  const extension = videoFileExtension(parsed);
  return extension ? { kind: 'file', url: parsed.href, extension } : null;
}

export function isVirtualTour(url: string | null | undefined): boolean {
  return parseVideoLink(url)?.kind === 'virtual-tour';
}
