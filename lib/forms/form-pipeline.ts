import type { z } from 'zod';
import { FORM_ERROR_KEYS } from '@/lib/i18n/form-error-keys';
import type { FormEnvelope } from '@/lib/forms/fields';
import {
  clearedDraftCookie,
  deleteFormDraft,
  draftCookie,
  saveFormDraft,
  type FormIssue,
  type KeptDocument,
} from '@/lib/forms/form-drafts';
import { formPagePath, postLocale } from '@/lib/forms/form-pages';
import { bodyEncoding, readNativeBody, type BodyEncoding } from '@/lib/forms/native-body';
import { checkTimeToken, isTimeToken } from '@/lib/forms/time-token';
import { servedOverHttps } from '@/lib/env';
import { cookieValue, FORM_DRAFT_COOKIE } from '@/lib/http/personal-cookies';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { storeLead, type AlongsideLead, type LeadInput } from '@/lib/forms/store-lead';
import { localizedPath } from '@/lib/i18n/localized-path';
import { thankYouSlug, type ThankYouForm, type ThankYouFormOf } from '@/lib/i18n/thank-you-forms';
import type { QueuedMail } from '@/lib/mail/queue';
import type { Db } from '@/lib/prisma-client';
import type { RateLimiter } from '@/lib/rate-limit/create-rate-limiter';
import { clientAddress } from '@/lib/security/client-address';
import type { VisitorFormName } from '@/lib/forms/visitor-forms';
import { isSameOrigin } from '@/lib/security/same-origin';

// The path every public form's POST takes, written against its dependencies (database, limiter,
// captcha check) so the integration tests run exactly what the route handlers run
// (lib/forms/form-post.ts wires the real ones).

/** What a form's `accept` may use besides the submission. */
export type FormContext = { db: Db; agencyEmail: string; siteUrl: string };

export type FormDeps = FormContext & {
  limiter: RateLimiter;
  /** Posts proved by the page's time token rather than the proof of work: fewer (docs/forms.md). */
  timeTokenLimiter: RateLimiter;
  /** Drafts a visitor's refused posts without script may leave, per address (docs/forms.md, drafts). */
  draftLimiter: RateLimiter;
  verifyCaptcha: (field: string) => Promise<boolean>;
  trustProxy: number;
  /** The keys of the pages' time tokens and of the drafts' seals (lib/security/derived-key.ts). */
  keys: { timeToken: string; draft: string };
  now: () => Date;
};

/** What a form makes of a valid submission: the lead, its mails, and work stored with it. */
export type AcceptedForm = {
  lead: Omit<LeadInput, 'locale' | 'consent' | 'sourcePage'>;
  mails: (lead: { id: number }) => QueuedMail[];
  alongside?: AlongsideLead;
};

/** A rule only the server can check (a slot just taken, an unknown property): shown at the field. */
export type FieldRefusal = { path: string[]; message: string };

/** The property asked about is not (or no longer) on offer, or takes no such form. */
export const PROPERTY_UNAVAILABLE: FieldRefusal[] = [{ path: ['propertyId'], message: 'propertyUnavailable' }];

/** The property is sold or rented: still online, but it takes no visit, offer or application. */
export const PROPERTY_TAKEN: FieldRefusal[] = [{ path: ['propertyId'], message: 'propertyTaken' }];

export type FormDefinition<Schema extends z.ZodType<FormEnvelope>> = {
  /** The form it handles (lib/i18n/visitor-form-definitions.ts): its address and rate-limit counters. */
  name: VisitorFormName;
  schema: Schema;
  /** The thank-you page, or the one a submission's subject asks for. */
  thankYou: ThankYouForm | ((data: z.output<Schema>) => ThankYouForm);
  accept: (data: z.output<Schema>, context: FormContext) => Promise<AcceptedForm | FieldRefusal[]>;
  /** Submissions per visitor address per window; by default five per ten minutes. */
  limit?: { points: number; windowSeconds: number };
  /** Largest accepted body in bytes; by default 20 kB. */
  maxBytes?: number;
  /** The files a post without script carries, for a form with a file input (multipart). */
  uploads?: FormUploads;
};

