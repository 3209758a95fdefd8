// Finds or creates the City row of a town named in the feed, writing only what changed.
import { slugify } from '@/lib/domain/slug';
import { FEED_LANGUAGES, LUXEMBOURG, type FeedLanguage } from './feed-schema';
import type { Tx } from './transaction';

export type CityNames = Partial<Record<FeedLanguage, string>>;

export type CityInput = {
  countryId: number;
  zip: string;
  names: CityNames;
  /** Only the citys list carries a town's own coordinates; properties leave them alone. */
  latitude?: number | null;
  longitude?: number | null;
};

type KnownCity = {
  id: number;
  key: string;
  zip: string;
  countryId: number;
  latitude: number | null;
  longitude: number | null;
  names: Map<string, { name: string; slug: string }>;
};

/** "L-1616" and "1616" are the same Luxembourg postcode. */
export function normalizeZip(zip: string, countryId: number): string {
  const trimmed = zip.trim();
  return countryId === LUXEMBOURG ? trimmed.replace(/^L-?/i, '') : trimmed;
}

/** The CRM's identity of a town: country, postcode and its name in the first language sent. */
export function cityKey(countryId: number, zip: string, names: CityNames): string | null {
  const language = FEED_LANGUAGES.find((candidate) => names[candidate]);
  const name = language ? names[language] : undefined;
  return name ? `${countryId}-${normalizeZip(zip, countryId)}-${slugify(name)}` : null;
}

export class CityResolver {
  private readonly byKey = new Map<string, KnownCity>();

  private constructor(cities: KnownCity[]) {
    for (const city of cities) this.byKey.set(city.key, city);
  }

  static async load(db: Tx): Promise<CityResolver> {
    const rows = await db.city.findMany({ include: { translations: true } });
    return new CityResolver(
      rows.map((row) => ({
        ...row,
        names: new Map(row.translations.map((t) => [t.locale, { name: t.name, slug: t.slug }])),
      })),
    );
  }

  /** A town sent only in Dutch still finds the row keyed by its French name, through the slugs. */
  private find(key: string, input: CityInput, zip: string): KnownCity | undefined {
    const exact = this.byKey.get(key);
    if (exact) return exact;
    for (const city of this.byKey.values()) {
      if (city.countryId !== input.countryId || city.zip !== zip) continue;
      const sameName = FEED_LANGUAGES.some((language) => {
        const name = input.names[language];
        return name !== undefined && city.names.get(language)?.slug === slugify(name);
      });
      if (sameName) return city;
    }
    return undefined;
  }

  /** The City id for a town, creating the row or updating its names and position if they changed. */
  async ensure(tx: Tx, input: CityInput): Promise<number> {
    const zip = normalizeZip(input.zip, input.countryId);
    const key = cityKey(input.countryId, zip, input.names);
    if (!key) throw new Error('a town needs a name in at least one language');
    const names = FEED_LANGUAGES.flatMap((locale) => {
      const name = input.names[locale];
      return name ? [{ locale, name, slug: slugify(name) }] : [];
    });

    const known = this.find(key, input, zip);
    if (!known) {
      const created = await tx.city.create({
        data: {
          key,
          zip,
          countryId: input.countryId,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          translations: { create: names },
        },
      });
      this.byKey.set(key, {
        ...created,
        names: new Map(names.map(({ locale, name, slug }) => [locale, { name, slug }])),
      });
      return created.id;
    }

    for (const { locale, name, slug } of names) {
      if (known.names.get(locale)?.name === name) continue;
      await tx.cityTranslation.upsert({
        where: { cityId_locale: { cityId: known.id, locale } },
        create: { cityId: known.id, locale, name, slug },
        update: { name, slug },
      });
      known.names.set(locale, { name, slug });
    }
    const moved =
      input.latitude != null &&
      input.longitude != null &&
      (known.latitude !== input.latitude || known.longitude !== input.longitude);
    if (moved) {
      await tx.city.update({ where: { id: known.id }, data: { latitude: input.latitude, longitude: input.longitude } });
      known.latitude = input.latitude ?? null;
      known.longitude = input.longitude ?? null;
    }
    return known.id;
  }
}
