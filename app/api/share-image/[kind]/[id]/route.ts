import path from 'node:path';
import { env } from '@/lib/env';
import { getPropertyDetail } from '@/lib/properties/queries';
import { getProject } from '@/lib/projects/queries';
import { encodeShareImage, SHARE_IMAGE_CACHE_BYTES, shareImages } from '@/lib/sharing/share-image';

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain' } });

// This server's card images, kept between requests (lib/sharing/share-image.ts).
const cards = shareImages({ maxBytes: SHARE_IMAGE_CACHE_BYTES, encode: encodeShareImage });

/** The main photo of a published property or project; null when there is none. */
async function mainPicture(kind: string, id: number): Promise<string | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  // The language only picks texts, which the picture does not depend on.
  if (kind === 'property') return (await getPropertyDetail(id, 'fr'))?.pictures[0]?.url ?? null;
  if (kind === 'project') return (await getProject(id, 'fr'))?.pictures[0]?.url ?? null;
  return null;
}

/**
 * The card image of a shared property or project (lib/sharing/share-image.ts). A photo kept
 * elsewhere than the media directory is pointed to as it is.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/share-image/[kind]/[id]'>) {
  const { kind, id } = await params;
  const url = /^\d+$/.test(id) ? await mainPicture(kind, Number(id)) : null;
  if (!url) return notFound();
  if (!url.startsWith('/media/')) return Response.redirect(url, 302);
  const root = path.resolve(env().MEDIA_DIR);
  const file = path.resolve(root, ...url.slice('/media/'.length).split('/').map(decodeURIComponent));
  if (!file.startsWith(root + path.sep)) return notFound();
  return (await cards.response(request, file)) ?? notFound();
}