/** A form's documents sent with it rather than one by one (the rent application without script). */
export type FormUploads = {
  /** The list field of the stored documents' tokens. */
  field: string;
  /** The largest multipart body, files included. */
  maxBytes: number;
  /** Checks and stores the files, given how many the post already names: their tokens, or issues at `field`. */
  store: (files: readonly File[], named: number) => Promise<{ tokens: string[]; issues: FieldRefusal[] }>;
  /** The stored documents' names, for the page that shows the form again. */
  describe: (tokens: readonly string[]) => Promise<KeptDocument[]>;
};

/**
 * Keeps the schema's type for `accept` and `thankYou` (a plain object literal would widen it) and
 * the form's name, and holds the form to the thank-you pages its definition declares.
 */
export function defineForm<Schema extends z.ZodType<FormEnvelope>, Name extends VisitorFormName>(
  form: FormDefinition<Schema> & {
    name: Name;
    thankYou: ThankYouFormOf<Name> | ((data: z.output<Schema>) => ThankYouFormOf<Name>);
  },
): FormDefinition<Schema> & { name: Name } {
  return form;
}

/** Thrown from `alongside` to roll the lead back and answer 422 with these issues. */
export class FormRefusalError extends Error {
  constructor(readonly issues: FieldRefusal[]) {
    super('form refused');
  }
}

/** The submission without what only served the check (captcha, honeypot, privacy box). */
export function leadPayload<T extends FormEnvelope>(data: T): Omit<T, 'captcha' | 'website' | 'privacy'> {
  const { captcha: _captcha, website: _website, privacy: _privacy, ...payload } = data;
  return payload;
}

// Keys of Form.errors the browser translates; `captchaInvalid` and `sendAgain` show in the form's alert.
const MESSAGE_KEYS = new Set<string>([...FORM_ERROR_KEYS, 'captchaInvalid', 'sendAgain']);

/** What became of a post, before it is answered in the way it came (JSON, or a page to go to). */
type Outcome =
  | { kind: 'sent'; redirect: string }
  | { kind: 'refused'; issues: FormIssue[] }
  | { kind: 'alert'; alert: 'rateLimited' | 'tooLarge' | 'notSent'; retryAfterSeconds?: number }
  | { kind: 'forbidden' }
  | { kind: 'unreadable' };

/** The outcome, and for a post without script what it held: the page it goes back to shows it. */
type Post = { outcome: Outcome; values?: Record<string, unknown> };

/**
 * Issues at their fields. A message that is not one of our keys (zod's own English, "Invalid
 * input: expected number, received NaN", for a wrong type) becomes the generic `invalid`.
 */
function refused(list: readonly { path: readonly PropertyKey[]; message: string }[]): Outcome {
  const issues = list.map((issue) => ({
    path: issue.path.map(String),
    message: MESSAGE_KEYS.has(issue.message) ? issue.message : 'invalid',
  }));
  return { kind: 'refused', issues };
}

const rateLimited = (retryAfterSeconds: number): Outcome => ({
  kind: 'alert',
  alert: 'rateLimited',
  retryAfterSeconds,
});

/** The thank-you page of a valid submission, in its language. */
function thankYouPath<Schema extends z.ZodType<FormEnvelope>>(form: FormDefinition<Schema>, data: z.output<Schema>) {
  const thankYou = typeof form.thankYou === 'function' ? form.thankYou(data) : form.thankYou;
  return localizedPath('/thank-you/[form]', data.locale, { form: thankYouSlug(thankYou, data.locale) });
}

/**
 * The proof a post carries (docs/forms.md, honeypot, captcha and rate limits): the proof of work
 * the form's script solved, or, sent without script, the page's signed time token, which must be
 * neither too fresh nor too old and is allowed fewer posts. Null when it holds.
 */
async function proofRefusal(proof: string, address: string, deps: FormDeps): Promise<Outcome | null> {
  if (isTimeToken(proof)) {
    if (checkTimeToken(deps.keys.timeToken, proof, deps.now()) !== 'valid') {
      return refused([{ path: ['captcha'], message: 'sendAgain' }]);
    }
    const limit = await deps.timeTokenLimiter.consume(address);
    return limit.allowed ? null : rateLimited(limit.retryAfterSeconds);
  }
  return (await deps.verifyCaptcha(proof)) ? null : refused([{ path: ['captcha'], message: 'captchaInvalid' }]);
}

