import 'server-only';
import type { z } from 'zod';
import { verifyCaptcha } from '@/lib/captcha/pow';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import type { FormEnvelope } from '@/lib/forms/fields';
import { handleFormPost, type FormDefinition } from '@/lib/forms/form-pipeline';
import { deliverPending } from '@/lib/mail/outbox';
import { rateLimiter } from '@/lib/rate-limit';

/** A form's route handler: its definition on the app's database, limiter, captcha and outbox. */
export function formPostHandler<Schema extends z.ZodType<FormEnvelope>>(form: FormDefinition<Schema>) {
  const { points, windowSeconds } = form.limit ?? { points: 5, windowSeconds: 600 };
  const limiter = rateLimiter({ name: `form:${form.name}`, points, windowSeconds });
  return async function POST(request: Request): Promise<Response> {
    const response = await handleFormPost(request, form, {
      db,
      limiter,
      verifyCaptcha,
      trustProxy: env.TRUST_PROXY,
      agencyEmail: env.AGENCY_EMAIL,
      siteUrl: env.SITE_URL,
    });
    // The mails are safe in the outbox; try them now rather than at the worker's next round.
    if (response.ok) void deliverPending().catch(() => {});
    return response;
  };
}
