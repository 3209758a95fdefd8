// Posts to a form definition the way its route handler does (lib/forms/form-post.ts), on a fresh
// test database with a real database-backed rate limiter. The captcha check accepts VALID_CAPTCHA
// only, so tests can send a solved, a missing and a wrong captcha.
import type { z } from 'zod';
import type { FormEnvelope } from '@/lib/forms/fields';
import { handleFormPost, type FormDefinition } from '@/lib/forms/form-pipeline';
import { createDbClient, type Db } from '@/lib/prisma-client';
import { createRateLimiter } from '@/lib/rate-limit/create-rate-limiter';
import { createTestDatabase } from './test-database';

export const VALID_CAPTCHA = 'solved-captcha';
export const SITE_URL = 'http://localhost:3000';
export const AGENCY_EMAIL = 'agency@vitrine.example';

/** What every valid submission carries besides its own fields. */
export const ENVELOPE = { privacy: true, captcha: VALID_CAPTCHA, website: '', locale: 'fr' } as const;

export type PostOptions = { ip?: string; origin?: string; raw?: string };

export async function formHarness<Schema extends z.ZodType<FormEnvelope>>(
  form: FormDefinition<Schema>,
  existingDb?: Db,
) {
  const db = existingDb ?? createDbClient(await createTestDatabase());
  const { points, windowSeconds } = form.limit ?? { points: 5, windowSeconds: 600 };
  const limiter = createRateLimiter({ name: `form:${form.name}`, points, windowSeconds }, { db });
  let address = 0;
  const deps = {
    db,
    limiter,
    verifyCaptcha: async (field: string) => field === VALID_CAPTCHA,
    trustProxy: 1,
    agencyEmail: AGENCY_EMAIL,
    siteUrl: SITE_URL,
  };

  /** Posts `body` as JSON; each post comes from a new visitor address unless `ip` is given. */
  async function post(body: unknown, options: PostOptions = {}) {
    address += 1;
    const response = await handleFormPost(
      new Request(`${SITE_URL}/api/forms/${form.name}/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: options.origin ?? SITE_URL,
          'x-forwarded-for': options.ip ?? `10.0.${Math.floor(address / 250)}.${address % 250}`,
        },
        body: options.raw ?? JSON.stringify(body),
      }),
      form,
      deps,
    );
    const json = (await response.json()) as {
      redirect?: string;
      leadId?: number;
      error?: string;
      issues?: { path: string[]; message: string }[];
    };
    return { status: response.status, ...json };
  }

  /** The field paths and messages of a 422 answer, e.g. ["email:emailInvalid"]. */
  async function issuesOf(body: unknown) {
    const result = await post(body);
    return (result.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
  }

  return { db, post, issuesOf, deps };
}
