// What the proxy answers with the server-rendered 404 page before any page runs
// (lib/site/missing-record.ts): a property or project not on offer, and an article path that names
// no article or category, on the seeded site content; and how long the server remembers the
// answer (lib/site/remembered-record-reads.ts).
import { describe, expect, it } from 'vitest';
import { forgetLocalCopies } from '@/lib/cache/forget-local-copies';
import { CACHE_TAG } from '@/lib/cache/tags';
import type { Db } from '@/lib/prisma-client';
import { WITHDRAWN } from '@/lib/properties/status';
import { missingRecord as missingIn, recordReads } from '@/lib/site/missing-record';
import { rememberedRecordReads } from '@/lib/site/remembered-record-reads';
import { ARTICLE_CATEGORY_IDS, seedSiteContent } from '@/prisma/seed/site-content';
import { createTestProperty } from '../support/catalogue-fixture';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

let current: Db;
const missingRecord = (path: string, locale: Parameters<typeof missingIn>[2]) =>
  missingIn(recordReads(current), path, locale);

async function site(): Promise<Db> {
  const db = await freshDb();
  await seedSiteContent(db);
  current = db;
  return db;
}

describe('missingRecord', () => {
  it('lets every article and category below the agency page reach its page, in its language or another', async () => {
    await site();
    for (const [path, locale] of [
      ['/our-agency/equipe/sophie-lambert/', 'fr'],
      ['/our-agency/team/sophie-lambert/', 'nl'],
      ['/our-agency/leistungen/verkauf/', 'de'],
      ['/our-agency/services/sales', 'en'],
      ['/our-agency/equipe/', 'fr'],
      ['/our-agency/notre-histoire/', 'fr'],
      // A slug of another language: the page redirects to this language's path.
      ['/our-agency/diensten/verkoop/', 'fr'],
      ['/our-agency/%C3%A9quipe/', 'fr'],
    ] as const) {
      expect(await missingRecord(path, locale), path).toBeNull();
    }
  });

  it('answers an article path that names nothing with the 404 page', async () => {
    await site();
    for (const path of [
      '/our-agency/equipe/personne/',
      '/our-agency/personne/',
      '/our-agency/equipe/sophie-lambert/extra/',
      // Outside the agency page's categories: the privacy statement is a page of its own.
      '/our-agency/declaration-de-confidentialite/',
    ]) {
      expect(await missingRecord(path, 'fr'), path).toBe('article');
    }
  });

  it('answers an article without a text in the page language with the 404 page', async () => {
    const db = await site();
    await db.article.create({
      data: {
        key: 'team-french-only',
        categoryId: ARTICLE_CATEGORY_IDS.team,
        translations: { create: { locale: 'fr', title: 'Marie Dubois', body: '<p>Bonjour</p>' } },
      },
    });
    expect(await missingRecord('/our-agency/equipe/marie-dubois/', 'fr')).toBeNull();
    // Its Dutch path falls back to the French slug, but the page would have nothing to show.
    expect(await missingRecord('/our-agency/team/marie-dubois/', 'nl')).toBe('article');
  });

  it('still answers properties and projects by their record', async () => {
    const db = await site();
    const property = await createTestProperty(db);
    expect(await missingRecord(`/for-sale/uccle/maison/${property.id}/`, 'fr')).toBeNull();
    expect(await missingRecord('/for-rent/-/-/99999999/', 'nl')).toBe('property');
    expect(await missingRecord('/projects/-/-/99999999/', 'fr')).toBe('project');
    expect(await missingRecord('/contact/', 'fr')).toBeNull();
    expect(await missingRecord('/our-agency/', 'fr')).toBeNull();
  });

  it('remembers an answer until the data it is made of expires, on this server or announced by another', async () => {
    const db = await site();
    // Answers of earlier tests' databases, kept in this process, go first.
    forgetLocalCopies(new Set([CACHE_TAG.properties, CACHE_TAG.siteContent]));
    const remembered = rememberedRecordReads(db);
    const [property, other] = [await createTestProperty(db), await createTestProperty(db)];
    const path = `/for-sale/uccle/maison/${property.id}/`;
    expect(await missingIn(remembered, path, 'fr')).toBeNull();

    await db.property.update({ where: { id: property.id }, data: { status: WITHDRAWN } });
    // Another property's change leaves the answer as it was; the database is not read again.
    forgetLocalCopies(new Set([CACHE_TAG.property(other.id), CACHE_TAG.listings]));
    expect(await missingIn(remembered, path, 'fr')).toBeNull();
    // The write that withdrew it expires its tag: the next request finds it missing at once.
    forgetLocalCopies(new Set([CACHE_TAG.property(property.id)]));
    expect(await missingIn(remembered, path, 'fr')).toBe('property');
    expect(await missingRecord(path, 'fr')).toBe('property');

    // The article tree goes with the site content.
    expect(await missingIn(remembered, '/our-agency/equipe/marie-dubois/', 'fr')).toBe('article');
    await db.article.create({
      data: {
        key: 'team-remembered',
        categoryId: ARTICLE_CATEGORY_IDS.team,
        translations: { create: { locale: 'fr', title: 'Marie Dubois', body: '<p>Bonjour</p>' } },
      },
    });
    forgetLocalCopies(new Set([CACHE_TAG.siteContent]));
    expect(await missingIn(remembered, '/our-agency/equipe/marie-dubois/', 'fr')).toBeNull();
  });
});
