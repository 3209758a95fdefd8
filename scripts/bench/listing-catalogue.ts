// Fills a seeded SQLite file with generated properties, straight through better-sqlite3 in one
// transaction (100,000 properties in seconds): the listing benchmark measures queries and pages,
// not the import. Rows look like imported ones: four languages, a picture, a realistic spread of
// goals, types, towns, prices, rooms and surfaces, some hidden prices and addresses.
import Database from 'better-sqlite3';
import { LOCALES } from '@/lib/i18n/locales';
import { slugify } from '@/lib/domain/slug';
import { createRandom } from '@/prisma/seed/prng';
import { GOAL, goalValue } from '@/lib/properties/goal';
import { RENTED_MARQUEE, SOLD_MARQUEE } from '@/lib/properties/marquee';
import { AVAILABLE } from '@/lib/properties/status';
import { STARTING_FROM_UNIT } from '@/lib/domain/price';
import { pricePerM2 } from '@/lib/domain/price-per-m2';

const FIRST_ID = 2_000_001;
const TITLES: Record<(typeof LOCALES)[number], (type: string, town: string, rooms: number) => string> = {
  fr: (type, town, rooms) => `${type} ${rooms} chambres à ${town}`,
  nl: (type, town, rooms) => `${type} met ${rooms} slaapkamers in ${town}`,
  en: (type, town, rooms) => `${rooms}-bedroom ${type.toLowerCase()} in ${town}`,
  de: (type, town, rooms) => `${type} mit ${rooms} Schlafzimmern in ${town}`,
};
const DESCRIPTION =
  'Lumineux et bien situé, proche des commerces, des écoles et des transports en commun. Séjour ouvert sur ' +
  'une cuisine équipée, chambres calmes côté jardin, salle de bains avec baignoire et douche, cave et ' +
  'emplacement de parking. Chauffage central au gaz, double vitrage, toiture récente. À visiter sans tarder.';

type Town = { id: number; zip: string; countryId: number; latitude: number; longitude: number; names: string[] };

/** Adds towns until there are about one per 100 properties, as in a real Belgian catalogue. */
function addTowns(db: Database.Database, wanted: number): Town[] {
  const existing = db
    .prepare(
      `SELECT c.id, c.zip, c.countryId, c.latitude, c.longitude, group_concat(t.name, '|') AS names
       FROM City c JOIN CityTranslation t ON t.cityId = c.id GROUP BY c.id`,
    )
    .all() as (Omit<Town, 'names'> & { names: string })[];
  const towns: Town[] = existing.map((town) => ({ ...town, names: town.names.split('|') }));
  const insertCity = db.prepare(
    'INSERT INTO City (key, zip, countryId, latitude, longitude) VALUES (?, ?, ?, ?, ?) RETURNING id',
  );
  const insertName = db.prepare('INSERT INTO CityTranslation (cityId, locale, name, slug) VALUES (?, ?, ?, ?)');
  const random = createRandom(wanted);
  const used = new Set(towns.map((town) => town.zip));
  while (towns.length < wanted) {
    const zip = String(random.int(1000, 9999));
    if (used.has(zip)) continue;
    used.add(zip);
    const name = `Commune ${zip}`;
    const latitude = 49.6 + random.next() * 1.7;
    const longitude = 2.6 + random.next() * 3.4;
    const { id } = insertCity.get(`10-${zip}-${slugify(name)}`, zip, 10, latitude, longitude) as { id: number };
    for (const locale of LOCALES) insertName.run(id, locale, name, slugify(name));
    towns.push({ id, zip, countryId: 10, latitude, longitude, names: [name] });
  }
  return towns;
}

