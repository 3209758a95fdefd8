// What the back-office's integration tests (tests/integration/back-office/ and the back-office-*
// files beside it) share: the session a test sets, the database and accounts they start from
// (backOfficeFixture), and the form POST that drives a route handler as the back-office's own forms
// send it.
import { revalidateTag } from 'next/cache';
import { beforeEach, expect, vi } from 'vitest';
import type { Db } from '@/lib/prisma-client';
import { appOnTestDatabase, SITE, type Environment } from './app-database';

// The site's address, for the back-office tests' own requests.
export { SITE } from './app-database';

/** A route handler whose dynamic segments are `Params`, called as Next calls it. */
export type RouteHandler<Params = Record<string, string>> = (
  request: Request,
  context: { params: Promise<Params> },
) => Promise<Response>;

/** The session is what the test says it is: nobody, an owner, or a member of staff. */
export const session = { ownerId: null as number | null, staffId: null as number | null };

/**
 * lib/auth/session in place of the real one: `vi.mock('@/lib/auth/session', () => mockedSession())`
 * in a file that imports its routes without backOfficeFixture, which replaces it itself. The arrow
 * is needed: vi.mock runs above the file's imports, its factory only once the module is first imported.
 */
export const mockedSession = () => ({
  currentOwnerId: () => Promise.resolve(session.ownerId),
  currentStaffId: () => Promise.resolve(session.staffId),
});

/** Ann (admin) and Eddy (editor) of the staff, and Olga, an owner, all speaking `locale`. */
async function createAccounts(db: Db, locale = 'fr') {
  const account = { passwordHash: 'unused', locale };
  const admin = (await db.staff.create({ data: { ...account, email: 'a@x.be', name: 'Ann', role: 'admin' } })).id;
  const editor = (await db.staff.create({ data: { ...account, email: 'e@x.be', name: 'Eddy', role: 'editor' } })).id;
  const owner = (await db.owner.create({ data: { ...account, email: 'o@x.be', name: 'Olga' } })).id;
  return { admin, editor, owner };
}

/**
 * A back-office test file's start, awaited at its top: the test database with `environment` and
 * what `load` imports (appOnTestDatabase), with lib/auth/session answering `session`, and the
 * accounts of createAccounts speaking `locale`. Before each test, `signedIn` is the member of
 * staff of the session and revalidateTag's calls are forgotten.
 */
export async function backOfficeFixture<Loaded extends object>({
  signedIn,
  locale,
  environment,
  load,
}: {
  signedIn: 'admin' | 'editor';
  locale?: string;
  environment?: Environment;
  load: () => Promise<Loaded>;
}) {
  // Not hoisted, unlike vi.mock: it reaches the modules `load` imports, after this call.
  vi.doMock('@/lib/auth/session', mockedSession);
  const app = await appOnTestDatabase({ environment, load });
  const accounts = await createAccounts(app.db, locale);
  beforeEach(() => {
    session.ownerId = null;
    session.staffId = accounts[signedIn];
    vi.mocked(revalidateTag).mockClear();
  });
  return { ...app, ...accounts };
}

/** The leads' clean slate: no lead, nor its notes, its mails or the audit entries about it. */
export async function deleteLeads(db: Db): Promise<void> {
  await db.auditEntry.deleteMany();
  await db.outboxEmail.deleteMany();
  await db.leadNote.deleteMany();
  await db.lead.deleteMany();
}

/**
 * What `send` (with its Origin: the site's own unless given, null for none) is answered from outside
 * the back-office: as nobody, as `owner`, then as `staff` from another site and without Origin. The
 * back-office hides from the first two (404) and refuses the others (403): [404, 404, 403, 403].
 */
export async function outsiderStatuses(
  send: (origin?: string | null) => Promise<Response>,
  { owner, staff }: { owner: number; staff: number },
): Promise<number[]> {
  session.ownerId = null;
  session.staffId = null;
  const statuses = [(await send()).status];
  session.ownerId = owner;
  statuses.push((await send()).status);
  session.ownerId = null;
  session.staffId = staff;
  statuses.push((await send('https://evil.example')).status, (await send(null)).status);
  return statuses;
}

/**
 * `db` as the routes' client (`vi.mock('@/lib/db', ...)`), adding to `writes` each write that
 * changed a row ("Testimonial.update"): a conditional update that matched nothing wrote nothing.
 */
export function countingRowWrites(db: Db, writes: string[]) {
  return db.$extends({
    query: {
      async $allOperations({ model, operation, args, query }) {
        const result: unknown = await query(args);
        const rows =
          typeof result === 'number'
            ? result
            : Array.isArray(result)
              ? result.length
              : typeof result === 'object' && result !== null && 'count' in result
                ? Number(result.count)
                : 1;
        const write = /^(create|update|upsert|delete)|^\$execute/.test(operation);
        if (write && rows > 0) writes.push(model ? `${model}.${operation}` : operation);
        return result;
      },
    },
  });
}

/** A form's fields; a list is one name sent once per value (ticked boxes). */
export type FormFields = Record<string, string | string[]>;
/** The route's dynamic segments, and the Origin header: the site's own unless said (null: none). */
export type PostOptions<Params = Record<string, string>> = { params?: Params; origin?: string | null };

/** A form's fields as a back-office form sends them: URL-encoded, a list's name once per value. */
export function formBody(fields: FormFields): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  return body.toString();
}

/** Posts `fields` to `handler` at `path`, as a back-office form does. */
export function postForm<Params>(
  handler: RouteHandler<Params>,
  path: string,
  fields: FormFields,
  options?: PostOptions<Params>,
) {
  return postBody(handler, path, formBody(fields), 'application/x-www-form-urlencoded', options);
}

/**
 * Posts `body` as it is, with `contentType` (null: none but what the body implies, a FormData's
 * multipart type or a string's text/plain) and `headers` besides: what no back-office form sends.
 */
export function postBody<Params>(
  handler: RouteHandler<Params>,
  path: string,
  body: BodyInit | null,
  contentType: string | null,
  { params, origin = SITE, headers: extra = {} }: PostOptions<Params> & { headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { host: 'localhost:3000', ...extra };
  if (contentType) headers['content-type'] = contentType;
  if (origin) headers.origin = origin;
  // A route without dynamic segments gets none: an empty object, as Next passes it.
  return handler(new Request(`${SITE}${path}`, { method: 'POST', headers, body }), {
    params: Promise.resolve(params ?? ({} as Params)),
  });
}

/**
 * The page a write sent the browser back to (with a 303, as every back-office write does): a path,
 * which the browser resolves against the address it posted to, read here against SITE.
 */
export async function returnedTo(response: Response | Promise<Response>): Promise<URL> {
  const answer = await response;
  expect(answer.status).toBe(303);
  const location = answer.headers.get('location') ?? '';
  expect(location).toMatch(/^\/admin\//);
  return new URL(location, SITE);
}
