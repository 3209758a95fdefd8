import 'server-only';
import type { z } from 'zod';
import { verifyCaptcha } from '@/lib/captcha/pow';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import type { FormEnvelope } from '@/lib/forms/fields';
import { handleFormPost, type FormDefinition } from '@/lib/forms/form-pipeline';
import { deliverPending } from '@/lib/mail/outbox';
import { rateLimiter } from '@/lib/rate-limit';
import { derivedKey } from '@/lib/security/derived-key';

// Posts with the page's time token instead of a proof of work, per form and address: a person
// sends a form once or twice; a bot without script gets no more (docs/forms.md, bots without script).
const TIME_TOKEN_LIMIT = { points: 2, windowSeconds: 600 };

// Drafts of refused posts without script, per address, all forms together: each is a row, and a
// person correcting a form needs a few.
const draftLimiter = rateLimiter({ name: 'form-drafts', points: 10, windowSeconds: 600 });

/** A form's route handler: its definition on the app's database, limiters, captcha and outbox. */
export function formPostHandler<Schema extends z.ZodType<FormEnvelope>>(form: FormDefinition<Schema>) {
  const { points, windowSeconds } = form.limit ?? { points: 5, windowSeconds: 600 };
  const limiter = rateLimiter({ name: `form:${form.name}`, points, windowSeconds });
  const timeTokenLimiter = rateLimiter({ name: `form:${form.name}:time-token`, ...TIME_TOKEN_LIMIT });
  return async function POST(request: Request): Promise<Response> {
    const deps = {
      db,
      limiter,
      timeTokenLimiter,
      draftLimiter,
      verifyCaptcha,
      trustProxy: env().TRUST_PROXY,
      agencyEmail: env().AGENCY_EMAIL,
      siteUrl: env().SITE_URL,
      keys: { timeToken: derivedKey('form-time'), draft: derivedKey('form-draft') },
      now: () => new Date(),
    };
    const response = await handleFormPost(request, form, deps);
    // The mails are safe in the outbox; try them now rather than at the worker's next round.
    if (response.ok || response.status === 303) void deliverPending().catch(() => {});
    return response;
  };
}
