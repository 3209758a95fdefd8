// The CRM feed, in the CRM's own field names (docs/feed.schema.json). Properties and projects come as one
// record per language; every list is validated record by record, so one bad record is reported
// and skipped instead of refusing the whole feed.
import { z } from 'zod';
import { hasValidLength, MAX_SLOT_MINUTES } from '@/lib/appointments/slot-rules';
import { displayConditionSchema } from '@/lib/domain/display-conditions';
import { DETAIL_FIELDS, type DetailKey } from '@/lib/properties/detail-fields';
import {
  date,
  dateTime,
  id,
  integer,
  optionalBoolean,
  optionalDate,
  optionalId,
  optionalInteger,
  optionalList,
  optionalNumber,
  optionalText,
  text,
  toLocalInstant,
} from './coerce';

export const FEED_LANGUAGES = ['fr', 'nl', 'en', 'de'] as const;
export type FeedLanguage = (typeof FEED_LANGUAGES)[number];

export const BELGIUM = 10;
export const LUXEMBOURG = 50;

const language = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(FEED_LANGUAGES),
);

/** A Belgian postcode has four digits from 1000; Luxembourg's may carry the "L-" prefix. */
function checkZip(record: { Zip: string; CountryID?: number | null }, context: z.RefinementCtx) {
  const country = record.CountryID ?? BELGIUM;
  const valid =
    country === BELGIUM
      ? /^[1-9]\d{3}$/.test(record.Zip)
      : country === LUXEMBOURG
        ? /^(L-?)?\d{4}$/i.test(record.Zip)
        : true;
  if (!valid) {
    context.addIssue({
      code: 'custom',
      path: ['Zip'],
      message: `"${record.Zip}" is not a postcode of ${country === BELGIUM ? 'Belgium' : 'Luxembourg'} (four digits)`,
      input: record.Zip,
    });
  }
}

export const pictureRecord = z.object({
  ID: id(),
  Url: text(),
  Width: integer().pipe(z.int().positive()),
  Height: integer().pipe(z.int().positive()),
  Name: optionalText(),
});

export const documentRecord = z.object({
  Name: text(),
  // A document without a link is held back: the agency sends it on request.
  Url: optionalText(),
  Public: optionalBoolean(),
});

const webIds = z.preprocess(
  (value) => (Array.isArray(value) ? value.join(',') : typeof value === 'number' ? String(value) : value),
  z
    .string()
    .regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, 'expected comma-separated type ids such as "1,4"')
    .nullable(),
);

/** Property fields beyond the CRM's own list, named after the Property columns (docs/import.md). */
export const propertyDetailShape = {
  Title: optionalText(),
  Description: optionalText(),
  Latitude: optionalNumber(),
  Longitude: optionalNumber(),
  SurfaceTotal: optionalNumber(),
  SurfaceLiving: optionalNumber(),
  SurfaceGround: optionalNumber(),
  SurfaceTerrace: optionalNumber(),
  SurfaceGarden: optionalNumber(),
  SurfaceConstructed: optionalNumber(),
  SurfaceOffice: optionalNumber(),
  SurfaceStore: optionalNumber(),
  Bedrooms: optionalInteger(),
  Bathrooms: optionalInteger(),
  ShowerRooms: optionalInteger(),
  Toilets: optionalInteger(),
  Garages: optionalInteger(),
  Parkings: optionalInteger(),
  Floors: optionalInteger(),
  Floor: optionalInteger(),
  ConstructionYear: optionalInteger(),
  RenovationYear: optionalInteger(),
  Facades: optionalInteger(),
  EPCTotal: optionalNumber(),
  EPCSpec: optionalNumber(),
  EPCUniqueCode: optionalText(),
  EPCEndDate: optionalDate(),
  CO2Emission: optionalNumber(),
  CadastralIncome: optionalNumber(),
  ChargesOwner: optionalNumber(),
  ChargesRenter: optionalNumber(),
  NotaryFees: optionalNumber(),
  RegistrationRights: optionalNumber(),
  VAT: optionalNumber(),
  Deposit: optionalNumber(),
  AgencyCost: optionalNumber(),
  InventoryCost: optionalNumber(),
  AvailableFrom: optionalDate(),
  PlanningPermit: optionalBoolean(),
  SubdivisionPermit: optionalBoolean(),
  UrbanDestination: optionalText(),
  PreemptiveRights: optionalBoolean(),
  Summons: optionalBoolean(),
  FloodZoneType: optionalText(),
  FloodPScore: optionalText(),
  FloodGScore: optionalText(),
  AsbestosType: optionalText(),
  AsbestosDate: optionalDate(),
  Orientation: optionalText(),
  GardenOrientation: optionalText(),
  Heating: optionalText(),
  Windows: optionalText(),
  Kitchen: optionalText(),
  Roof: optionalText(),
  ViagerBouquet: optionalNumber(),
  ViagerAnnuity: optionalNumber(),
  ViagerAges: optionalText(),
  MinimumIncome: optionalNumber(),
  MaximumPersons: optionalInteger(),
  VideoUrl: optionalText(),
  VirtualTourUrl: optionalText(),
  ProjectID: optionalId(),
  ManagerID: optionalId(),
  Pictures: optionalList(pictureRecord),
  Documents: optionalList(documentRecord),
  // Display conditions (docs/cms.md): per detail (the site's detail key, e.g. "cadastralIncome"),
  // the rules that must pass for it to be shown (lib/domain/display-conditions).
  DisplayConditions: z
    .partialRecord(z.enum(Object.keys(DETAIL_FIELDS) as [DetailKey, ...DetailKey[]]), z.array(displayConditionSchema))
    .nullish(),
  CreatedAt: optionalDate(),
};