/** Adds properties until the catalogue holds `size`; returns how many were added. */
export function fillCatalogue(file: string, size: number): number {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  try {
    const present = (db.prepare('SELECT count(*) AS n FROM Property').get() as { n: number }).n;
    const missing = Math.max(0, size - present);
    const types = db
      .prepare(
        `SELECT t.id, t.webId, t.sale, t.rent, group_concat(tt.locale || ':' || tt.name, '|') AS names
         FROM PropertyType t JOIN PropertyTypeTranslation tt ON tt.typeId = t.id GROUP BY t.id ORDER BY t.showOrder`,
      )
      .all() as { id: number; webId: number; sale: number; rent: number; names: string }[];
    const typeName = (type: (typeof types)[number], locale: string) =>
      type.names
        .split('|')
        .find((entry) => entry.startsWith(`${locale}:`))
        ?.slice(3) ?? 'Bien';
    const pictures = db.prepare('SELECT url, width, height FROM PropertyPicture WHERE sort = 0').all() as {
      url: string;
      width: number;
      height: number;
    }[];

    const insertProperty = db.prepare(
      `INSERT INTO Property (id, goal, status, cityId, typeId, webIds, recordFile, marquee, price, priceUnit,
        publishPrice, pricePerM2, publishAddress, street, houseNumber, countryId, latitude, longitude,
        surfaceLiving, surfaceGround, bedrooms, bathrooms, energyPerformance, createdAt, updatedAt)
       VALUES (@id, @goal, @status, @cityId, @typeId, @webIds, @recordFile, @marquee, @price, @priceUnit,
        @publishPrice, @pricePerM2, @publishAddress, @street, @houseNumber, @countryId, @latitude, @longitude,
        @surfaceLiving, @surfaceGround, @bedrooms, @bathrooms, @energyPerformance, @createdAt, @createdAt)`,
    );
    const insertText = db.prepare(
      `INSERT INTO PropertyTranslation (propertyId, locale, title, slug, description, typeDescription)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const insertPicture = db.prepare(
      'INSERT INTO PropertyPicture (id, propertyId, url, width, height, name, sort) VALUES (?, ?, ?, ?, ?, NULL, 0)',
    );

    db.transaction(() => {
      const towns = addTowns(db, Math.max(35, Math.min(1_100, Math.round(size / 100))));
      const start = Date.UTC(2024, 0, 1);
      const random = createRandom(size);
      for (let index = 0; index < missing; index += 1) {
        const id = FIRST_ID + index;
        const goal = random.chance(0.6) ? GOAL.sale : GOAL.rent;
        const candidates = types.filter((type) => (goal === GOAL.sale ? type.sale : type.rent));
        const type = random.pick(candidates);
        const town = random.pick(towns);
        const bedrooms = random.int(0, 6);
        const surface = 35 + bedrooms * 30 + random.int(0, 80);
        const price =
          goal === GOAL.sale ? 90_000 + surface * random.int(1_800, 4_500) : 450 + surface * random.int(8, 16);
        const picture = pictures[index % pictures.length]!;
        const createdAt = new Date(start + random.int(0, 1_000 * 24 * 3600) * 1000)
          .toISOString()
          .replace('Z', '+00:00');
        const row = {
          id,
          goal: goalValue(goal),
          status: AVAILABLE,
          cityId: town.id,
          typeId: type.id,
          webIds: String(type.webId),
          recordFile: `${goal === GOAL.sale ? 'V' : 'L'}-${id}`,
          marquee: random.chance(0.03) ? (goal === GOAL.sale ? SOLD_MARQUEE : RENTED_MARQUEE) : 0,
          price,
          priceUnit: random.chance(0.03) ? STARTING_FROM_UNIT : null,
          publishPrice: random.chance(0.95) ? 1 : 0,
          publishAddress: random.chance(0.85) ? 1 : 0,
          street: 'Rue de la Station',
          houseNumber: String(random.int(1, 250)),
          countryId: town.countryId,
          latitude: town.latitude + (random.next() - 0.5) * 0.02,
          longitude: town.longitude + (random.next() - 0.5) * 0.03,
          surfaceLiving: type.webId === 3 ? null : surface,
          surfaceGround: surface * 2,
          bedrooms: type.webId === 3 ? null : bedrooms,
          bathrooms: random.int(1, 3),
          energyPerformance: random.int(40, 520),
          createdAt,
        };
        // Computed from the row once drawn, so the random sequence (and the catalogue) stays the same.
        const shown = { price: row.price, surfaceLiving: row.surfaceLiving, publishPrice: row.publishPrice === 1 };
        insertProperty.run({ ...row, pricePerM2: pricePerM2(shown) });
        for (const locale of LOCALES) {
          const name = typeName(type, locale);
          const title = TITLES[locale](name, town.names[0] ?? town.zip, Math.max(1, bedrooms));
          insertText.run(id, locale, title, slugify(title), DESCRIPTION, name);
        }
        insertPicture.run(id * 10 + 1, id, picture.url, picture.width, picture.height);
      }
    })();
    return missing;
  } finally {
    db.close();
  }
}
