import 'server-only';
import type { z } from 'zod';
import { OUTCOME_PARAMS, type WriteOutcome } from '@/lib/admin/outcomes';
import { staffReaching, type StaffMember } from '@/lib/admin/staff-member';
import {
  clearedWriteDraftCookie,
  isFormKey,
  keptFields,
  saveWriteDraft,
  writeDraftCookie,
  type WriteIssue,
} from '@/lib/admin/write-drafts';
import { writeIssues } from '@/lib/admin/write-issues';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { emptyResponse } from '@/lib/http/empty-response';
import { formFields } from '@/lib/http/form-fields';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { derivedKey } from '@/lib/security/derived-key';
import { isSameOrigin } from '@/lib/security/same-origin';
import { backOfficeReturnPath } from '@/lib/staff/paths';
import type { BackOfficeArea } from '@/lib/staff/roles';

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

const MAX_FORM_BYTES = 256 * 1024;

/**
 * The first field of a form that holds NUL: nobody types one, and PostgreSQL cannot store it in a
 * text column (the write would fail), so such a form is refused as invalid, whatever its schema.
 */
function fieldWithNul(input: Record<string, string | string[] | undefined>): string | undefined {
  return Object.entries(input).find(([, value]) => [value ?? ''].flat().some((one) => one.includes('\0')))?.[0];
}

/**
 * The page to return to, with the outcome in its query (what the page's notice shows): a path
 * alone, never an absolute URL. The browser resolves it against the address it posted to, so the
 * redirect stays on the site the member of staff is using (another host than SITE_URL, www or
 * not, an internal address), which the policy's `form-action 'self'` lets through.
 */
export function returnPath(back: unknown, outcome: WriteOutcome): string {
  // Any origin would do: only the path and query are kept.
  const url = new URL(backOfficeReturnPath(back), 'http://back-office.invalid');
  for (const name of OUTCOME_PARAMS) url.searchParams.delete(name);
  if ('notice' in outcome) {
    url.searchParams.set('notice', outcome.notice);
    for (const [name, value] of Object.entries(outcome.values ?? {})) url.searchParams.set(name, String(value));
  } else url.searchParams.set('error', outcome.error);
  if ('field' in outcome && outcome.field) url.searchParams.set('field', outcome.field);
  return `${url.pathname}${url.search}`;
}

type Fields = Record<string, string | string[]>;

/**
 * The cookie of what a refused write leaves behind: the fields as typed and every issue at its
 * field, kept as a draft for the page of the form its `form` field names (lib/admin/write-drafts.ts).
 * A write saved, or refused from a form without a key, ends the last draft instead, so the page
 * never shows an older one. `issues` is null for a write that was saved.
 */
async function draftCookie(fields: Fields, issues: WriteIssue[] | null, staff: StaffMember): Promise<string> {
  const secure = new URL(env().SITE_URL).protocol === 'https:';
  if (issues === null || !isFormKey(fields.form)) return clearedWriteDraftCookie(secure);
  try {
    const draft = { form: fields.form, staffId: staff.id, values: keptFields(fields), issues };
    return writeDraftCookie(await saveWriteDraft(db, derivedKey('form-draft'), draft, new Date()), secure);
  } catch (error) {
    // The form comes back as stored; the notice still says what was refused.
    console.error('back-office write: draft not stored', error);
    return clearedWriteDraftCookie(secure);
  }
}

/** The form's input as the schema reads it, or the issues that refuse it (a NUL before any schema). */
function readInput<Schema extends z.ZodType>(
  schema: Schema,
  input: Record<string, string | string[] | undefined>,
): { data: z.output<Schema> } | { issues: WriteIssue[] } {
  const withNul = fieldWithNul(input);
  if (withNul !== undefined) return { issues: [{ name: withNul, key: 'invalid' }] };
  const parsed = schema.safeParse(input);
  return parsed.success ? { data: parsed.data } : { issues: writeIssues(parsed.error.issues, input) };
}

/** The issues of a refused write, at the fields they concern; null for a write that was saved. */
function refusal(outcome: WriteOutcome, read: { issues: WriteIssue[] } | object): WriteIssue[] | null {
  if (!('error' in outcome)) return null;
  if ('issues' in read) return read.issues;
  return outcome.field ? [{ name: outcome.field, key: outcome.error }] : [];
}

/**
 * A back-office write as a route handler for a plain HTML form (docs/back-office.md): it works
 * without JavaScript and answers with a redirect to the page it came from (303, so a reload does
 * not send it again). Before `run` is called:
 * - CSRF: the request must carry an Origin header of this site (every browser sends one with a
 *   form POST; the session cookie is SameSite=Lax besides);
 * - the member of staff must be signed in with a role that reaches `area`; anyone else gets a 404,
 *   an owner's session included;
 * - the form's fields, with the route's own parameters, must hold no NUL and pass `schema` (zod),
 *   on the server; otherwise nothing is written, and the page names the first field in error.
 * It returns to the form's `back`, or to the page the outcome names (a slot made in another week).
 * A write refused, by the schema or by `run`, leaves its form's draft for that page: every issue at
 * its field, and what was typed.
 */
export function backOfficeWrite<Schema extends z.ZodType>(options: {
  area: BackOfficeArea;
  schema: Schema;
  run: (input: z.output<Schema>, staff: StaffMember) => Promise<WriteOutcome>;
}) {
  return async function POST(request: Request, context: RouteContext): Promise<Response> {
    if (!request.headers.get('origin') || !isSameOrigin(request.headers, env().SITE_URL, env().TRUST_PROXY)) {
      return emptyResponse(403);
    }
    const staff = await staffReaching(options.area);
    if (!staff) return emptyResponse(404);
    const body = await readLimitedBody(request, MAX_FORM_BYTES);
    if (!body) return emptyResponse(413);
    const fields = formFields(new TextDecoder().decode(body));
    const input = { ...fields, ...(await context.params) };
    const read = readInput(options.schema, input);
    const outcome: WriteOutcome =
      'data' in read ? await options.run(read.data, staff) : { error: 'invalid', field: read.issues[0]?.name };
    const back = 'returnTo' in outcome && outcome.returnTo ? outcome.returnTo : fields.back;
    const headers = new Headers({ location: returnPath(back, outcome), 'Cache-Control': 'no-store' });
    headers.append('Set-Cookie', await draftCookie(fields, refusal(outcome, read), staff));
    return new Response(null, { status: 303, headers });
  };
}
