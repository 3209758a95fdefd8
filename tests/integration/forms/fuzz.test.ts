// Every public POST route that reads a visitor's body, fuzzed with fast-check through the handlers
// the routes run: over 10,000 hostile bodies (wrong types, huge and deeply nested values, prototype
// keys, NUL and bidi controls, broken JSON, wrong content types), and the visitor forms' again as
// the browser sends a form itself (url-encoded, multipart with hostile files). None may answer 5xx, store
// anything from a body the route should refuse, or refuse in words the site cannot translate.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import type { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { unsubscribeKey } from '@/lib/alerts/unsubscribe-key';
import { signUnsubscribe } from '@/lib/alerts/unsubscribe-token';
import { LOCALES } from '@/lib/i18n/locales';
import { signViewToken } from '@/lib/page-views/view-token';
import { derivedKey } from '@/lib/security/derived-key';
import type { RateLimiter } from '@/lib/rate-limit/create-rate-limiter';
import { handleUpload } from '@/lib/uploads/handle-upload';
import { passwordFormBody } from '@/lib/auth/password-form-body';
import { forgotPasswordSchema, resetPasswordSchema } from '@/lib/auth/password-forms';
import { bodyEncoding, readNativeBody } from '@/lib/forms/native-body';
import { issueTimeToken } from '@/lib/forms/time-token';
import { formHarness, SITE_URL, TEST_KEYS } from '../support/form-harness';
import {
  hostileFormRequest,
  hostileJsonRequest,
  hostileNativeRequest,
  hostileUploadRequest,
  POLLUTION_MARKER,
  type HostileRequest,
} from '../support/hostile-bodies';
import {
  routesDatabase,
  storedRows as countStoredRows,
  type Catalogue,
  uploadFolder,
  visitorForms,
} from '../support/visitor-forms';

vi.mock('server-only', () => ({}));
// The forgot-password route starts the mail work after answering; none is wanted here.
vi.mock('@/lib/auth/reset-mail-worker', () => ({ sendResetMails: () => Promise.resolve() }));
// The routes imported whole (password, beacon, sign-in, unsubscribe) use this test's database.
vi.mock('@/lib/db', async () => (await import('../support/current-db')).currentDbModule);
// next-auth reads cookies and headers through next/headers, which works only inside Next: none
// here. It require()s the module, which vi.mock does not reach, so the shared exports are replaced.
const nextHeaders = createRequire(import.meta.url)('next/headers') as {
  headers: () => Promise<Headers>;
  cookies: () => Promise<{ getAll: () => { name: string; value: string }[] }>;
};
vi.spyOn(nextHeaders, 'headers').mockImplementation(async () => new Headers());
vi.spyOn(nextHeaders, 'cookies').mockImplementation(async () => ({ getAll: () => [] }));
// lib/env is parsed when a route first imports it: behind one proxy, as in production.
process.env.TRUST_PROXY = '1';
process.env.SITE_URL = SITE_URL;

const SEED = 20_260_523;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

// The form and upload limits key on the visitor's address alone and are tested in pipeline.test.ts
// (every form) and uploads.test.ts; here every body comes from a new address anyway, and skipping
// the counter's database write saves a third of the run. The password, beacon and sign-in limits (valid bodies only) stay real.
const NO_LIMIT: RateLimiter = { consume: async () => ({ allowed: true, remaining: 1 }), reset: async () => {} };

const uploadDir = uploadFolder('fuzz');
/** The routes' database, with what the forms (tests/integration/support/visitor-forms.ts) and the other routes refer to. */
const app = routesDatabase();
let visitors = 0;
/** A new visitor address for every body, so that no per-address limit turns answers into 429. */
const nextVisitor = () => {
  visitors += 1;
  return `198.18.${Math.floor(visitors / 250) % 250}.${(visitors % 250) + 1}`;
};

// ------------------------------------------------------------------ the messages a refusal may name

const catalogues = LOCALES.map(
  (locale) =>
    JSON.parse(readFileSync(path.join(import.meta.dirname, `../../../messages/${locale}.json`), 'utf8')) as object,
);

/** Whether `namespace.key` is a message in all four languages. */
function isMessageKey(namespace: string, key: unknown): boolean {
  if (typeof key !== 'string') return false;
  return catalogues.every((catalogue) => {
    let entry: unknown = catalogue;
    for (const part of [...namespace.split('.'), key]) {
      if (entry === null || typeof entry !== 'object' || !Object.hasOwn(entry, part)) return false;
      entry = (entry as Record<string, unknown>)[part];
    }
    return typeof entry === 'string';
  });
}

