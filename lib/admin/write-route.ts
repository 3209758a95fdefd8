import 'server-only';
import type { z } from 'zod';
import type { WriteOutcome } from '@/lib/admin/outcomes';
import { staffReaching, type StaffMember } from '@/lib/admin/staff-member';
import { env } from '@/lib/env';
import { emptyResponse } from '@/lib/http/empty-response';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { isSameOrigin } from '@/lib/security/same-origin';
import { backOfficeReturnPath } from '@/lib/staff/paths';
import type { BackOfficeArea } from '@/lib/staff/roles';

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

const MAX_FORM_BYTES = 256 * 1024;

/** A form body's fields; a name sent more than once (checkboxes) keeps all its values. */
export function formFields(body: string): Record<string, string | string[]> {
  // Without a prototype, a field named "constructor" or "__proto__" is a field like any other.
  const fields: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(body)) {
    const previous = fields[name];
    // Added in place: copying the list for each value took a minute for a name sent 80,000 times.
    if (previous === undefined) fields[name] = value;
    else if (Array.isArray(previous)) previous.push(value);
    else fields[name] = [previous, value];
  }
  return fields;
}

/**
 * The first field of a form that holds NUL: nobody types one, and PostgreSQL cannot store it in a
 * text column (the write would fail), so such a form is refused as invalid, whatever its schema.
 */
function fieldWithNul(input: Record<string, string | string[] | undefined>): string | undefined {
  return Object.entries(input).find(([, value]) => [value ?? ''].flat().some((one) => one.includes('\0')))?.[0];
}

/** The page to return to, with the outcome in its query (what the page's notice shows). */
export function returnUrl(back: unknown, outcome: WriteOutcome, siteUrl: string): URL {
  const url = new URL(backOfficeReturnPath(back), siteUrl);
  url.searchParams.delete('notice');
  url.searchParams.delete('error');
  url.searchParams.delete('field');
  if ('notice' in outcome) url.searchParams.set('notice', outcome.notice);
  else url.searchParams.set('error', outcome.error);
  if ('field' in outcome && outcome.field) url.searchParams.set('field', outcome.field);
  return url;
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
 *   on the server; otherwise nothing is written and the page names the first field in error.
 */
export function backOfficeWrite<Schema extends z.ZodType>(options: {
  area: BackOfficeArea;
  schema: Schema;
  run: (input: z.output<Schema>, staff: StaffMember) => Promise<WriteOutcome>;
}) {
  return async function POST(request: Request, context: RouteContext): Promise<Response> {
    if (!request.headers.get('origin') || !isSameOrigin(request.headers, env.SITE_URL, env.TRUST_PROXY)) {
      return emptyResponse(403);
    }
    const staff = await staffReaching(options.area);
    if (!staff) return emptyResponse(404);
    const body = await readLimitedBody(request, MAX_FORM_BYTES);
    if (!body) return emptyResponse(413);
    const fields = formFields(new TextDecoder().decode(body));
    const input = { ...fields, ...(await context.params) };
    const withNul = fieldWithNul(input);
    const parsed = withNul === undefined ? options.schema.safeParse(input) : null;
    const outcome: WriteOutcome = !parsed
      ? { error: 'invalid', field: withNul }
      : parsed.success
        ? await options.run(parsed.data, staff)
        : { error: 'invalid', field: parsed.error.issues[0]?.path.join('.') };
    return Response.redirect(returnUrl(fields.back, outcome, env.SITE_URL), 303);
  };
}
