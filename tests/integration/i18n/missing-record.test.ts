// What the proxy answers with the server-rendered 404 page before any page runs
// (lib/site/missing-record.ts): a property or project not on offer, and an article path that names
// no article or category, on the seeded site content.
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/prisma-client';
import { missingRecord as missingIn } from '@/lib/site/missing-record';
import { ARTICLE_CATEGORY_IDS, seedSiteContent } from '@/prisma/seed/site-content';
import { createTestProperty } from '../support/catalogue-fixture';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

let current: Db;
const missingRecord = (path: string, locale: Parameters<typeof missingIn>[2]) => missingIn(current, path, locale);

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
});
