import { env } from '@/lib/env';
import { rateLimiter } from '@/lib/rate-limit';
import { handleUpload } from '@/lib/uploads/handle-upload';

// Generous enough for one application's five documents sent one by one, with a retry or two.
const limiter = rateLimiter({ name: 'form:uploads', points: 15, windowSeconds: 600 });

export function POST(request: Request): Promise<Response> {
  return handleUpload(request, {
    uploadDir: env().UPLOAD_DIR,
    limiter,
    siteUrl: env().SITE_URL,
    trustProxy: env().TRUST_PROXY,
  });
}
