// Search alerts after an import: the import's new and changed properties are matched against the
// active alerts; each alert gets one mail listing its new matches, never the same property twice,
// and the signed link in it unsubscribes that alert only.
import { describe, expect, it } from 'vitest';
import { searchAlertsAfterImport, searchAlertsAfterSeed } from '@/lib/import/alerts-after-import';
import { notifySearchAlerts } from '@/lib/alerts/notify-matches';
import { parseUnsubscribeRequest, unsubscribe, unsubscribeState } from '@/lib/alerts/unsubscribe';
import { unsubscribeKey } from '@/lib/alerts/unsubscribe-key';
import { signUnsubscribe } from '@/lib/alerts/unsubscribe-token';
import { importFeed } from '@/lib/import/import-feed';
import type { Db } from '@/lib/prisma-client';
import { alertFeed, FLAT, HOUSE, type PropertyDraft } from '../support/alert-feed';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

const TOWNS = {
  uccle: { Name: 'Uccle', Zip: '1180' },
  namur: { Name: 'Namur', Zip: '5000' },
  luxembourg: { Name: 'Luxembourg', Zip: 'L-1009', CountryID: 50 },
};

type Draft = PropertyDraft<keyof typeof TOWNS>;

/** The properties in TOWNS, without marquee unless said. */
const feed = (drafts: Draft[]) =>
  alertFeed(
    TOWNS,
    drafts.map((draft) => ({ marquee: 0, ...draft })),
  );

const SITE = 'http://localhost:3000';
const ALERT = {
  goal: 0,
  typeWebIds: String(HOUSE),
  zones: 'brussels',
  priceMin: 200_000,
  priceMax: 400_000,
  bedroomsMin: 2,
};

const importWithAlerts = (db: Db, drafts: Draft[]) =>
  importFeed(db, feed(drafts), { afterImport: [searchAlertsAfterImport] });

