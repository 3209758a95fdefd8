// GET /api/agency/leads/: only with the token, wrong guesses limited per address, filters by
// type and day, and every lead in the CSV with formula-looking texts defused.
import { describe, expect, it } from 'vitest';
import { handleLeadExport, LEAD_COLUMNS } from '@/lib/leads/lead-export';
import { createRateLimiter } from '@/lib/rate-limit/create-rate-limiter';
import { createTestProperty } from './support/catalogue-fixture';
import { testDatabaseHooks } from './support/test-database-hooks';

const TOKEN = 'leads-export-token-0123456789';
const { freshDb } = testDatabaseHooks();

async function setup(configured: string | null = TOKEN) {
  const token = configured ?? undefined;
  const db = await freshDb();
  const failures = createRateLimiter({ name: 'leads-export:failures', points: 3, windowSeconds: 900 }, { db });
  const get = (query = '', authorization: string | null = `Bearer ${TOKEN}`, address = '192.0.2.1') =>
    handleLeadExport(
      new Request(`http://localhost/api/agency/leads/${query}`, {
        headers: authorization ? { authorization } : {},
      }),
      { db, token, failures, address },
    );
  return { db, get };
}

function rows(csv: string): string[] {
  return csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
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
      data: {
        type: 'contact-me',
        locale: 'nl',
        propertyId: property.id,
        consent: true,
        sourcePage: '/nl/contact/',
        payload: JSON.stringify({
          firstName: 'Jan',
          lastName: 'Peeters',
          email: 'jan@example.be',
          phone: '+32470123456',
          message: '=1+1, "quoted"',
        }),
      },
    });
    await db.lead.create({ data: { type: 'site-contact', locale: 'fr', consent: true, payload: '{}' } });
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const lines = rows(await response.text());
    expect(lines[0]).toBe(LEAD_COLUMNS.join(','));
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      `,contact-me,nl,${property.id},${property.recordFile},,Jan,Peeters,jan@example.be,'+32470123456,"'=1+1, ""quoted""",true,/nl/contact/,`,
    );
  });

  it('filters by type and by day, both ends included', async () => {
    const { db, get } = await setup();
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    await db.lead.createMany({
      data: [
        { type: 'site-contact', locale: 'fr', consent: true, payload: '{}', createdAt: at('2026-11-01') },
        { type: 'site-contact', locale: 'fr', consent: true, payload: '{}', createdAt: at('2026-11-10') },
        { type: 'contact-demand', locale: 'fr', consent: true, payload: '{}', createdAt: at('2026-11-10') },
        { type: 'site-contact', locale: 'fr', consent: true, payload: '{}', createdAt: at('2026-11-20') },
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
      data: Array.from({ length: 1203 }, (_, index) => ({
        type: 'site-contact',
        locale: 'fr',
        consent: true,
        payload: JSON.stringify({ email: `visitor${index}@example.be` }),
      })),
    });
    const lines = rows(await (await get()).text());
    expect(lines).toHaveLength(1204);
    expect(new Set(lines).size).toBe(1204);
  });
});
