import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { env } from '@/lib/env';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

// Imported pictures live outside the build (MEDIA_DIR), so an import needs no rebuild to show them.
export async function GET(_request: Request, { params }: RouteContext<'/media/[...path]'>) {
  const root = path.resolve(env().MEDIA_DIR);
  const file = path.resolve(root, ...(await params).path);
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
  if (!file.startsWith(root + path.sep) || !type) return new Response('Not found', { status: 404 });
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return new Response('Not found', { status: 404 });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream;
  return new Response(body, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(info.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
