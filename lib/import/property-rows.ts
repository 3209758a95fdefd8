// Maps one property's records (one per language) to the rows Prisma writes. Language-neutral
// columns come from the first record in fr, nl, en, de order.
import type { Prisma } from '@/generated/prisma/client';
import { pricePerM2 } from '@/lib/domain/price-per-m2';
import { slugify } from '@/lib/domain/slug';
import { toDate } from './coerce';
import { BELGIUM, type PropertyRecord } from './feed-schema';
import { AVAILABLE } from '@/lib/properties/status';
import { goalFromFeed, goalValue } from '@/lib/properties/goal';

type PropertyColumn = keyof Prisma.PropertyUncheckedCreateInput;

/** Detail fields copied as they are: feed name → Property column. */
export const DETAIL_COLUMNS = {
  Latitude: 'latitude',
  Longitude: 'longitude',
  SurfaceTotal: 'surfaceTotal',
  SurfaceLiving: 'surfaceLiving',
  SurfaceGround: 'surfaceGround',
  SurfaceTerrace: 'surfaceTerrace',
  SurfaceGarden: 'surfaceGarden',
  SurfaceConstructed: 'surfaceConstructed',
  SurfaceOffice: 'surfaceOffice',
  SurfaceStore: 'surfaceStore',
  Bedrooms: 'bedrooms',
  Bathrooms: 'bathrooms',
  ShowerRooms: 'showerRooms',
  Toilets: 'toilets',
  Garages: 'garages',
  Parkings: 'parkings',
  Floors: 'floors',
  Floor: 'floor',
  ConstructionYear: 'constructionYear',
  RenovationYear: 'renovationYear',
  Facades: 'facades',
  EnergyPerformance: 'energyPerformance',
  EPCLabelText: 'epcLabelText',
  EPCTotal: 'epcTotal',
  EPCSpec: 'epcSpec',
  EPCUniqueCode: 'epcUniqueCode',
  CO2Emission: 'co2Emission',
  CadastralIncome: 'cadastralIncome',
  ChargesOwner: 'chargesOwner',
  ChargesRenter: 'chargesRenter',
  NotaryFees: 'notaryFees',
  RegistrationRights: 'registrationRights',
  VAT: 'vat',
  Deposit: 'deposit',
  AgencyCost: 'agencyCost',
  InventoryCost: 'inventoryCost',
  PlanningPermit: 'planningPermit',
  SubdivisionPermit: 'subdivisionPermit',
  UrbanDestination: 'urbanDestination',
  PreemptiveRights: 'preemptiveRights',
  Summons: 'summons',
  FloodZoneType: 'floodZoneType',
  FloodPScore: 'floodPScore',
  FloodGScore: 'floodGScore',
  AsbestosType: 'asbestosType',
  Orientation: 'orientation',
  GardenOrientation: 'gardenOrientation',
  Heating: 'heating',
  Windows: 'windows',
  Kitchen: 'kitchen',
  Roof: 'roof',
  ViagerBouquet: 'viagerBouquet',
  ViagerAnnuity: 'viagerAnnuity',
  ViagerAges: 'viagerAges',
  MinimumIncome: 'minimumIncome',
  MaximumPersons: 'maximumPersons',
  VideoUrl: 'videoUrl',
  VirtualTourUrl: 'virtualTourUrl',
  Street: 'street',
  HouseNumber: 'houseNumber',
  BoxNr: 'boxNr',
  MainTypeName: 'mainTypeName',
  PriceUnit: 'priceUnit',
  Price: 'price',
  ProjectID: 'projectId',
  ManagerID: 'managerId',
} as const satisfies Partial<Record<keyof PropertyRecord, PropertyColumn>>;

/** Detail dates (ISO text in the feed). */
export const DATE_COLUMNS = {
  EPCEndDate: 'epcEndDate',
  AvailableFrom: 'availableFrom',
  AsbestosDate: 'asbestosDate',
} as const satisfies Partial<Record<keyof PropertyRecord, PropertyColumn>>;