export const propertyRecord = z
  .object({
    ID: id(),
    // 0 = sale; every other value is rent (docs/domain-rules.md, goal).
    Goal: integer(),
    City: text(),
    Zip: text(),
    TypeDescription: optionalText(),
    WebID: id(),
    WebIDs: webIds.optional(),
    MainTypeName: optionalText(),
    language,
    RecordFile: text(),
    // 0 none, 2 unlabelled, 3 sold, 4 rented.
    Marquee: optionalInteger(),
    // An accepted offer under conditions: the property stays on offer with an "under option"
    // badge. The CRM's marquee has no such state, so the feed carries it apart.
    UnderOption: optionalBoolean(),
    SmallPictureItem: pictureRecord.partial({ ID: true, Name: true }).nullable().optional(),
    Price: optionalNumber(),
    // 7 = "starting from".
    PriceUnit: optionalInteger(),
    PriceUnitText: optionalText(),
    PublishPrice: optionalBoolean(),
    MarqueeName: optionalText(),
    PublishAddress: optionalBoolean(),
    Street: optionalText(),
    HouseNumber: optionalText(),
    BoxNr: optionalText(),
    // 10 = Belgium (the default), 50 = Luxembourg.
    CountryID: optionalInteger(),
    CountryName: optionalText(),
    // kWh/m²·year; Luxembourg shows EPCLabelText instead.
    EnergyPerformance: optionalNumber(),
    EPCLabelText: optionalText(),
    ...propertyDetailShape,
  })
  .superRefine(checkZip);

export const projectRecord = z
  .object({
    ID: id(),
    language,
    Title: text(),
    Description: optionalText(),
    City: text(),
    Zip: text(),
    CountryID: optionalInteger(),
    CountryName: optionalText(),
    PublicAddress: optionalBoolean(),
    Street: optionalText(),
    HouseNumber: optionalText(),
    BoxNr: optionalText(),
    Latitude: optionalNumber(),
    Longitude: optionalNumber(),
    Pictures: optionalList(pictureRecord),
    CreatedAt: optionalDate(),
  })
  .superRefine(checkZip);

/** Property type (the feed's webIDs), one record per type and language. */
export const typeRecord = z.object({
  ID: id(),
  WebID: id(),
  Name: text(),
  ShowOrder: optionalInteger(),
  Sale: optionalBoolean(),
  Rent: optionalBoolean(),
  language,
});

/** Town (the feed's citys), one record per town and language; PropertyCount is derived, so ignored. */
export const cityRecord = z
  .object({
    Name: text(),
    Zip: text(),
    CountryID: optionalInteger(),
    CountryName: optionalText(),
    language,
    Latitude: optionalNumber(),
    Longitude: optionalNumber(),
  })
  .superRefine(checkZip);

