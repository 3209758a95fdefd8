import type { z } from 'zod';
import { FORM_ERROR_KEYS } from '@/lib/forms/error-keys';
import type { FormEnvelope } from '@/lib/forms/fields';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { storeLead, type AlongsideLead, type LeadInput } from '@/lib/forms/store-lead';
import { localizedPath } from '@/lib/i18n/localized-path';
import { thankYouSlug, type ThankYouForm } from '@/lib/i18n/thank-you-forms';
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
  verifyCaptcha: (field: string) => Promise<boolean>;
  trustProxy: number;
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
  /** Names the route (app/api/forms/<name>/) and the rate-limit counters ("form:<name>"). */
  name: VisitorFormName;
  schema: Schema;
  thankYou: ThankYouForm | ((data: z.output<Schema>) => ThankYouForm);
  accept: (data: z.output<Schema>, context: FormContext) => Promise<AcceptedForm | FieldRefusal[]>;
  /** Submissions per visitor address per window; by default five per ten minutes. */
  limit?: { points: number; windowSeconds: number };
  /** Largest accepted body in bytes; by default 20 kB. */
  maxBytes?: number;
};

/** Keeps the schema's type for `accept` and `thankYou` (a plain object literal would widen it). */
export function defineForm<Schema extends z.ZodType<FormEnvelope>>(form: FormDefinition<Schema>) {
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

// Keys of Form.errors the browser translates; `captchaInvalid` shows in the form's alert.
const MESSAGE_KEYS = new Set<string>([...FORM_ERROR_KEYS, 'captchaInvalid']);

/**
 * 422 with the issues at their fields. A message that is not one of our keys (zod's own English,
 * "Invalid input: expected number, received NaN", for a wrong type) becomes the generic `invalid`.
 */
function refused(list: readonly { path: readonly PropertyKey[]; message: string }[]): Response {
  const issues = list.map((issue) => ({
    path: issue.path.map(String),
    message: MESSAGE_KEYS.has(issue.message) ? issue.message : 'invalid',
  }));
  return Response.json({ error: 'invalid', issues }, { status: 422 });
}

/**
 * Same-origin check, per-visitor rate limit, size limit, the form's zod schema, honeypot, captcha,
 * then the lead and its mails stored in one transaction before any mail is tried. Answers JSON:
 * `{ redirect }` to the thank-you page (nothing else: an id would count the agency's leads, and a
 * caught bot gets exactly this answer too), 422 with field issues, 429 over the limit, and 503
 * ("your e-mail was not sent": docs/forms.md, nothing lost) only when the lead itself could not
 * be stored.
 */
export async function handleFormPost<Schema extends z.ZodType<FormEnvelope>>(
  request: Request,
  form: FormDefinition<Schema>,
  deps: FormDeps,
): Promise<Response> {
  if (!isSameOrigin(request.headers, deps.siteUrl, deps.trustProxy)) {
    return Response.json({ error: 'forbidden' }, { status: 403 });
  }
  const limit = await deps.limiter.consume(clientAddress(request.headers.get('x-forwarded-for'), deps.trustProxy));
  if (!limit.allowed) {
    return Response.json(
      { error: 'rateLimited' },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );
  }
  const raw = await readLimitedBody(request, form.maxBytes ?? 20_000);
  if (!raw) return Response.json({ error: 'tooLarge' }, { status: 413 });
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    return Response.json({ error: 'invalid' }, { status: 400 });
  }
  const parsed = form.schema.safeParse(body);
  if (!parsed.success) return refused(parsed.error.issues);
  const data = parsed.data;
  const thankYou = typeof form.thankYou === 'function' ? form.thankYou(data) : form.thankYou;
  const redirect = localizedPath('/thank-you/[form]', data.locale, {
    form: thankYouSlug(thankYou, data.locale),
  });
  const success = () => Response.json({ redirect });
  // A filled honeypot is a bot: it gets the same answer as a person, and nothing is stored.
  if (data.website) return success();
  if (!(await deps.verifyCaptcha(data.captcha))) return refused([{ path: ['captcha'], message: 'captchaInvalid' }]);

  const accepted = await form.accept(data, deps);
  if (Array.isArray(accepted)) return refused(accepted);
  try {
    await storeLead(
      deps.db,
      { ...accepted.lead, locale: data.locale, consent: data.privacy, sourcePage: data.sourcePage ?? null },
      accepted.mails,
      accepted.alongside,
    );
    return success();
  } catch (error) {
    // A refusal raised inside the transaction (a slot taken meanwhile) is the visitor's to fix.
    if (error instanceof FormRefusalError) return refused(error.issues);
    console.error(`form ${form.name}: lead not stored`, error);
    return Response.json({ error: 'notSent' }, { status: 503 });
  }
}