describe('search alerts after an import', () => {
  it('mails each alert once, in its language, with only the properties it asked for', async () => {
    const db = await freshDb();
    // One after the other: the ids (and so the order of matches and mails) must be known.
    const buyer = await db.searchAlert.create({ data: { ...ALERT, email: 'buyer@example.be', locale: 'nl' } });
    const unsubscribed = await db.searchAlert.create({
      data: { ...ALERT, email: 'gone@example.be', locale: 'fr', unsubscribedAt: new Date() },
    });
    const tenant = await db.searchAlert.create({
      data: {
        email: 'tenant@example.lu',
        locale: 'de',
        goal: 1,
        typeWebIds: '',
        zones: 'luxembourg',
        priceMax: 2_000,
      },
    });
    const report = await importWithAlerts(db, [
      { id: 101 },
      { id: 102, goal: 1, price: 1_500 },
      { id: 103, type: FLAT },
      { id: 104, town: 'namur' },
      { id: 105, price: 450_000 },
      { id: 106, bedrooms: 1 },
      { id: 107, price: 900_000, publishPrice: false },
      { id: 108, marquee: 3 },
      { id: 109, goal: 1, type: FLAT, town: 'luxembourg', price: 1_800, bedrooms: 2 },
      { id: 110, goal: 1, town: 'luxembourg', price: 2_500 },
    ]);
    expect(report.afterImport).toEqual([{ name: 'search-alerts', error: null }]);

    const matches = await db.searchAlertMatch.findMany({ orderBy: [{ alertId: 'asc' }, { propertyId: 'asc' }] });
    // 102 rents, 103 is a flat, 104 is in Namur, 105 costs too much, 106 has too few bedrooms,
    // 108 is sold; 107's price is not published, so it cannot exclude it (nor be revealed by it).
    expect(matches.map((match) => `${match.alertId}:${match.propertyId}`)).toEqual([
      `${buyer.id}:101`,
      `${buyer.id}:107`,
      `${tenant.id}:109`,
    ]);

    const mails = await db.outboxEmail.findMany({ orderBy: { id: 'asc' } });
    expect(mails.map((mail) => mail.to)).toEqual(['buyer@example.be', 'tenant@example.lu']);
    const [dutch, german] = mails;
    expect(dutch!.subject).toBe('2 nieuwe panden passen bij uw zoekopdracht');
    expect(dutch!.text).toContain('Bien 101 — 1180 Uccle\n€ 300.000');
    expect(dutch!.text).toContain('Bien 107 — 1180 Uccle\nPrijs op aanvraag');
    expect(dutch!.text).not.toContain('900');
    expect(dutch!.text).toContain(`${SITE}/nl/te-koop/uccle/bien-101/101/`);
    expect(dutch!.text).not.toContain('Bien 103');
    expect(german!.subject).toBe('Eine neue Immobilie passt zu Ihrem Suchauftrag');
    expect(german!.text).toContain('/de/zu-vermieten/');

    // Every alert mail carries the signed unsubscribe link and the one-click headers.
    const link = `${SITE}/nl/uitschrijven/?kind=alert&id=${buyer.id}&token=${signUnsubscribe(unsubscribeKey(), 'alert', buyer.id)}`;
    expect(dutch!.text).toContain(link);
    expect(JSON.parse(dutch!.headers!)).toEqual({
      'List-Unsubscribe': `<${SITE}/api/unsubscribe/?kind=alert&id=${buyer.id}&token=${signUnsubscribe(unsubscribeKey(), 'alert', buyer.id)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await db.searchAlert.findUniqueOrThrow({ where: { id: unsubscribed.id } })).toMatchObject({
      lastMatchedAt: null,
    });
  });

  it('never mails a property twice to the same alert, but mails a newly matching change', async () => {
    const db = await freshDb();
    await db.searchAlert.create({ data: { ...ALERT, email: 'buyer@example.be', locale: 'fr' } });
    await importWithAlerts(db, [{ id: 201 }, { id: 202, price: 600_000 }]);
    expect(await db.outboxEmail.count()).toBe(1);

    // Re-imported unchanged, then with 201 changed: 201 was mailed already; 202 now fits the budget.
    await importWithAlerts(db, [{ id: 201 }, { id: 202, price: 600_000 }]);
    await importWithAlerts(db, [
      { id: 201, bedrooms: 4 },
      { id: 202, price: 350_000 },
    ]);
    const mails = await db.outboxEmail.findMany({ orderBy: { id: 'asc' } });
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Un nouveau bien correspond à votre recherche');
    expect(mails[1]!.text).toContain('Bien 202');
    expect(mails[1]!.text).not.toContain('Bien 201');
    expect(await db.searchAlertMatch.count()).toBe(2);
  });

  it('after seeding, matches the whole catalogue once', async () => {
    const db = await freshDb();
    await importFeed(db, feed([{ id: 301 }, { id: 302 }]), { afterImport: [] });
    await db.searchAlert.create({ data: { ...ALERT, email: 'demo@example.be', locale: 'en' } });
    expect(await searchAlertsAfterSeed(db)).toMatchObject({ alertsMailed: 1, matches: 2 });
    expect(await searchAlertsAfterSeed(db)).toMatchObject({ alertsMailed: 0, matches: 0 });
    expect((await db.outboxEmail.findFirstOrThrow()).subject).toBe('2 new properties match your search');
  });

  it('lists twenty properties at most and links to the rest', async () => {
    const db = await freshDb();
    await db.searchAlert.create({ data: { ...ALERT, email: 'buyer@example.be', locale: 'en' } });
    const ids = Array.from({ length: 23 }, (_, index) => 400 + index);
    await importFeed(db, feed(ids.map((id) => ({ id }))), { afterImport: [] });
    await notifySearchAlerts(db, ids, { siteUrl: SITE, unsubscribeKey: 'test-key' });
    const mail = await db.outboxEmail.findFirstOrThrow();
    expect(mail.subject).toBe('23 new properties match your search');
    expect(mail.text.match(/\/en\/for-sale\/[^\s]+\/\d+\//g)).toHaveLength(20);
    expect(mail.text).toContain(`… and 3 more properties on our website: ${SITE}/en/for-sale/`);
    expect(await db.searchAlertMatch.count()).toBe(23);
  });
});

describe('unsubscribing from an alert', () => {
  async function withAlert() {
    const db = await freshDb();
    const alert = await db.searchAlert.create({ data: { ...ALERT, email: 'buyer@example.be', locale: 'fr' } });
    const key = unsubscribeKey();
    const request = (token: string, id = alert.id, kind = 'alert') =>
      parseUnsubscribeRequest((name) => ({ kind, id: String(id), token })[name]);
    return { db, alert, key, request, token: signUnsubscribe(key, 'alert', alert.id) };
  }

  it('stops the alert named by a signed link, and later imports skip it', async () => {
    const { db, alert, key, request, token } = await withAlert();
    expect(await unsubscribeState(db, key, request(token))).toBe('active');
    expect(await unsubscribe(db, key, request(token))).toBe(true);
    expect(await unsubscribeState(db, key, request(token))).toBe('unsubscribed');
    const stopped = await db.searchAlert.findUniqueOrThrow({ where: { id: alert.id } });
    expect(stopped.unsubscribedAt).toBeInstanceOf(Date);
    // A second click keeps the first date.
    expect(await unsubscribe(db, key, request(token), new Date('2030-01-01'))).toBe(true);
    expect((await db.searchAlert.findUniqueOrThrow({ where: { id: alert.id } })).unsubscribedAt).toEqual(
      stopped.unsubscribedAt,
    );

    await importWithAlerts(db, [{ id: 501 }]);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it('says an erased alert is unsubscribed, from its signed link', async () => {
    const { db, alert, key, request, token } = await withAlert();
    await db.searchAlert.delete({ where: { id: alert.id } });
    expect(await unsubscribeState(db, key, request(token))).toBe('unsubscribed');
    expect(await unsubscribe(db, key, request(token))).toBe(true);
    expect(await unsubscribeState(db, key, request('A'.repeat(43)))).toBe('invalid');
  });

  it('refuses forged, swapped and cut links and changes nothing', async () => {
    const { db, alert, key, request, token } = await withAlert();
    const other = await db.searchAlert.create({ data: { ...ALERT, email: 'other@example.be', locale: 'fr' } });
    const forged = [
      request('A'.repeat(43)),
      request(token, other.id),
      request(token, alert.id, 'newsletter'),
      request(signUnsubscribe('another-key', 'alert', alert.id)),
      request(''),
      parseUnsubscribeRequest((name) => ({ kind: 'alert', id: 'abc', token })[name]),
    ];
    for (const attempt of forged) {
      expect(await unsubscribeState(db, key, attempt)).toBe('invalid');
      expect(await unsubscribe(db, key, attempt)).toBe(false);
    }
    expect(await db.searchAlert.count({ where: { unsubscribedAt: { not: null } } })).toBe(0);
  });
});