// zod's own English ("Invalid input: expected string, received number"), never for a visitor.
const ZOD_ENGLISH =
  /Invalid input|Invalid option|Invalid string|Invalid type|expected|received|Too (big|small)|Unrecognized/;

/** A route's answer; `location`: where a form sent without script goes next. */
type Answer = { status: number; json: unknown; location?: string | null };

/**
 * A refusal answers `{ error, issues: [{ path, message }] }`: each message a key of the route's
 * namespace (the first of `namespaces`), the error a key of any of them, and no zod English.
 */
function expectLocalizedRefusal(answer: Answer, namespaces: string[]) {
  const json = answer.json as { error?: unknown; issues?: unknown };
  expect(json, 'a refusal answers JSON').toBeTypeOf('object');
  expect(JSON.stringify(json)).not.toMatch(ZOD_ENGLISH);
  expect(Object.keys(json).filter((key) => key !== 'error' && key !== 'issues')).toEqual([]);
  if (json.error !== undefined) {
    expect(
      namespaces.some((namespace) => isMessageKey(namespace, json.error)),
      `error "${String(json.error)}" is a message of ${namespaces.join(' or ')}`,
    ).toBe(true);
  }
  if (json.issues === undefined) return;
  expect(Array.isArray(json.issues)).toBe(true);
  for (const issue of json.issues as { path: unknown; message: unknown }[]) {
    expect(Array.isArray(issue.path)).toBe(true);
    expect(
      isMessageKey(namespaces[0]!, issue.message),
      `issue "${String(issue.message)}" is a message of ${namespaces[0]}`,
    ).toBe(true);
  }
}

// ------------------------------------------------------------------ the routes and their valid bodies

/** Row counts of everything a visitor's post may store or change. */
const storedRows = () => countStoredRows(app.db);

/** Each form with a body it accepts: the fuzz breaks these a little, or completely. */
const FORMS = visitorForms({ uploadDir });

type Target = {
  requests: fc.Arbitrary<HostileRequest>;
  post: (request: HostileRequest, visitor: string) => Promise<Answer>;
  /** Whether the route may act on this body: whatever it stores must come from such a body. */
  isValid: (request: HostileRequest) => boolean | Promise<boolean>;
  /** Whether the answer says the body was acted on (by default: not refused, a redirect included). */
  accepted?: (answer: Answer) => boolean;
  /** Where a refusal's messages are (expectLocalizedRefusal); null: the route answers none. */
  namespaces: string[] | null;
  /** Rows and files the route may store, compared before and after every body. */
  stored: () => Promise<unknown>;
};

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function jsonOf({ body }: HostileRequest): unknown {
  try {
    return JSON.parse(decode(body));
  } catch {
    return undefined;
  }
}

/** As the routes read a body: JSON whatever the content type says, then the schema. */
const parsesAs = (schema: z.ZodType, hostile: HostileRequest) => schema.safeParse(jsonOf(hostile)).success;

/** As the password routes read a body (lib/auth/password-form-body.ts): url-encoded fields, else JSON. */
const passwordParsesAs = (schema: z.ZodType, { body, contentType }: HostileRequest) =>
  schema.safeParse(passwordFormBody(body, contentType).fields).success;

/**
 * As the visitor forms read a body (lib/forms/form-pipeline.ts): a form's own encodings as the
 * browser sends them (lib/forms/native-body.ts), anything else as JSON; then the schema.
 */
async function formParsesAs(schema: z.ZodType, hostile: HostileRequest): Promise<boolean> {
  const encoding = bodyEncoding(hostile.contentType);
  if (encoding === 'json') return parsesAs(schema, hostile);
  const read = await readNativeBody(hostile.body, encoding, hostile.contentType ?? '', schema);
  return read !== null && schema.safeParse(read.values).success;
}

/**
 * A form's post was sent: 200 to its script, a redirect to a thank-you page to the browser (a
 * refused one is sent back to its form's page, 303 too).
 */
const isSent = (answer: Answer) =>
  answer.status === 200 || (answer.status === 303 && /^\/fr\/merci\//.test(answer.location ?? ''));

/** A same-origin browser post from `visitor`'s address. */
function browserPost(route: string, { body, contentType }: HostileRequest, visitor: string): NextRequest {
  const headers: Record<string, string> = {
    origin: SITE_URL,
    host: 'localhost:3000',
    'sec-fetch-site': 'same-origin',
    'user-agent': CHROME,
    'x-forwarded-for': visitor,
  };
  if (contentType !== null) headers['content-type'] = contentType;
  return new NextRequest(`${SITE_URL}${route}`, { method: 'POST', headers, body });
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, json: isJson ? JSON.parse(text) : undefined };
}

