// Posts to a form definition the way its route handler does (lib/forms/form-post.ts), on a fresh
// test database with a real database-backed rate limiter. The captcha check accepts VALID_CAPTCHA
// only, so tests can send a solved, a missing and a wrong captcha.
import { expect } from 'vitest';
import type { z } from 'zod';
import type { FormEnvelope } from '@/lib/forms/fields';
import { handleFormPost, type FormDefinition } from '@/lib/forms/form-pipeline';
import { createDbClient, type Db } from '@/lib/prisma-client';
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit/create-rate-limiter';
import { createTestDatabase } from './test-database';
import { testDatabaseHooks } from './test-database-hooks';

export const VALID_CAPTCHA = 'solved-captcha';
export const SITE_URL = 'http://localhost:3000';
export const AGENCY_EMAIL = 'agency@vitrine.example';

/** The keys of the time tokens and the drafts' seals (64 hex digits, as derived keys are). */
export const TEST_KEYS = { timeToken: 'a1'.repeat(32), draft: 'b2'.repeat(32) };

/** As lib/forms/form-post.ts: two posts with a time token per ten minutes. */
export const TIME_TOKEN_LIMIT = { points: 2, windowSeconds: 600 };

/** What every valid submission carries besides its own fields. */
export const ENVELOPE = { privacy: true, captcha: VALID_CAPTCHA, website: '', locale: 'fr' } as const;

/** The fields that say who a visitor is, as they type them; their e-mail First.Last@example.be unless given. */
export function visitorFields(
  salutation: string,
  firstName: string,
  lastName: string,
  phone: string,
  email = `${firstName}.${lastName}@example.be`,
) {
  return { salutation, firstName, lastName, email, phone };
}

/** A case of a refusal table: what it is, what it changes in a valid body, and the issue expected ("email:emailInvalid"). */
type Refusal = [name: string, change: Record<string, unknown>, expected: string];

/**
 * The names, e-mail and phone of personFields (lib/forms/fields.ts) filled in wrong, one field at a
 * time, and the privacy box unticked: every form that asks who the visitor is refuses these at that
 * field, with or without a salutation.
 */
export const NAME_AND_CONTACT_REFUSALS: Refusal[] = [
  ['first name', { firstName: '' }, 'firstName:required'],
  ['first name of spaces', { firstName: '  ' }, 'firstName:required'],
  ['last name', { lastName: '' }, 'lastName:required'],
  ['last name of a space', { lastName: ' ' }, 'lastName:required'],
  ['e-mail without domain', { email: 'marie@' }, 'email:emailInvalid'],
  ['e-mail without top-level domain', { email: 'anne@example' }, 'email:emailInvalid'],
  ['phone', { phone: '12' }, 'phone:phoneInvalid'],
  ['phone in letters', { phone: 'abc' }, 'phone:phoneInvalid'],
  ['privacy', { privacy: false }, 'privacy:privacyRequired'],
];

/** The whole person block (personFields of lib/forms/fields.ts), its salutation too, filled in wrong. */
export const PERSON_REFUSALS: Refusal[] = [
  ['salutation', { salutation: '' }, 'salutation:required'],
  ['salutation not on offer', { salutation: 'sir' }, 'salutation:required'],
  ...NAME_AND_CONTACT_REFUSALS,
];

/** Tables besides the lead and its mails where a refused post must have left nothing. */
type StoredRows = 'searchAlert' | 'testimonial' | 'newsletterSubscription';

export type PostOptions = {
  ip?: string;
  origin?: string;
  raw?: string | Uint8Array | ReadableStream<Uint8Array>;
  /** The Content-Type header, JSON unless given; null sends none (with bytes as `raw`: a string gets text/plain). */
  contentType?: string | null;
  /** The Cookie header (a draft's cookie). */
  cookie?: string;
};

/** The form's rate limit, with the pipeline's default (lib/forms/form-post.ts): five per ten minutes. */
export function formLimit(form: Pick<FormDefinition<z.ZodType<FormEnvelope>>, 'limit'>) {
  return form.limit ?? { points: 5, windowSeconds: 600 };
}

