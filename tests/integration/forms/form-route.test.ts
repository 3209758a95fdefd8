// The visitor forms' one route, app/api/forms/[form]/route.ts: the name in the address picks its
// form's handler (lib/forms/visitor-form-posts.ts), and a name that is no form's is not found. Each
// form is sent a body its schema accepts, from a bot (the honeypot filled): the answer is a
// success's, to that form's own thank-you page, and nothing is stored (docs/forms.md).
import { describe, expect, it, vi } from 'vitest';
import { VISITOR_FORMS } from '@/lib/forms/visitor-forms';
import { localizedPath } from '@/lib/i18n/localized-path';
import { thankYouSlug } from '@/lib/i18n/thank-you-forms';
import { SITE_URL } from '../support/form-harness';
import { routesDatabase, storedRows, uploadFolder, visitorForms } from '../support/visitor-forms';

vi.mock('server-only', () => ({}));
// The route's handlers use this test's database.
vi.mock('@/lib/db', async () => (await import('../support/current-db')).currentDbModule);
// lib/env is parsed when the route is first imported: behind one proxy, as in production.
process.env.TRUST_PROXY = '1';
process.env.SITE_URL = SITE_URL;

const FORMS = visitorForms({ uploadDir: uploadFolder('form-route') });
const app = routesDatabase();

/** Posts `body` as the form's script would, to /api/forms/<name>/. */
async function post(name: string, body: unknown): Promise<Response> {
  const { POST } = await import('@/app/api/forms/[form]/route');
  const request = new Request(`${SITE_URL}/api/forms/${name}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_URL, 'x-forwarded-for': '192.0.2.40' },
    body: JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ form: name }) });
}

describe('POST /api/forms/<name>/', () => {
  it('covers every declared form', () => {
    expect(FORMS.map((row) => row.form.name).sort()).toEqual([...VISITOR_FORMS].sort());
  });

  it.each(FORMS.map((row) => [row.form.name, row] as const))('hands %s to its own form', async (_name, row) => {
    const body = { ...row.valid(app.catalogue), website: 'https://bot.example' };
    const data = row.form.schema.parse(body);
    const thankYou = typeof row.form.thankYou === 'function' ? row.form.thankYou(data) : row.form.thankYou;
    const before = await storedRows(app.db);

    const response = await post(row.form.name, body);

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      redirect: localizedPath('/thank-you/[form]', 'fr', { form: thankYouSlug(thankYou, 'fr') }),
    });
    expect(await storedRows(app.db)).toEqual(before);
  });

  it.each(['nope', 'constructor', '__proto__', 'Contact'])('finds no form named %s', async (name) => {
    const response = await post(name, { ...FORMS[0]!.valid(app.catalogue), website: 'https://bot.example' });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/forms/<name>/', () => {
  const get = async (name: string) => {
    const { GET } = await import('@/app/api/forms/[form]/route');
    return GET(new Request(`${SITE_URL}/api/forms/${name}/`), { params: Promise.resolve({ form: name }) });
  };

  it('tells that a form takes posts only', async () => {
    const response = await get('contact');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it.each(['nope', 'constructor'])('finds no form named %s', async (name) => {
    expect((await get(name)).status).toBe(404);
  });
});