/** A route handler imported whole, posted to as a browser on this site would. */
function routeTarget(
  route: string,
  handler: (request: Request) => Promise<Response>,
  target: Omit<Target, 'post' | 'stored'>,
): Target {
  return {
    ...target,
    post: async (hostile, visitor) => answerOf(await handler(browserPost(route, hostile, visitor))),
    stored: storedRows,
  };
}

// The password forms translate their fields' messages with PasswordForms; `error` may be a Form.errors key.
const PASSWORD_NAMESPACES = ['PasswordForms', 'Form.errors'];

type Route = { route: string; runs: number; target: (catalogue: Catalogue) => Promise<Target> };

/** A visitor form's route, fed `requests` made from a body it accepts. */
function formRoute(
  { form, valid }: (typeof FORMS)[number],
  runs: number,
  requests: (valid: Record<string, unknown>) => fc.Arbitrary<HostileRequest>,
  kind = '',
): Route {
  return {
    route: `/api/forms/${form.name}/${kind}`,
    runs,
    target: async (catalogue: Catalogue): Promise<Target> => {
      const { post } = await formHarness(form, app.db, { limiter: NO_LIMIT });
      return {
        requests: requests(valid(catalogue)),
        post: async ({ body, contentType }, visitor) => {
          const answer = await post(null, { raw: body, contentType, ip: visitor });
          return { status: answer.status, json: answer.body, location: answer.location };
        },
        isValid: (hostile) => formParsesAs(form.schema, hostile),
        accepted: isSent,
        namespaces: ['Form.errors'],
        stored: storedRows,
      };
    },
  };
}

// The page's time token, old enough: the proof a form sent without script carries.
const PAGE_TOKEN = issueTimeToken(TEST_KEYS.timeToken, new Date(Date.now() - 60_000));

const ROUTES: Route[] = [
  ...FORMS.map((row) => formRoute(row, 650, hostileJsonRequest)),
  {
    route: '/api/forms/uploads/',
    runs: 800,
    target: async () => {
      const deps = { uploadDir, limiter: NO_LIMIT, siteUrl: SITE_URL, trustProxy: 1 };
      return {
        requests: hostileUploadRequest(),
        post: async (hostile, visitor) =>
          answerOf(await handleUpload(browserPost('/api/forms/uploads/', hostile, visitor), deps)),
        // Only real documents are kept, whatever their names and declared types say.
        isValid: ({ body }) => {
          const bytes = Buffer.from(body);
          return bytes.includes('%PDF-') || bytes.includes(Buffer.from([0xff, 0xd8, 0xff]));
        },
        namespaces: ['Form.errors'],
        stored: async () => ({ files: (await readdir(uploadDir)).length, rows: await storedRows() }),
      };
    },
  },
  {
    route: '/api/password/forgot/',
    runs: 800,
    target: async () =>
      routeTarget('/api/password/forgot/', (await import('@/app/api/password/forgot/route')).POST, {
        requests: hostileFormRequest({ email: 'owner@example.be', locale: 'fr' }),
        isValid: (hostile) => passwordParsesAs(forgotPasswordSchema, hostile),
        namespaces: PASSWORD_NAMESPACES,
      }),
  },
  {
    route: '/api/password/reset/',
    runs: 800,
    target: async () => {
      const password = 'a brand new secret';
      return routeTarget('/api/password/reset/', (await import('@/app/api/password/reset/route')).POST, {
        requests: hostileFormRequest({ token: 'a'.repeat(43), password, confirmation: password }),
        isValid: (hostile) => passwordParsesAs(resetPasswordSchema, hostile),
        namespaces: PASSWORD_NAMESPACES,
      });
    },
  },
  {
    // The property page's beacon answers no message: 204, 400 or 413, empty. Only the property
    // named with the token of its page counts.
    route: '/api/page-views/',
    runs: 600,
    target: async ({ sale }) => {
      const token = signViewToken(derivedKey('page-view'), sale.id, new Date());
      return routeTarget('/api/page-views/', (await import('@/app/api/page-views/route')).POST, {
        requests: hostileJsonRequest({ propertyId: sale.id, token }),
        isValid: (hostile) => {
          const beacon = jsonOf(hostile) as { propertyId?: unknown; token?: unknown } | undefined;
          return beacon?.propertyId === sale.id && beacon.token === token;
        },
        namespaces: null,
      });
    },
  },
  {
    // The owner's sign-in (next-auth's credentials callback). Without the CSRF token of a sign-in
    // page no body may get as far as checking a password: nothing is stored, whatever is posted.
    route: '/api/auth/callback/credentials/',
    runs: 400,
    target: async () => {
      const { POST } = await import('@/app/api/auth/[...nextauth]/route');
      const context = { params: Promise.resolve({ nextauth: ['callback', 'credentials'] }) };
      return routeTarget('/api/auth/callback/credentials/', (request) => POST(request as NextRequest, context), {
        requests: hostileFormRequest({
          email: 'owner@vitrine.example',
          password: 'vitrine-demo-2026',
          csrfToken: 'a'.repeat(64),
          callbackUrl: `${SITE_URL}/fr/espace-proprietaire/`,
          json: 'true',
        }),
        isValid: () => false,
        namespaces: ['Form.errors'],
      });
    },
  },
  {
    // Mail clients (RFC 8058) and the unsubscribe page: plain text or a redirect, no message.
    route: '/api/unsubscribe/',
    runs: 600,
    target: async ({ subscription }) => {
      const token = signUnsubscribe(unsubscribeKey(), 'newsletter', subscription.id);
      const link = { kind: 'newsletter', id: String(subscription.id), token, locale: 'fr' };
      return routeTarget('/api/unsubscribe/', (await import('@/app/api/unsubscribe/route')).POST, {
        requests: hostileFormRequest({ 'List-Unsubscribe': 'One-Click', ...link }),
        // Only the signed link unsubscribes.
        isValid: ({ body }) => Buffer.from(body).includes(token),
        namespaces: null,
      });
    },
  },
  // The same forms as the browser sends them itself, the rent application with its documents.
  ...FORMS.map((row) =>
    formRoute(
      row,
      200,
      (valid) =>
        hostileNativeRequest(valid, { files: row.form.uploads !== undefined, proofs: [PAGE_TOKEN, 'time.1.x'] }),
      '(without script)',
    ),
  ),
];