/** The form's largest accepted body in bytes, with the pipeline's default (lib/forms/form-pipeline.ts): 20 kB. */
export function formMaxBytes(form: Pick<FormDefinition<z.ZodType<FormEnvelope>>, 'maxBytes'>) {
  return form.maxBytes ?? 20_000;
}

/** `limiter` replaces the form's database-backed one (the fuzz test's lets every post through). */
export async function formHarness<Schema extends z.ZodType<FormEnvelope>>(
  form: FormDefinition<Schema>,
  existingDb?: Db,
  { limiter: givenLimiter }: { limiter?: RateLimiter } = {},
) {
  const db = existingDb ?? createDbClient(await createTestDatabase());
  const { points, windowSeconds } = formLimit(form);
  const limiter = givenLimiter ?? createRateLimiter({ name: `form:${form.name}`, points, windowSeconds }, { db });
  const timeTokenLimiter =
    givenLimiter ?? createRateLimiter({ name: `form:${form.name}:time-token`, ...TIME_TOKEN_LIMIT }, { db });
  const draftLimiter =
    givenLimiter ?? createRateLimiter({ name: 'form-drafts', points: 10, windowSeconds: 600 }, { db });
  let address = 0;
  /** The pipeline's time; null: the real one. */
  const clock: { now: Date | null } = { now: null };
  const deps = {
    db,
    limiter,
    timeTokenLimiter,
    draftLimiter,
    verifyCaptcha: async (field: string) => field === VALID_CAPTCHA,
    trustProxy: 1,
    agencyEmail: AGENCY_EMAIL,
    siteUrl: SITE_URL,
    keys: TEST_KEYS,
    now: () => clock.now ?? new Date(),
  };

  /** The newest lead's id: answers carry none, so tests find what a post stored in the database. */
  const newestLeadId = async () =>
    (await db.lead.findFirst({ orderBy: { id: 'desc' }, select: { id: true } }))?.id ?? 0;

  /**
   * Posts `body` as JSON (or `raw` as it is); each post comes from a new visitor address unless `ip`
   * is given. Answers the response's status, headers and JSON body (spread and as `body`), and
   * after a success `storedLeadId`, the newest lead in the database: the one this post stored,
   * unless it was a caught bot or other posts ran at the same time.
   */
  async function send(options: PostOptions & { raw: NonNullable<PostOptions['raw']> }) {
    address += 1;
    return handleFormPost(
      new Request(`${SITE_URL}/api/forms/${form.name}/`, {
        method: 'POST',
        headers: {
          ...(options.contentType === null ? {} : { 'content-type': options.contentType ?? 'application/json' }),
          origin: options.origin ?? SITE_URL,
          'x-forwarded-for': options.ip ?? `10.0.${Math.floor(address / 250)}.${address % 250}`,
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        body: options.raw,
        ...(options.raw instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as RequestInit),
      form,
      deps,
    );
  }

  async function post(body: unknown, options: PostOptions = {}) {
    const response = await send({ ...options, raw: options.raw ?? JSON.stringify(body) });
    // A body sent as a form (the fuzz's) is answered with a redirect, without a body.
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    const json = (isJson ? await response.json() : {}) as {
      redirect?: string;
      error?: string;
      issues?: { path: string[]; message: string }[];
    };
    return {
      status: response.status,
      headers: response.headers,
      body: json as Record<string, unknown>,
      ...json,
      location: response.headers.get('location'),
      storedLeadId: response.ok ? await newestLeadId() : undefined,
    };
  }

  /**
   * Posts `body` as the browser sends a form itself: url-encoded, or multipart (`files` are the
   * file input's). Answers the status, the redirect's Location and the cookie it sets, if any.
   */
  async function postNative(
    body: Record<string, string | string[]>,
    options: Omit<PostOptions, 'raw' | 'contentType'> & { multipart?: boolean; files?: File[] } = {},
  ) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(body)) for (const one of [value].flat()) params.append(name, one);
    let response: Response;
    if (options.multipart || options.files) {
      const form = new FormData();
      for (const [name, value] of params) form.append(name, value);
      for (const file of options.files ?? []) form.append('files', file);
      // A FormData body is written with its own multipart Content-Type, boundary included.
      const written = new Request(SITE_URL, { method: 'POST', body: form });
      const raw = new Uint8Array(await written.arrayBuffer());
      response = await send({ ...options, raw, contentType: written.headers.get('content-type') });
    } else {
      response = await send({ ...options, raw: params.toString(), contentType: 'application/x-www-form-urlencoded' });
    }
    const setCookie = response.headers.get('set-cookie');
    return {
      status: response.status,
      headers: response.headers,
      location: response.headers.get('location'),
      /** The draft's id the answer gives the visitor, '' when it clears it, null when it sets none. */
      draftId: setCookie === null ? null : (/vitrine-form-draft=([^;]*)/.exec(setCookie)?.[1] ?? null),
      json: (response.headers.get('content-type') ?? '').includes('json') ? ((await response.json()) as unknown) : null,
    };
  }

  /** The field paths and messages of a 422 answer, e.g. ["email:emailInvalid"]. */
  async function issuesOf(body: unknown) {
    const result = await post(body);
    return (result.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
  }

  /** The lead a successful post stored, with its mails. */
  const storedLead = (result: { storedLeadId?: number }) =>
    db.lead.findUniqueOrThrow({ where: { id: result.storedLeadId! }, include: { emails: true } });

  /**
   * Posts `body` and expects it stored: answered 200 with the thank-you page `thanks`, and a lead
   * with `columns` and the visitor's consent, whose payload keeps no captcha. Answers the post's
   * result and that lead, with its mails.
   */
  async function expectStored(body: unknown, thanks: string, columns: Record<string, unknown>) {
    const result = await post(body);
    expect(result).toMatchObject({ status: 200, redirect: thanks });
    const lead = await storedLead(result);
    expect(lead).toMatchObject({ ...columns, consent: true });
    expect(JSON.parse(lead.payload)).not.toHaveProperty('captcha');
    return { result, lead };
  }

  /** The mails a successful post queued: the agency's, and the visitor's (to `to`, or to anyone else). */
  async function queuedMails(result: { storedLeadId?: number }, to?: string) {
    const mails = await db.outboxEmail.findMany({ where: { leadId: result.storedLeadId! } });
    return {
      visitor: mails.find((mail) => (to === undefined ? mail.to !== AGENCY_EMAIL : mail.to === to))!,
      agency: mails.find((mail) => mail.to === AGENCY_EMAIL)!,
    };
  }

  /**
   * Posts `body` and expects it refused with an issue that starts as `expected` ("email:emailInvalid",
   * "timeSlots.0:"), and nothing stored: no lead, no mail, no row of `alsoEmpty`.
   */
  async function expectRefused(body: unknown, expected: string, alsoEmpty: StoredRows[] = []) {
    const issues = await issuesOf(body);
    expect(issues.some((issue) => issue.startsWith(expected))).toBe(true);
    expect(await db.lead.count()).toBe(0);
    for (const table of alsoEmpty) expect(await (db[table] as { count: () => Promise<number> }).count()).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
  }

  return { db, post, postNative, issuesOf, storedLead, expectStored, queuedMails, expectRefused, deps, clock };
}

/**
 * The database hooks of a form's test file (testDatabaseHooks), and `harness`: a formHarness whose
 * database is disconnected after its test.
 */
export function formHarnessHooks(options?: Parameters<typeof testDatabaseHooks>[0]) {
  const hooks = testDatabaseHooks(options);
  return {
    ...hooks,
    async harness<Schema extends z.ZodType<FormEnvelope>>(...args: Parameters<typeof formHarness<Schema>>) {
      const harness = await formHarness(...args);
      hooks.track(harness.db);
      return harness;
    },
  };
}
