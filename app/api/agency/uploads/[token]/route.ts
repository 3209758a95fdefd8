// A rent application's document, from the signed link in the agency's mail (lib/uploads/download.ts).
import { env } from '@/lib/env';
import { derivedKey } from '@/lib/security/derived-key';
import { handleUploadDownload } from '@/lib/uploads/download';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: RouteContext<'/api/agency/uploads/[token]'>) {
  const { token } = await params;
  return handleUploadDownload(request, token, {
    directory: env.UPLOAD_DIR,
    key: derivedKey('upload-link'),
    now: new Date(),
  });
}
