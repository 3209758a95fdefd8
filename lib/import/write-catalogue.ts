// Property types, agency managers and the towns of the citys list: small tables, written only
// where a row differs from the feed so that a repeated import changes nothing.
import { BELGIUM, FEED_LANGUAGES, type CityRecord, type ManagerRecord, type TypeRecord } from './feed-schema';
import type { CityNames, CityResolver } from './city-resolver';
import { normalizeZip } from './city-resolver';
import type { RejectedRecord } from './import-report';
import type { Db } from '@/lib/prisma-client';
import type { Tx } from './transaction';
import type { RecordGroup } from './validate-feed';

type TypeRow = { id: number; webId: number; showOrder: number; sale: boolean; rent: boolean };
type KnownType = TypeRow & { translations: { locale: string; name: string }[] };

/** What the feed's types change, planned before any write; `idByWebId` resolves the properties' WebID. */
export type TypePlan = {
  idByWebId: Map<number, number>;
  creates: TypeRow[];
  updates: TypeRow[];
  names: { typeId: number; locale: string; name: string }[];
};

export function loadTypes(db: Db): Promise<KnownType[]> {
  return db.propertyType.findMany({ include: { translations: { select: { locale: true, name: true } } } });
}

/** Plans the types' rows, rejecting a type that claims a WebID another type holds. */
export function planTypes(
  existing: readonly KnownType[],
  groups: readonly RecordGroup<TypeRecord>[],
  rejected: RejectedRecord[],
): TypePlan {
  const byId = new Map(existing.map((type) => [type.id, type]));
  const idByWebId = new Map(existing.map((type) => [type.webId, type.id]));
  const plan: TypePlan = { idByWebId, creates: [], updates: [], names: [] };

  for (const { id, records } of groups) {
    const [first] = records;
    const owner = idByWebId.get(first.WebID);
    if (owner !== undefined && owner !== id) {
      rejected.push({
        kind: 'type',
        id,
        language: null,
        field: 'WebID',
        message: `WebID ${first.WebID} already belongs to type ${owner}`,
      });
      continue;
    }
    const row = {
      id,
      webId: first.WebID,
      showOrder: first.ShowOrder ?? 0,
      sale: first.Sale ?? true,
      rent: first.Rent ?? true,
    };
    const current = byId.get(id);
    if (!current) {
      plan.creates.push(row);
    } else if (
      current.webId !== row.webId ||
      current.showOrder !== row.showOrder ||
      current.sale !== row.sale ||
      current.rent !== row.rent
    ) {
      idByWebId.delete(current.webId);
      plan.updates.push(row);
    }
    idByWebId.set(row.webId, id);
    for (const record of records) {
      if (current?.translations.find((t) => t.locale === record.language)?.name === record.Name) continue;
      plan.names.push({ typeId: id, locale: record.language, name: record.Name });
    }
  }
  return plan;
}

export async function writeTypes(tx: Tx, plan: TypePlan): Promise<void> {
  for (const row of plan.creates) await tx.propertyType.create({ data: row });
  for (const { id, ...data } of plan.updates) await tx.propertyType.update({ where: { id }, data });
  for (const { typeId, locale, name } of plan.names) {
    await tx.propertyTypeTranslation.upsert({
      where: { typeId_locale: { typeId, locale } },
      create: { typeId, locale, name },
      update: { name },
    });
  }
}

/** Writes the managers and returns the ids of every known one. */
export async function writeManagers(tx: Tx, managers: readonly ManagerRecord[]): Promise<Set<number>> {
  const existing = await tx.agencyContact.findMany();
  const byId = new Map(existing.map((contact) => [contact.id, contact]));
  for (const manager of managers) {
    const data = {
      name: manager.Name,
      email: manager.Email,
      phone: manager.Phone,
      role: manager.Role ?? null,
      pictureUrl: manager.PictureUrl ?? null,
    };
    const current = byId.get(manager.ID);
    if (!current) {
      await tx.agencyContact.create({ data: { id: manager.ID, ...data } });
    } else if (
      current.name !== data.name ||
      current.email !== data.email ||
      current.phone !== data.phone ||
      current.role !== data.role ||
      current.pictureUrl !== data.pictureUrl
    ) {
      await tx.agencyContact.update({ where: { id: manager.ID }, data });
    }
    byId.set(manager.ID, { id: manager.ID, ...data });
  }
  return new Set(byId.keys());
}

/**
 * The citys list has no town id: records of one postcode are paired across languages by their
 * order, which is exact for the usual case of one town per postcode.
 */
export async function writeCities(tx: Tx, records: readonly CityRecord[], cities: CityResolver): Promise<void> {
  const byPostcode = new Map<string, CityRecord[]>();
  for (const record of records) {
    const countryId = record.CountryID ?? BELGIUM;
    const key = `${countryId}|${normalizeZip(record.Zip, countryId)}`;
    byPostcode.set(key, [...(byPostcode.get(key) ?? []), record]);
  }
  for (const group of byPostcode.values()) {
    const perLanguage = FEED_LANGUAGES.map((language) => group.filter((record) => record.language === language));
    const towns = Math.max(...perLanguage.map((list) => list.length));
    for (let index = 0; index < towns; index += 1) {
      const names: CityNames = {};
      const sameTown: CityRecord[] = [];
      FEED_LANGUAGES.forEach((language, position) => {
        const record = perLanguage[position]?.[index];
        if (!record) return;
        names[language] = record.Name;
        sameTown.push(record);
      });
      const first = sameTown[0];
      if (!first) continue;
      const located = sameTown.find((record) => record.Latitude != null && record.Longitude != null);
      await cities.ensure(tx, {
        countryId: first.CountryID ?? BELGIUM,
        zip: first.Zip,
        names,
        latitude: located?.Latitude ?? null,
        longitude: located?.Longitude ?? null,
      });
    }
  }
}