/** The body as the form's schema reads it, or null when it cannot be read as its type says. */
async function readValues<Schema extends z.ZodType<FormEnvelope>>(
  request: Request,
  form: FormDefinition<Schema>,
  encoding: BodyEncoding,
  bytes: Uint8Array,
): Promise<{ values: unknown; files: File[] } | null> {
  if (encoding === 'json') {
    try {
      return { values: JSON.parse(new TextDecoder().decode(bytes)) as unknown, files: [] };
    } catch {
      return null;
    }
  }
  return readNativeBody(bytes, encoding, request.headers.get('content-type') ?? '', form.schema);
}

/** The documents a post without script carries, stored and named in its values (FormUploads). */
async function storeFiles(uploads: FormUploads, values: Record<string, unknown>, files: readonly File[]) {
  const named = Array.isArray(values[uploads.field]) ? (values[uploads.field] as unknown[]) : [];
  const { tokens, issues } = await uploads.store(files, named.length);
  values[uploads.field] = [...named, ...tokens];
  return issues;
}

/**
 * Same-origin check, per-visitor rate limit, size limit, the body read as its type says, the form's
 * zod schema, honeypot, proof (captcha or time token), then the lead and its mails stored in one
 * transaction before any mail is tried.
 */
async function runFormPost<Schema extends z.ZodType<FormEnvelope>>(
  request: Request,
  form: FormDefinition<Schema>,
  deps: FormDeps,
  encoding: BodyEncoding,
  address: string,
): Promise<Post> {
  if (!isSameOrigin(request.headers, deps.siteUrl, deps.trustProxy)) return { outcome: { kind: 'forbidden' } };
  const maxBytes = encoding === 'multipart' && form.uploads ? form.uploads.maxBytes : (form.maxBytes ?? 20_000);
  const limit = await deps.limiter.consume(address);
  if (!limit.allowed) {
    // Read only to show the visitor what they typed again; never a multipart body's files.
    const bytes = encoding === 'urlencoded' ? await readLimitedBody(request, maxBytes) : null;
    const read = bytes && (await readValues(request, form, encoding, bytes));
    return {
      outcome: rateLimited(limit.retryAfterSeconds),
      values: read ? (read.values as Record<string, unknown>) : {},
    };
  }
  const bytes = await readLimitedBody(request, maxBytes);
  if (!bytes) return { outcome: { kind: 'alert', alert: 'tooLarge' }, values: {} };
  const read = await readValues(request, form, encoding, bytes);
  if (!read) return { outcome: { kind: 'unreadable' } };
  const values = read.values as Record<string, unknown>;
  const fileIssues = form.uploads && read.files.length > 0 ? await storeFiles(form.uploads, values, read.files) : [];

  const parsed = form.schema.safeParse(values);
  if (!parsed.success || fileIssues.length > 0) {
    return { outcome: refused([...(parsed.error?.issues ?? []), ...fileIssues]), values };
  }
  const data = parsed.data;
  const sent: Outcome = { kind: 'sent', redirect: thankYouPath(form, data) };
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (data.website) return { outcome: sent };
  const proof = await proofRefusal(data.captcha, address, deps);
  if (proof) return { outcome: proof, values };

  const accepted = await form.accept(data, deps);
  if (Array.isArray(accepted)) return { outcome: refused(accepted), values };
  try {
    await storeLead(
      deps.db,
      { ...accepted.lead, locale: data.locale, consent: data.privacy, sourcePage: data.sourcePage ?? null },
      accepted.mails,
      accepted.alongside,
    );
    return { outcome: sent };
  } catch (error) {
    // A refusal raised inside the transaction (a slot taken meanwhile) is the visitor's to fix.
    if (error instanceof FormRefusalError) return { outcome: refused(error.issues), values };
    console.error(`form ${form.name}: lead not stored`, error);
    return { outcome: { kind: 'alert', alert: 'notSent' }, values };
  }
}

const ALERT_STATUS = { rateLimited: 429, tooLarge: 413, notSent: 503 } as const;

