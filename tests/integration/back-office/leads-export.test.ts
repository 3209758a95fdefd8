// GET /api/agency/leads/: only with the token, wrong guesses limited per address, filters by
// type and day, and every lead in the CSV with formula-looking texts defused, in the list
// separator of the request's language.
import { describe, expect, it } from 'vitest';
import { handleLeadExport, LEAD_COLUMNS } from '@/lib/leads/lead-export';
import { createRateLimiter } from '@/lib/rate-limit/create-rate-limiter';
import { parseCsv } from '../../support/parse-csv';
import { createTestProperty } from '../support/catalogue-fixture';
import { leadRow } from '../support/lead-rows';
import { testDatabaseHooks } from '../support/test-database-hooks';

const TOKEN = 'leads-export-token-0123456789';
const { freshDb } = testDatabaseHooks();

async function setup(configured: string | null = TOKEN) {
  const token = configured ?? undefined;
  const db = await freshDb();
  const failures = createRateLimiter({ name: 'leads-export:failures', points: 3, windowSeconds: 900 }, { db });
  const get = (
    query = '',
    authorization: string | null = `Bearer ${TOKEN}`,
    address = '192.0.2.1',
    acceptLanguage?: string,
  ) =>
    handleLeadExport(
      new Request(`http://localhost/api/agency/leads/${query}`, {
        headers: {
          ...(authorization && { authorization }),
          ...(acceptLanguage && { 'accept-language': acceptLanguage }),
        },
      }),
      { db, token, failures, address },
    );
  return { db, get };
}

/** The file's rows as a spreadsheet set to `separator` reads them (";": no language asked, so French). */
function rows(csv: string, separator = ';'): string[][] {
  return parseCsv(csv, separator);
}

/** The file's text, as its bytes say: `Response.text()` would drop a byte-order mark. */
async function csvText(response: Response): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
}

describe('leads export', () => {
  it('is switched off without a configured token', async () => {
    const { get } = await setup(null);
    expect((await get()).status).toBe(503);
  });

  it('refuses a missing or wrong token, and past three wrong ones refuses even the right one', async () => {
    const { get } = await setup();
    expect((await get('', null)).status).toBe(401);
    expect((await get('', 'Bearer wrong')).status).toBe(401);
    expect((await get('', 'Bearer wrong-again')).status).toBe(401);
    expect((await get('', 'Bearer one-more')).status).toBe(429);
    expect((await get('', `Bearer ${TOKEN}`)).status).toBe(429);
    // Another address is not affected.
    expect((await get('', `Bearer ${TOKEN}`, '192.0.2.2')).status).toBe(200);
  });

  it('exports every lead with its property reference, defusing formulas, never cached', async () => {
    const { db, get } = await setup();
    const property = await createTestProperty(db);
    await db.lead.create({
      data: leadRow({
        type: 'contact-me',
        locale: 'nl',
        propertyId: property.id,
        sourcePage: '/nl/contact/',
        payload: {
          firstName: 'Jan',
          lastName: 'Peeters',
          email: 'jan@example.be',
          phone: '+32470123456',
          message: '=1+1, "quoted"',
        },
      }),
    });
    await db.lead.create({ data: leadRow() });
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await csvText(response);
    // The byte-order mark makes Excel read the accents as UTF-8.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = rows(text);
    expect(lines[0]).toEqual([...LEAD_COLUMNS]);
    expect(lines).toHaveLength(3);
    expect(lines[1]!.slice(2, 14)).toEqual([
      'contact-me',
      'nl',
      String(property.id),
      property.recordFile,
      '',
      'Jan',
      'Peeters',
      'jan@example.be',
      "'+32470123456",
      `'=1+1, "quoted"`,
      'true',
      '/nl/contact/',
    ]);
  });

  it('separates with ";" for a French, Dutch or German request and with "," for an English one', async () => {
    const { db, get } = await setup();
    await db.lead.create({ data: leadRow({ payload: { lastName: 'Lefèvre' } }) });
    const header = async (acceptLanguage?: string) =>
      (await csvText(await get('', `Bearer ${TOKEN}`, '192.0.2.1', acceptLanguage))).split('\r\n')[0];
    const quoted = LEAD_COLUMNS.map((column) => `"${column}"`);
    expect(await header()).toBe(`\uFEFF${quoted.join(';')}`);
    expect(await header('nl-BE,nl;q=0.9')).toBe(`\uFEFF${quoted.join(';')}`);
    expect(await header('de-DE')).toBe(`\uFEFF${quoted.join(';')}`);
    expect(await header('en-GB,en;q=0.9,fr;q=0.5')).toBe(`\uFEFF${quoted.join(',')}`);
    const english = rows(await (await get('', `Bearer ${TOKEN}`, '192.0.2.1', 'en')).text(), ',');
    expect(english[1]).toHaveLength(LEAD_COLUMNS.length);
    expect(english[1]![LEAD_COLUMNS.indexOf('lastName')]).toBe('Lefèvre');
  });

  it.each([
    ['French', undefined, ';'],
    ['English', 'en', ','],
  ])(
    'leaves no cell starting with "=" for a lead named csvprobeC;=1+1 (%s request)',
    async (_language, acceptLanguage, separator) => {
      const { db, get } = await setup();
      await db.lead.create({
        data: leadRow({ payload: { firstName: 'csvprobeC;=1+1', lastName: 'csvprobeC,=1+1', message: '=1+1' } }),
      });
      const lines = rows(await (await get('', `Bearer ${TOKEN}`, '192.0.2.1', acceptLanguage)).text(), separator);
      expect(lines.flat().filter((cell) => cell.startsWith('='))).toEqual([]);
      expect(lines).toHaveLength(2);
      for (const line of lines) expect(line).toHaveLength(LEAD_COLUMNS.length);
      expect(lines[1]![LEAD_COLUMNS.indexOf('firstName')]).toContain('csvprobeC;');
    },
  );

  it('filters by type and by day, both ends included', async () => {
    const { db, get } = await setup();
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    await db.lead.createMany({
      data: [
        leadRow({ createdAt: at('2026-11-01') }),
        leadRow({ createdAt: at('2026-11-10') }),
        leadRow({ type: 'contact-demand', createdAt: at('2026-11-10') }),
        leadRow({ createdAt: at('2026-11-20') }),
      ],
    });
    expect(rows(await (await get('?type=site-contact')).text())).toHaveLength(4);
    expect(rows(await (await get('?from=2026-11-10&to=2026-11-20')).text())).toHaveLength(4);
    expect(rows(await (await get('?from=2026-11-10&to=2026-11-10&type=contact-demand')).text())).toHaveLength(2);
    expect((await get('?from=yesterday')).status).toBe(400);
  });

  it('streams more leads than one page holds', async () => {
    const { db, get } = await setup();
    await db.lead.createMany({
      data: Array.from({ length: 1203 }, (_, index) => leadRow({ payload: { email: `visitor${index}@example.be` } })),
    });
    const lines = rows(await (await get()).text());
    expect(lines).toHaveLength(1204);
    expect(new Set(lines.map((line) => line.join(';'))).size).toBe(1204);
  });
});
