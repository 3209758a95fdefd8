// The keeping times set in the back-office's settings (docs/forms.md, personal data) through their
// route handler, on the test database of the run (SQLite, or PostgreSQL in the PostgreSQL run):
// each kind within its bounds, what the write logs and expires, and the privacy statement of the
// seeded content stating the periods in force in all four languages.
import { revalidateTag } from 'next/cache';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { withRetentionPeriods } from '@/lib/privacy/privacy-periods';
import { DEFAULT_RETENTION_PERIODS, RETENTION_KINDS, RETENTION_RULES } from '@/lib/privacy/retention-periods';
import { seedSiteContent } from '@/prisma/seed/site-content';
import { backOfficeFixture, postForm, session } from '../support/back-office';

vi.mock('server-only', () => ({}));

const { db, editor, saveRoute, queries } = await backOfficeFixture({
  signedIn: 'admin',
  load: async () => ({
    saveRoute: (await import('@/app/api/admin/settings/retention/route')).POST,
    queries: await import('@/lib/site/queries'),
  }),
});
await seedSiteContent(db);

beforeEach(async () => {
  await db.auditEntry.deleteMany();
  await db.retentionPeriod.deleteMany();
});

const asFields = (periods: Record<string, number | string>) =>
  Object.fromEntries(Object.entries(periods).map(([kind, amount]) => [kind, String(amount)]));
const save = (periods: Record<string, number | string>) =>
  postForm(saveRoute, '/api/admin/settings/retention/', { back: '/admin/settings/', ...asFields(periods) });
const location = (response: Response) => response.headers.get('location');

describe('POST /api/admin/settings/retention/', () => {
  it('saves the kinds changed, logs their values and expires site content', async () => {
    const response = await save({ ...DEFAULT_RETENTION_PERIODS, leads: 18, sentMails: 60 });

    expect(location(response)).toBe('/admin/settings/?notice=retentionSaved');
    expect(await db.retentionPeriod.findMany({ orderBy: { kind: 'asc' } })).toEqual([
      { kind: 'leads', amount: 18 },
      { kind: 'sentMails', amount: 60 },
    ]);
    expect(await db.auditEntry.findMany({ select: { action: true, subject: true, detail: true } })).toEqual([
      { action: 'settings.editRetention', subject: 'retention', detail: JSON.stringify({ leads: 18, sentMails: 60 }) },
    ]);
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([['site-content', { expire: 0 }]]);
  });

  it('writes nothing when nothing changed', async () => {
    await save({ ...DEFAULT_RETENTION_PERIODS, leads: 18 });
    vi.mocked(revalidateTag).mockClear();
    expect(location(await save({ ...DEFAULT_RETENTION_PERIODS, leads: 18 }))).toBe(
      '/admin/settings/?notice=retentionSaved',
    );
    expect(await db.auditEntry.count()).toBe(1);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each(RETENTION_KINDS)('takes %s at its bounds and refuses it past them', async (kind) => {
    const { min, max } = RETENTION_RULES[kind];
    expect(location(await save({ ...DEFAULT_RETENTION_PERIODS, [kind]: min }))).toContain('notice=retentionSaved');
    expect(location(await save({ ...DEFAULT_RETENTION_PERIODS, [kind]: max }))).toContain('notice=retentionSaved');
    for (const refused of [min - 1, max + 1, '1.5', '', 'x']) {
      expect(location(await save({ ...DEFAULT_RETENTION_PERIODS, [kind]: refused })), String(refused)).toBe(
        `/admin/settings/?error=invalid&field=${kind}`,
      );
    }
    expect(await db.retentionPeriod.findMany()).toEqual([{ kind, amount: max }]);
  });

  it('is an admin’s: an editor gets a 404 and changes nothing', async () => {
    session.staffId = editor;
    expect((await save({ ...DEFAULT_RETENTION_PERIODS, leads: 2 })).status).toBe(404);
    expect(await db.retentionPeriod.count()).toBe(0);
  });
});

describe('the privacy statement', () => {
  it.each(LOCALES)('states in %s the periods in force, read from the settings', async (locale) => {
    await save({ ...DEFAULT_RETENTION_PERIODS, leads: 18, auditEntries: 48 });
    const article = await queries.getArticle('privacy-statement', locale);
    const html = withRetentionPeriods(article!.body, locale, {
      retention: await queries.getRetentionPeriods(),
      documentDays: 90,
    });

    expect(article!.body).toContain('{{retention.leads}}');
    expect(html).not.toContain('{{');
    const months = (amount: number) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(amount);
    const days = (amount: number) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(amount);
    for (const period of [months(18), months(48), days(30), days(90)]) expect(html).toContain(period);
    expect(html).not.toContain(months(24));
  });
});