/**
 * The answer to the form's script: `{ redirect }` to the thank-you page (nothing else: an id would
 * count the agency's leads, and a caught bot gets exactly this answer too), 422 with field issues,
 * 429 over a limit, 413 too large, and 503 ("your e-mail was not sent": docs/forms.md, nothing
 * lost) only when the lead itself could not be stored.
 */
function jsonAnswer(outcome: Outcome, headers: Headers): Response {
  switch (outcome.kind) {
    case 'sent':
      return Response.json({ redirect: outcome.redirect }, { headers });
    case 'refused':
      return Response.json({ error: 'invalid', issues: outcome.issues }, { status: 422, headers });
    case 'alert':
      if (outcome.retryAfterSeconds !== undefined) headers.set('Retry-After', String(outcome.retryAfterSeconds));
      return Response.json({ error: outcome.alert }, { status: ALERT_STATUS[outcome.alert], headers });
    case 'forbidden':
      return Response.json({ error: 'forbidden' }, { status: 403 });
    case 'unreadable':
      return Response.json({ error: 'invalid' }, { status: 400 });
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** A redirect the browser follows with a GET (303: a reload of the next page does not post again). */
function seeOther(location: string, headers: Headers): Response {
  headers.set('Location', location);
  return new Response(null, { status: 303, headers });
}

/**
 * The answer to a form the browser sent itself: the thank-you page, or the form's page again with
 * what was typed and what went wrong, kept as a draft the visitor's cookie names (never in the
 * address). A visitor who leaves more drafts than the limit allows goes back to an empty form.
 */
async function nativeAnswer(
  post: Post,
  form: FormDefinition<z.ZodType<FormEnvelope>>,
  deps: FormDeps,
  address: string,
  headers: Headers,
): Promise<Response> {
  const { outcome } = post;
  if (outcome.kind === 'forbidden' || outcome.kind === 'unreadable') return jsonAnswer(outcome, headers);
  if (outcome.kind === 'sent') return seeOther(outcome.redirect, headers);
  const values = post.values ?? {};
  const page = formPagePath(form.name, values, postLocale(values));
  if (!(await deps.draftLimiter.consume(address)).allowed) return seeOther(page, headers);
  const tokens = form.uploads && Array.isArray(values[form.uploads.field]) ? values[form.uploads.field] : [];
  try {
    const id = await saveFormDraft(
      deps.db,
      deps.keys.draft,
      {
        form: form.name,
        values,
        issues: outcome.kind === 'refused' ? outcome.issues : [],
        alert: outcome.kind === 'alert' ? outcome.alert : null,
        documents: form.uploads ? await form.uploads.describe((tokens as unknown[]).filter(isText)) : [],
      },
      deps.now(),
    );
    headers.append('Set-Cookie', draftCookie(id, servedOverHttps(deps.siteUrl)));
  } catch (error) {
    // The database that could not store the lead may not store a draft either: the form comes back empty.
    console.error(`form ${form.name}: draft not stored`, error);
  }
  return seeOther(page, headers);
}

/**
 * A visitor form's POST, in the way it came (docs/forms.md, three ways to send a form): JSON from
 * the form's script, answered in JSON; url-encoded or multipart from the browser itself, answered
 * with a redirect. Either way a post that is sent ends the visitor's draft of that form, if any.
 */
export async function handleFormPost<Schema extends z.ZodType<FormEnvelope>>(
  request: Request,
  form: FormDefinition<Schema>,
  deps: FormDeps,
): Promise<Response> {
  const encoding = bodyEncoding(request.headers.get('content-type'));
  const address = clientAddress(request.headers.get('x-forwarded-for'), deps.trustProxy);
  const post = await runFormPost(request, form, deps, encoding, address);
  const headers = new Headers();
  const draft = cookieValue(request.headers.get('cookie'), FORM_DRAFT_COOKIE);
  if (draft !== null && post.outcome.kind === 'sent') {
    // What was sent is safe; a draft left behind is swept within the quarter of an hour anyway.
    await deleteFormDraft(deps.db, draft).catch(() => {});
    headers.append('Set-Cookie', clearedDraftCookie(servedOverHttps(deps.siteUrl)));
  }
  if (encoding === 'json') return jsonAnswer(post.outcome, headers);
  return nativeAnswer(post, form as unknown as FormDefinition<z.ZodType<FormEnvelope>>, deps, address, headers);
}
