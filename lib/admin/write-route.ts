import 'server-only';
import type { z } from 'zod';
import { OUTCOME_PARAMS, type WriteOutcome } from '@/lib/admin/outcomes';
import { staffReaching, type StaffMember } from '@/lib/admin/staff-member';
import { env } from '@/lib/env';
import { emptyResponse } from '@/lib/http/empty-response';
import { formFields } from '@/lib/http/form-fields';
import { readLimitedBody } from '@/lib/http/read-limited-body';
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
 * It returns to the form's `back`, or to the page the outcome names (a slot made in another week).
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
    const back = 'returnTo' in outcome && outcome.returnTo ? outcome.returnTo : fields.back;
    return new Response(null, {
      status: 303,
      headers: { location: returnPath(back, outcome), 'Cache-Control': 'no-store' },
    });
  };
}