// ------------------------------------------------------------------ the fuzz

/** Posts `runs` hostile bodies to the target and checks each answer and what it stored. */
// On PostgreSQL (npm run test:pg) a quarter of the bodies: what the database adds is how it stores
// an accepted body (NUL and bidi controls, long texts), which a quarter reaches as well; the
// refusals are the same code on both.
const RUN_SHARE = process.env.VITRINE_TEST_DATABASE === 'postgresql' ? 0.25 : 1;

async function fuzz(target: Target, runs: number, seed: number) {
  let last = await target.stored();
  await fc.assert(
    fc.asyncProperty(target.requests, async (hostile) => {
      const answer = await target.post(hostile, nextVisitor());
      const before = last;
      last = await target.stored();
      expect(answer.status, 'never a server error').toBeLessThan(500);
      if (!isDeepStrictEqual(last, before)) {
        expect((target.accepted ?? ((sent) => sent.status < 400))(answer), 'only an accepted body stores').toBe(true);
        expect(await target.isValid(hostile), 'only a valid body stores').toBe(true);
      }
      if (answer.status >= 400 && target.namespaces) expectLocalizedRefusal(answer, target.namespaces);
    }),
    { numRuns: Math.ceil(runs * RUN_SHARE), seed },
  );
  // Nothing is stored after the answers either.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await target.stored()).toEqual(last);
}

const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();
describe('hostile bodies on every public POST route', () => {
  it('posts at least 10,000 bodies in all', () => {
    expect(ROUTES.reduce((sum, { runs }) => sum + runs, 0)).toBeGreaterThanOrEqual(10_000);
  });

  it('starts from a body that each form accepts and stores', async () => {
    for (const { form, valid } of FORMS) {
      const { post } = await formHarness(form, app.db, { limiter: NO_LIMIT });
      // The fuzz's visit keeps the first slot free (`valid(catalogue)`); this one books the second.
      const leads = await app.db.lead.count();
      expect(await post(valid(app.catalogue, 1), { ip: nextVisitor() }), form.name).toMatchObject({
        status: 200,
      });
      expect(await app.db.lead.count(), form.name).toBe(leads + 1);
    }
  });

  it.each(ROUTES.map((route, index) => ({ ...route, seed: SEED + index })))(
    '$route: $runs bodies, no 5xx, nothing stored from a refused body, refusals in the site’s messages',
    async ({ target, runs, seed }) => {
      await fuzz(await target(app.catalogue), runs, seed);
    },
    60_000,
  );

  it('leaves Object.prototype as it was', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(POLLUTION_MARKER in {}).toBe(false);
    expect(({} as Record<string, unknown>).privacy).toBeUndefined();
  });
});
