import path from 'node:path';
import sharp from 'sharp';
import { env } from '@/lib/env';
import { getPropertyDetail } from '@/lib/properties/queries';
import { getProject } from '@/lib/projects/queries';
import { SHARE_IMAGE } from '@/lib/sharing/share-links';

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain' } });

/** The main photo of a published property or project; null when there is none. */
async function mainPicture(kind: string, id: number): Promise<string | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  // The language only picks texts, which the picture does not depend on.
  if (kind === 'property') return (await getPropertyDetail(id, 'fr'))?.pictures[0]?.url ?? null;
  if (kind === 'project') return (await getProject(id, 'fr'))?.pictures[0]?.url ?? null;
  return null;
}

/**
 * The card image of a shared property or project: its main photo cropped to the 1200 × 630 the
 * services show (Open Graph, Twitter), as JPEG. A photo kept elsewhere than the media directory
 * is pointed to as it is.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/share-image/[kind]/[id]'>) {
  const { kind, id } = await params;
  const url = /^\d+$/.test(id) ? await mainPicture(kind, Number(id)) : null;
  if (!url) return notFound();
  if (!url.startsWith('/media/')) return Response.redirect(url, 302);
  const root = path.resolve(env.MEDIA_DIR);
  const file = path.resolve(root, ...url.slice('/media/'.length).split('/').map(decodeURIComponent));
  if (!file.startsWith(root + path.sep)) return notFound();
  const image = await sharp(file)
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
    .catch(() => null);
  if (!image) return notFound();
  return new Response(new Uint8Array(image), {
    headers: {
      'content-type': 'image/jpeg',
      'content-length': String(image.length),
      // A day: a new main photo shows on the next share soon enough, and crawlers fetch rarely.
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