/** Agency manager, shown as contact person on the properties that name its ID. */
export const managerRecord = z.object({
  ID: id(),
  Name: text(),
  Email: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.email()),
  Phone: text(),
  Role: optionalText(),
  PictureUrl: optionalText(),
});

/** Links an existing owner account (by e-mail) to a property. */
export const ownerLinkRecord = z.object({
  Email: z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.email()),
  PropertyID: id(),
});

/** A portal where a property is advertised ("online media" in the owner portal). */
export const publicationRecord = z.object({
  PropertyID: id(),
  Portal: text(),
  Url: z.url(),
  Views: optionalInteger(),
  PublishedAt: optionalDate(),
});

/** A CRM history entry shown to the property's owners. */
export const communicationRecord = z.object({
  ID: id(),
  PropertyID: id(),
  Date: date(),
  Type: text(),
  Contact: text(),
  Subject: text(),
  Comment: optionalText(),
  Status: text(),
  Source: text(),
});

/**
 * A visit slot of a property, from the agency's diary in the CRM. The import adds the slots the
 * site does not have yet (same property, same start) and never touches a booked one.
 */
export const appointmentRecord = z
  .object({
    PropertyID: id(),
    Start: dateTime().meta({ description: 'ISO date-time; without an offset it is Brussels time' }),
    End: dateTime().meta({ description: 'ISO date-time; without an offset it is Brussels time' }),
    Status: z
      .preprocess(
        (value) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value),
        z.enum(['open', 'cancelled']).nullable(),
      )
      .optional()
      .meta({ description: 'open (the default) offers the slot; cancelled withdraws it while nobody has booked it' }),
  })
  .superRefine((record, context) => {
    // zod checks the object even when Start or End is malformed: their times are unreadable then.
    if (context.issues.length > 0) return;
    const span = { startsAt: toLocalInstant(record.Start), endsAt: toLocalInstant(record.End) };
    if (hasValidLength(span)) return;
    context.addIssue({
      code: 'custom',
      path: ['End'],
      message: `must come after Start, at most ${MAX_SLOT_MINUTES} minutes later`,
      input: record.End,
    });
  });

/**
 * The feed's envelope. Lists hold `unknown` items here: each item is validated on its own by
 * the record schemas above, so the envelope only refuses what cannot be a feed at all.
 */
export const feedEnvelope = z.object({
  // A full feed lists every published property: the ones it leaves out are withdrawn.
  full: optionalBoolean(),
  properties: z.array(z.unknown()),
  projects: optionalList(z.unknown()),
  webIDs: optionalList(z.unknown()),
  citys: optionalList(z.unknown()),
  managers: optionalList(z.unknown()),
  owners: optionalList(z.unknown()),
  publications: optionalList(z.unknown()),
  communications: optionalList(z.unknown()),
  appointments: optionalList(z.unknown()),
});

/** The whole feed with typed records, for documentation (JSON Schema) and for feed builders. */
export const feedSchema = z.object({
  full: optionalBoolean(),
  properties: z.array(propertyRecord),
  projects: z.array(projectRecord).optional(),
  webIDs: z.array(typeRecord).optional(),
  citys: z.array(cityRecord).optional(),
  managers: z.array(managerRecord).optional(),
  owners: z.array(ownerLinkRecord).optional(),
  publications: z.array(publicationRecord).optional(),
  communications: z.array(communicationRecord).optional(),
  appointments: z.array(appointmentRecord).optional(),
});

export type PropertyRecord = z.output<typeof propertyRecord>;
export type ProjectRecord = z.output<typeof projectRecord>;
export type TypeRecord = z.output<typeof typeRecord>;
export type CityRecord = z.output<typeof cityRecord>;
export type ManagerRecord = z.output<typeof managerRecord>;
export type OwnerLinkRecord = z.output<typeof ownerLinkRecord>;
export type PublicationRecord = z.output<typeof publicationRecord>;
export type CommunicationRecord = z.output<typeof communicationRecord>;
export type AppointmentRecord = z.output<typeof appointmentRecord>;
export type PictureRecord = z.output<typeof pictureRecord>;
export type DocumentRecord = z.output<typeof documentRecord>;
/** What a feed producer writes (numbers may still be strings here). */
export type FeedInput = z.input<typeof feedSchema>;
export type Feed = z.output<typeof feedSchema>;