export type PropertyRows = {
  property: Omit<Prisma.PropertyUncheckedCreateInput, 'id' | 'createdAt'>;
  createdAt: Date | null;
  translations: Omit<Prisma.PropertyTranslationCreateManyInput, 'propertyId'>[];
  pictures: Omit<Prisma.PropertyPictureCreateManyInput, 'propertyId'>[];
  documents: Omit<Prisma.PropertyDocumentCreateManyInput, 'propertyId'>[];
};

function title(record: PropertyRecord): string {
  return record.Title ?? record.TypeDescription ?? record.MainTypeName ?? record.RecordFile;
}

function webIds(record: PropertyRecord): string {
  const ids = (record.WebIDs ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids.length ? ids : [String(record.WebID)])].join(',');
}

/** Each picture's caption in every language that names it, by picture ID. */
function captionsById(records: readonly PropertyRecord[]): Map<number, Record<string, string>> {
  const captions = new Map<number, Record<string, string>>();
  for (const record of records) {
    for (const picture of record.Pictures ?? []) {
      if (!picture.Name) continue;
      captions.set(picture.ID, { ...captions.get(picture.ID), [record.language]: picture.Name });
    }
  }
  return captions;
}

function pictures(records: readonly [PropertyRecord, ...PropertyRecord[]]): PropertyRows['pictures'] {
  const [record] = records;
  const list = record.Pictures?.length ? record.Pictures : [];
  const small = record.SmallPictureItem;
  // A record with only its thumbnail still gets one picture.
  const fallback = list.length === 0 && small?.ID ? [{ ...small, ID: small.ID }] : [];
  const captions = captionsById(records);
  return [...list, ...fallback].map((picture, sort) => {
    const byLanguage = captions.get(picture.ID);
    return {
      id: picture.ID,
      url: picture.Url,
      width: picture.Width,
      height: picture.Height,
      name: picture.Name ?? null,
      captions: byLanguage ? JSON.stringify(byLanguage) : null,
      sort,
    };
  });
}

export function propertyRows(
  records: readonly [PropertyRecord, ...PropertyRecord[]],
  refs: { cityId: number; typeId: number; hash: string },
): PropertyRows {
  const [first] = records;
  const details: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(DETAIL_COLUMNS)) {
    details[column] = first[field as keyof typeof DETAIL_COLUMNS] ?? null;
  }
  for (const [field, column] of Object.entries(DATE_COLUMNS)) {
    details[column] = toDate(first[field as keyof typeof DATE_COLUMNS]);
  }
  const publishPrice = first.PublishPrice ?? true;
  const property = {
    ...(details as Partial<Prisma.PropertyUncheckedCreateInput>),
    // Every non-zero goal is rent (docs/domain-rules.md, goal); the site stores 0 sale, 1 rent.
    goal: goalValue(goalFromFeed(first.Goal)),
    status: AVAILABLE,
    withdrawnAt: null,
    cityId: refs.cityId,
    typeId: refs.typeId,
    webIds: webIds(first),
    recordFile: first.RecordFile,
    marquee: first.Marquee ?? 0,
    underOption: first.UnderOption ?? false,
    publishPrice,
    // Derived here, beside the price: an import that changes the price, the living area or
    // PublishPrice rewrites it in the same UPDATE (property-diff).
    pricePerM2: pricePerM2({ price: first.Price ?? null, surfaceLiving: first.SurfaceLiving ?? null, publishPrice }),
    publishAddress: first.PublishAddress ?? true,
    countryId: first.CountryID ?? BELGIUM,
    displayConditions: first.DisplayConditions ? JSON.stringify(first.DisplayConditions) : null,
    feedHash: refs.hash,
  };
  return {
    property,
    createdAt: toDate(first.CreatedAt),
    translations: records.map((record) => ({
      locale: record.language,
      title: title(record),
      slug: slugify(title(record)) || String(record.ID),
      description: record.Description ?? '',
      typeDescription: record.TypeDescription ?? null,
      priceUnitText: record.PriceUnitText ?? null,
      marqueeName: record.MarqueeName ?? null,
    })),
    pictures: pictures(records),
    documents: (first.Documents ?? []).map((document) => ({
      name: document.Name,
      url: document.Url ?? null,
      // Without a link there is nothing to publish: the document is sent on request.
      public: document.Url ? (document.Public ?? true) : false,
    })),
  };
}
