// The demo agency's CRM feed: ~72 properties in real Belgian and Luxembourg towns, four
// projects, three managers, owner links, portal publications and history. Deterministic: the
// same feed on every run (seeded PRNG, fixed reference date), imported through importFeed.
import type { Region } from '@/lib/domain/region';
import {
  FEED_LANGUAGES,
  type CityRecord,
  type CommunicationRecord,
  type Feed,
  type FeedLanguage,
  type ManagerRecord,
  type OwnerLinkRecord,
  type PictureRecord,
  type ProjectRecord,
  type PropertyRecord,
  type PublicationRecord,
  type TypeRecord,
} from '@/lib/import/feed-schema';
import { DEMO_MANAGERS, DEMO_PROJECTS, DEMO_TYPES, demoType, type DemoProject } from './demo-catalogue';
import { DEMO_PLAN, demoPropertyId, type PlannedProperty } from './demo-plan';
import { COUNTRY_NAMES, TOWNS, townByKey, type Town } from './demo-places';
import { PICTURE_HEIGHT, PICTURE_WIDTH, scenesFor, type PictureJob, type Scene } from './demo-pictures';
import { createRandom, type Random } from './prng';
import {
  demoDescription,
  demoTitle,
  demoTypeDescription,
  ofTown,
  type Heating,
  type Kitchen,
  type Orientation,
  type TextFacts,
  type Windows,
} from './demo-text';
import { STARTING_FROM_UNIT } from '@/lib/domain/price';
import { goalValue } from '@/lib/properties/goal';

export type DemoFeed = { [K in keyof Feed]-?: NonNullable<Feed[K]> };

/** "New" listings are spread over the 60 days before this date. */
export const DEMO_REFERENCE_DATE = new Date('2026-11-01T00:00:00.000Z');
const DAY = 86_400_000;

const YOUTUBE_DEMO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const MATTERPORT_DEMO = 'https://my.matterport.com/show/?m=SxQL3iGyoDo';

// Energy values per region, best first once sorted: together they hit every label of the region's
// table (docs/domain-rules.md, energy labels), including the open ends (≤ 0 and the top band). The
// newest buildings get the best values.
const ENERGY_VALUES: Record<Exclude<Region, 'luxembourg'>, readonly number[]> = {
  brussels: [
    -3, 18, 23.5, 40, 55, 72, 90, 96, 105, 125, 128, 145, 165, 180, 186, 205, 225, 245, 270, 290, 315, 335, 410,
  ],
  flanders: [-8, 0, 45, 65, 95, 130, 150, 185, 210, 240, 290, 345, 380, 470, 560, 720],
  wallonia: [-2, 38, 44, 70, 84, 95, 120, 150, 160, 210, 230, 250, 300, 330, 390, 480, 600],
};
const LUXEMBOURG_CLASSES: readonly { label: string; kwh: number }[] = [
  { label: 'A', kwh: 38 },
  { label: 'A', kwh: 44 },
  { label: 'B', kwh: 72 },
  { label: 'B', kwh: 80 },
  { label: 'C', kwh: 110 },
  { label: 'D', kwh: 150 },
  { label: 'E', kwh: 195 },
  { label: 'F', kwh: 245 },
];

const MARQUEE_NAMES: Record<3 | 4, Record<FeedLanguage, string>> = {
  3: { fr: 'Vendu', nl: 'Verkocht', en: 'Sold', de: 'Verkauft' },
  4: { fr: 'Loué', nl: 'Verhuurd', en: 'Rented', de: 'Vermietet' },
};
const STARTING_FROM: Record<FeedLanguage, string> = { fr: 'À partir de', nl: 'Vanaf', en: 'Starting from', de: 'Ab' };

const SCENE_NAMES: Record<Scene, Record<FeedLanguage, string>> = {
  exterior: { fr: 'Façade', nl: 'Gevel', en: 'Front view', de: 'Außenansicht' },
  living: { fr: 'Séjour', nl: 'Leefruimte', en: 'Living room', de: 'Wohnzimmer' },
  kitchen: { fr: 'Cuisine', nl: 'Keuken', en: 'Kitchen', de: 'Küche' },
  bedroom: { fr: 'Chambre', nl: 'Slaapkamer', en: 'Bedroom', de: 'Schlafzimmer' },
  bathroom: { fr: 'Salle de bain', nl: 'Badkamer', en: 'Bathroom', de: 'Badezimmer' },
  hall: { fr: "Hall d'entrée", nl: 'Inkomhal', en: 'Entrance hall', de: 'Eingangshalle' },
  garden: { fr: 'Jardin', nl: 'Tuin', en: 'Garden', de: 'Garten' },
  plot: { fr: 'Terrain', nl: 'Perceel', en: 'Plot', de: 'Grundstück' },
  offices: { fr: 'Bureaux', nl: 'Kantoren', en: 'Offices', de: 'Büros' },
  meeting: { fr: 'Salle de réunion', nl: 'Vergaderzaal', en: 'Meeting room', de: 'Besprechungsraum' },
  'sales-floor': { fr: 'Espace de vente', nl: 'Verkoopruimte', en: 'Sales floor', de: 'Verkaufsraum' },
  storage: { fr: 'Stockage', nl: 'Opslag', en: 'Storage', de: 'Lager' },
};

const iso = (date: Date) => date.toISOString();
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Everything about one demo property before it is written out as four language records. */
type Draft = {
  index: number;
  id: number;
  plan: PlannedProperty;
  town: Town;
  project: DemoProject | null;
  facts: TextFacts;
  random: Random;
  createdAt: Date;
  price: number;
  pictureCount: number;
};

function managerFor(region: Region, town: Town): number {
  if (region === 'flanders') return 2;
  if (region === 'brussels' || town.zip === '1300' || town.zip === '1348' || town.zip === '1400') return 1;
  return 3;
}

function availableFrom(r: Random): Date {
  const month = r.int(1, 3);
  const day = r.chance(0.5) ? 1 : 15;
  return new Date(Date.UTC(2026, 10 + month, day));
}

function baseFacts(plan: PlannedProperty, town: Town, project: DemoProject | null, r: Random): TextFacts {
  const orientation = r.pick<Orientation>(['south', 'south-west', 'west', 'south-east', 'east']);
  const heating = r.pick<Heating>(['gas', 'gas', 'gas', 'fuel-oil', 'heat-pump', 'electric']);
  const facts: TextFacts = {
    type: plan.type,
    goal: plan.goal,
    region: town.region,
    town: town.names,
    seed: r.int(0, 1000),
    bedrooms: 0,
    bathrooms: 0,
    living: 0,
    garden: 0,
    terrace: 0,
    garages: 0,
    parkings: 0,
    floor: null,
    facades: 2,
    ground: 0,
    surface: 0,
    levels: 1,
    year: r.int(1955, 2015),
    renovationYear: null,
    heating,
    windows: r.pick<Windows>(['double-glazing', 'double-glazing', 'triple-glazing']),
    kitchen: r.pick<Kitchen>(['fully-equipped', 'equipped', 'semi-equipped']),
    orientation,
    energyPerformance: null,
    epcLabelText: null,
    availableFrom: plan.goal === 'rent' && plan.marquee !== 4 ? availableFrom(r) : null,
    frontage: 0,
    clearHeight: 0,
    otherKind: r.chance(0.5) ? 'workshop' : 'warehouse',
    project: project ? { name: project.name, vatRate: project.vatRate } : null,
    viager: null,
  };
  const renovate = (chance: number) => {
    if (facts.year < 2005 && r.chance(chance)) facts.renovationYear = r.int(Math.max(facts.year + 15, 2005), 2025);
  };
  switch (plan.type) {
    case 'house':
      facts.bedrooms = r.int(2, 5);
      facts.bathrooms = facts.bedrooms >= 4 ? 2 : 1;
      facts.living = r.round(70 + facts.bedrooms * 28, 100 + facts.bedrooms * 32, 5);
      facts.facades = town.region === 'brussels' ? r.pick([2, 2, 3]) : r.pick([2, 3, 4, 4]);
      facts.ground = facts.facades === 4 ? r.round(450, 1200, 10) : r.round(110, 380, 5);
      facts.garden = Math.max(0, facts.ground - Math.round(facts.living / 2) - 20);
      facts.garages = facts.facades >= 3 ? r.int(1, 2) : r.int(0, 1);
      facts.levels = r.int(2, 3);
      facts.year = r.int(1895, 2018);
      renovate(0.55);
      break;
    case 'apartment-loft':
      facts.bedrooms = r.int(1, 3);
      facts.bathrooms = facts.bedrooms === 3 && r.chance(0.5) ? 2 : 1;
      facts.living = r.round(40 + facts.bedrooms * 25, 60 + facts.bedrooms * 32, 1);
      facts.floor = project ? r.int(0, 4) : r.int(0, 7);
      facts.levels = Math.max(facts.floor + 1, r.int(3, 8));
      facts.terrace = r.chance(0.65) ? r.int(8, 26) : 0;
      facts.garden = facts.floor === 0 && r.chance(0.6) ? r.round(35, 120, 5) : 0;
      facts.parkings = r.chance(0.5) ? 1 : 0;
      facts.year = r.int(1960, 2022);
      renovate(0.4);
      break;
    case 'prestige':
      facts.bedrooms = r.int(4, 7);
      facts.bathrooms = r.int(3, 4);
      facts.living = r.round(320, 620, 10);
      facts.ground = r.round(1800, 9000, 50);
      facts.garden = facts.ground - 400;
      facts.garages = 2;
      facts.facades = 4;
      facts.levels = 3;
      facts.terrace = r.int(30, 80);
      facts.year = r.chance(0.5) ? r.int(1900, 1928) : r.int(1965, 2012);
      renovate(0.8);
      break;
    case 'land':
      facts.ground = r.round(450, 2400, 5);
      facts.surface = facts.ground;
      facts.frontage = r.int(9, 30);
      break;
    case 'office':
      facts.surface = r.round(120, 900, 5);
      facts.levels = facts.surface > 400 ? r.int(2, 3) : 1;
      facts.parkings = r.int(2, 12);
      facts.year = r.int(1975, 2020);
      renovate(0.5);
      break;
    case 'shop':
      facts.surface = r.round(60, 250, 5);
      facts.year = r.int(1900, 1990);
      renovate(0.7);
      break;
    case 'other':
      facts.surface = r.round(90, 400, 5);
      facts.clearHeight = r.round(3.5, 7, 0.5);
      facts.year = r.int(1962, 2005);
      break;
  }
  if (project) {
    facts.year = 2027;
    facts.renovationYear = null;
    facts.heating = 'heat-pump';
    facts.windows = 'triple-glazing';
    facts.kitchen = 'fully-equipped';
    facts.parkings = 1;
    facts.terrace = Math.max(facts.terrace, r.int(10, 25));
  }
  if (plan.rich === 'viager') {
    facts.viager = { ages: '78/81', bouquet: 85_000, annuity: 950 };
  }
  return facts;
}

const SALE_FACTOR: Record<Region, number> = { brussels: 1, flanders: 0.95, wallonia: 0.72, luxembourg: 1.4 };
// Luxembourg flats cost far more per m² than its houses suggest (no 250 000 € plot base).
const LUXEMBOURG_FLAT_PREMIUM = 1.45;
const RENT_FACTOR: Record<Region, number> = { brussels: 1, flanders: 0.95, wallonia: 0.8, luxembourg: 1.7 };

function demoPrice(plan: PlannedProperty, facts: TextFacts, r: Random): number {
  const region = facts.region;
  if (plan.goal === 'rent') {
    const base = {
      house: 700 + facts.living * 9,
      'apartment-loft': 430 + facts.living * 11,
      prestige: 3500,
      land: 0,
      office: facts.surface * 13,
      shop: 400 + facts.surface * 16,
      other: 450 + facts.surface * 2.5,
    }[plan.type];
    return clamp(roundTo(base * RENT_FACTOR[region] * (0.92 + r.next() * 0.16), 25), 650, 4500);
  }
  const base = {
    house: 250_000 + facts.living * 2_800,
    'apartment-loft': 20_000 + facts.living * 3_600 * (facts.project ? 1.12 : 1),
    prestige: r.round(1_250_000, 2_450_000, 50_000),
    land: facts.ground * (region === 'flanders' ? 340 : region === 'brussels' ? 900 : 185),
    office: facts.surface * 2_600,
    shop: facts.surface * 3_200,
    other: 120_000 + facts.surface * 700,
  }[plan.type];
  const noise = 0.92 + r.next() * 0.16;
  // Prestige prices are drawn directly and land prices are already per region.
  const factor =
    plan.type === 'prestige'
      ? 1
      : plan.type === 'land'
        ? noise
        : SALE_FACTOR[region] *
          noise *
          (region === 'luxembourg' && plan.type === 'apartment-loft' ? LUXEMBOURG_FLAT_PREMIUM : 1);
  return clamp(roundTo(base * factor, 5_000), 150_000, 2_500_000);
}

function drafts(): Draft[] {
  const list = DEMO_PLAN.map((plan, index): Draft => {
    const id = demoPropertyId(index);
    const r = createRandom(id);
    const town = townByKey(plan.town);
    const project = plan.project ? (DEMO_PROJECTS.find((candidate) => candidate.id === plan.project) ?? null) : null;
    const facts = baseFacts(plan, town, project, r);
    // Spread over the 60 days before the reference date, with a working-hours time of day.
    const daysBack = (index * 37) % 60;
    const createdAt = new Date(DEMO_REFERENCE_DATE.getTime() - daysBack * DAY - r.int(10, 14 * 60) * 60_000);
    return {
      index,
      id,
      plan,
      town,
      project,
      facts,
      random: r,
      createdAt,
      price: demoPrice(plan, facts, r),
      pictureCount: plan.rich ? 6 : r.int(3, 6),
    };
  });
  assignEnergy(list);
  return list;
}

const HAS_EPC = new Set(['house', 'apartment-loft', 'prestige', 'office', 'shop']);

/** Hands out each region's energy values, best value to the newest (or latest renovated) building. */
function assignEnergy(list: Draft[]): void {
  const age = (draft: Draft) => draft.facts.renovationYear ?? draft.facts.year;
  for (const region of ['brussels', 'flanders', 'wallonia', 'luxembourg'] as const) {
    const rated = list
      .filter((draft) => draft.town.region === region && HAS_EPC.has(draft.plan.type))
      .sort((a, b) => age(b) - age(a) || a.id - b.id);
    if (region === 'luxembourg') {
      rated.forEach((draft, index) => {
        const rating = LUXEMBOURG_CLASSES[index % LUXEMBOURG_CLASSES.length];
        draft.facts.epcLabelText = rating?.label ?? null;
        draft.facts.energyPerformance = rating?.kwh ?? null;
      });
      continue;
    }
    const values = [...ENERGY_VALUES[region]].sort((a, b) => a - b);
    if (rated.length < values.length) {
      throw new Error(`demo plan: ${region} has ${rated.length} rated properties for ${values.length} energy values`);
    }
    rated.forEach((draft, index) => {
      draft.facts.energyPerformance = values[Math.floor((index * values.length) / rated.length)] ?? null;
    });
  }
}

function epcDetails(draft: Draft): Partial<PropertyRecord> {
  const { facts, random: r, town } = draft;
  if (facts.energyPerformance === null || town.region === 'luxembourg') return {};
  const issued = new Date(Date.UTC(r.int(2017, 2026), r.int(0, 9), r.int(1, 28)));
  const stamp = isoDay(issued).replaceAll('-', '');
  const serial = String(r.int(1_000_000, 9_999_999));
  const code =
    town.region === 'flanders'
      ? `${stamp}-000${serial}-RES-1`
      : town.region === 'brussels'
        ? `${stamp}-0000${serial}-01-${r.int(1, 9)}`
        : `${stamp}${serial}`;
  const area = facts.living || facts.surface;
  return {
    EPCSpec: facts.energyPerformance,
    EPCTotal: Math.round(Math.max(facts.energyPerformance, 0) * area),
    EPCUniqueCode: code,
    EPCEndDate: isoDay(new Date(Date.UTC(issued.getUTCFullYear() + 10, issued.getUTCMonth(), issued.getUTCDate()))),
    CO2Emission: Math.round(Math.max(facts.energyPerformance, 0) * 0.19),
  };
}

function legalDetails(draft: Draft): Partial<PropertyRecord> {
  const { facts, plan, random: r, town } = draft;
  const out: Partial<PropertyRecord> = {};
  if (town.region === 'luxembourg') return out;
  if (plan.goal === 'sale') {
    out.PlanningPermit = plan.type !== 'land' || r.chance(0.5);
    out.SubdivisionPermit = plan.type === 'land';
    out.UrbanDestination = plan.type === 'office' || plan.type === 'shop' ? 'mixed-use-area' : 'residential-area';
    out.PreemptiveRights = false;
    out.Summons = false;
    out.CadastralIncome =
      plan.type === 'land' ? r.int(20, 90) : roundTo((facts.living || facts.surface) * (8 + r.next() * 6), 5);
  }
  if (town.region === 'flanders') {
    const exposed = plan.rich === 'flemish-file';
    out.FloodZoneType = exposed ? 'possibly-flood-prone' : 'not-flood-prone';
    out.FloodPScore = exposed ? 'C' : 'A';
    out.FloodGScore = exposed ? 'B' : 'A';
    if (plan.goal === 'sale' && plan.type !== 'land' && facts.year < 2001) {
      out.AsbestosType = exposed || r.chance(0.4) ? 'not-asbestos-safe' : 'asbestos-safe';
      out.AsbestosDate = isoDay(new Date(Date.UTC(2026, r.int(0, 8), r.int(1, 28))));
    }
  }
  return out;
}

function moneyDetails(draft: Draft): Partial<PropertyRecord> {
  const { facts, plan, price, random: r, town } = draft;
  if (plan.goal === 'rent') {
    const residential = plan.type === 'house' || plan.type === 'apartment-loft';
    return {
      ChargesRenter:
        plan.type === 'apartment-loft'
          ? r.round(80, 220, 5)
          : plan.type === 'office'
            ? r.round(250, 900, 10)
            : residential
              ? null
              : r.round(50, 150, 5),
      Deposit: price * (residential ? 2 : 3),
      InventoryCost: residential ? r.round(150, 300, 10) : null,
      MinimumIncome: residential ? roundTo(price * 3, 50) : null,
      MaximumPersons: residential ? Math.max(2, facts.bedrooms * 2) : null,
      AvailableFrom: facts.availableFrom ? isoDay(facts.availableFrom) : null,
    };
  }
  const out: Partial<PropertyRecord> = {};
  if (plan.type === 'apartment-loft') out.ChargesOwner = r.round(90, 280, 5);
  if (draft.project) out.VAT = draft.project.vatRate;
  if (plan.rich) {
    const rate = town.region === 'flanders' ? 0.12 : 0.125;
    out.RegistrationRights = Math.round(price * rate);
    out.NotaryFees = roundTo(2_500 + price * 0.004, 10);
    out.AgencyCost = 0;
  }
  return out;
}

function richDetails(draft: Draft): Partial<PropertyRecord> {
  const { plan, id, facts } = draft;
  const doc = (name: string, slug: string, isPublic: boolean) => ({
    Name: name,
    Url: isPublic ? `/media/demo/docs/${id}-${slug}.pdf` : null,
    Public: isPublic,
  });
  switch (plan.rich) {
    case 'media':
      return {
        VideoUrl: draft.town.region === 'flanders' ? 'https://youtu.be/aqz-KE-bpKQ' : YOUTUBE_DEMO,
        VirtualTourUrl: MATTERPORT_DEMO,
        Documents:
          draft.town.region === 'flanders'
            ? [
                doc('Brochure', 'brochure', true),
                doc('EPC-attest', 'epc', true),
                doc('Bodemattest', 'bodemattest', false),
              ]
            : [
                doc('Brochure', 'brochure', true),
                doc('Certificat PEB', 'peb', true),
                doc('Titre de propriété', 'titre', false),
                doc('Attestation du sol', 'sol', false),
              ],
      };
    case 'flemish-file':
      return {
        Documents: [
          doc('Brochure', 'brochure', true),
          doc('EPC-attest', 'epc', true),
          doc('Asbestattest', 'asbestattest', true),
          doc('Stedenbouwkundig uittreksel', 'uittreksel', false),
          doc('Bodemattest', 'bodemattest', false),
        ],
      };
    case 'viager':
      return {
        ViagerBouquet: facts.viager?.bouquet ?? null,
        ViagerAnnuity: facts.viager?.annuity ?? null,
        ViagerAges: facts.viager?.ages ?? null,
        Documents: [doc('Conditions du viager', 'viager', true), doc('Titre de propriété', 'titre', false)],
      };
    default:
      return {};
  }
}

function recordFile(draft: Draft): string {
  if (draft.project) {
    const unit = DEMO_PLAN.slice(0, draft.index).filter((plan) => plan.project === draft.project?.id).length;
    return `V-${2400 + (draft.project.id - 900) * 10}${String.fromCharCode(65 + unit)}`;
  }
  return `${draft.plan.goal === 'sale' ? 'V' : 'L'}-${2300 + draft.index * 7}`;
}

function pictures(draft: Draft, lang: FeedLanguage): PictureRecord[] {
  return scenesFor(draft.plan.type, draft.pictureCount).map((scene, position) => ({
    ID: draft.id * 10 + position + 1,
    Url: `/media/demo/p-${draft.id}-${position + 1}.jpg`,
    Width: PICTURE_WIDTH,
    Height: PICTURE_HEIGHT,
    Name: SCENE_NAMES[scene][lang],
  }));
}

function address(draft: Draft) {
  const { town, random: r, facts, project, plan } = draft;
  if (project) {
    return { Street: project.street, HouseNumber: project.houseNumber, BoxNr: `${facts.floor ?? 0}.0${r.int(1, 4)}` };
  }
  return {
    Street: r.pick(town.streets),
    HouseNumber: String(r.int(2, 240)),
    BoxNr: plan.type === 'apartment-loft' ? String((facts.floor ?? 0) * 10 + r.int(1, 4)) : null,
  };
}

function propertyRecords(draft: Draft): PropertyRecord[] {
  const { id, plan, town, facts, project } = draft;
  const type = demoType(plan.type);
  const hideAddress = plan.hideAddress ?? (project ? !project.publicAddress : false);
  const jitter = (value: number, salt: number) =>
    hideAddress ? value : Math.round((value + (((id * salt) % 200) - 100) / 10_000) * 10_000) / 10_000;
  const shared: Omit<PropertyRecord, 'language' | 'City' | 'Title' | 'Description'> = {
    ID: id,
    Goal: goalValue(plan.goal),
    Zip: town.zip,
    WebID: type.webId,
    WebIDs: plan.type === 'prestige' ? `${type.webId},${demoType('house').webId}` : String(type.webId),
    RecordFile: recordFile(draft),
    Marquee: plan.marquee ?? 0,
    UnderOption: plan.underOption ?? false,
    Price: draft.price,
    PriceUnit: plan.startingFrom ? STARTING_FROM_UNIT : null,
    PublishPrice: !plan.hidePrice,
    PublishAddress: !hideAddress,
    ...address(draft),
    CountryID: town.countryId,
    EnergyPerformance: facts.energyPerformance,
    EPCLabelText: facts.epcLabelText,
    Latitude: jitter(town.latitude, 7),
    Longitude: jitter(town.longitude, 13),
    SurfaceTotal: facts.ground || facts.surface || facts.living || null,
    SurfaceLiving: facts.living || null,
    SurfaceGround: facts.ground || null,
    SurfaceTerrace: facts.terrace || null,
    SurfaceGarden: facts.garden || null,
    SurfaceOffice: plan.type === 'office' ? facts.surface : null,
    SurfaceStore: plan.type === 'shop' || plan.type === 'other' ? facts.surface : null,
    SurfaceConstructed: plan.type === 'house' || plan.type === 'prestige' ? Math.round(facts.living * 0.6) : null,
    Bedrooms: facts.bedrooms || null,
    Bathrooms: facts.bathrooms || null,
    ShowerRooms: facts.bedrooms >= 3 ? 1 : null,
    Toilets: facts.bedrooms ? Math.min(3, facts.bathrooms + 1) : plan.type === 'land' ? null : 1,
    Garages: facts.garages || null,
    Parkings: facts.parkings || null,
    Floors: plan.type === 'land' ? null : facts.levels,
    Floor: facts.floor,
    ConstructionYear: plan.type === 'land' ? null : facts.year,
    RenovationYear: facts.renovationYear,
    Facades: plan.type === 'land' ? null : facts.facades,
    Orientation: plan.type === 'land' ? null : facts.orientation,
    GardenOrientation: facts.garden ? facts.orientation : null,
    Heating: plan.type === 'land' ? null : facts.heating,
    Windows: plan.type === 'land' ? null : facts.windows,
    Kitchen: facts.bedrooms ? facts.kitchen : null,
    Roof: plan.type === 'house' || plan.type === 'prestige' ? (facts.year < 1950 ? 'slate' : 'tiles') : null,
    ProjectID: project?.id ?? null,
    ManagerID: managerFor(town.region, town),
    CreatedAt: iso(draft.createdAt),
    ...epcDetails(draft),
    ...legalDetails(draft),
    ...moneyDetails(draft),
    ...richDetails(draft),
  };
  return FEED_LANGUAGES.map((language) => {
    const pictureList = pictures(draft, language);
    const [first] = pictureList;
    return {
      ...shared,
      language,
      City: town.names[language],
      CountryName: COUNTRY_NAMES[town.countryId][language],
      MainTypeName: type.names[language],
      TypeDescription: demoTypeDescription(language, facts),
      Title: demoTitle(language, facts),
      Description: demoDescription(language, facts),
      PriceUnitText: plan.startingFrom ? STARTING_FROM[language] : null,
      MarqueeName: plan.marquee === 3 || plan.marquee === 4 ? MARQUEE_NAMES[plan.marquee][language] : null,
      SmallPictureItem: first ?? null,
      Pictures: pictureList,
    };
  });
}

// ------------------------------------------------------------------ projects and catalogue

const PROJECT_TEXT = (project: DemoProject, town: Town, lang: FeedLanguage) => {
  const name = project.name;
  const place = town.names[lang];
  const n = project.totalUnits;
  const when = project.delivery[lang];
  return {
    fr: {
      title: `${name} – appartements neufs à ${place}`,
      description: `${name} est un projet neuf de ${n} appartements dans un quartier verdoyant ${ofTown(place)}. Les logements, d'une à trois chambres, offrent de belles terrasses, des finitions de qualité et une excellente performance énergétique grâce aux pompes à chaleur et aux panneaux solaires. Caves et emplacements de parking sont disponibles en option. Livraison prévue ${when}. Notre équipe vous présente volontiers les plans et le cahier des charges.`,
    },
    nl: {
      title: `${name} – nieuwbouwappartementen in ${place}`,
      description: `${name} is een nieuwbouwproject van ${n} appartementen in een groene wijk van ${place}. De woningen, met één tot drie slaapkamers, bieden ruime terrassen, een kwaliteitsvolle afwerking en een uitstekende energieprestatie dankzij warmtepompen en zonnepanelen. Kelders en parkeerplaatsen zijn optioneel beschikbaar. Oplevering voorzien ${when}. Ons team stelt u graag de plannen en het lastenboek voor.`,
    },
    en: {
      title: `${name} – new apartments in ${place}`,
      description: `${name} is a new-build project of ${n} apartments in a green neighbourhood of ${place}. The homes, with one to three bedrooms, offer generous terraces, quality finishes and excellent energy performance thanks to heat pumps and solar panels. Cellars and parking spaces are available as options. Completion is planned ${when}. Our team will gladly present the plans and specifications.`,
    },
    de: {
      title: `${name} – Neubauwohnungen in ${place}`,
      description: `${name} ist ein Neubauprojekt mit ${n} Wohnungen in einem grünen Viertel von ${place}. Die Wohnungen mit einem bis drei Schlafzimmern bieten großzügige Terrassen, eine hochwertige Ausstattung und eine hervorragende Energieeffizienz dank Wärmepumpen und Solaranlagen. Keller und Stellplätze sind optional erhältlich. Die Fertigstellung ist ${when} geplant. Unser Team stellt Ihnen gerne die Pläne und die Baubeschreibung vor.`,
    },
  }[lang];
};

export const PROJECT_PICTURES = 3;

function projectRecords(project: DemoProject): ProjectRecord[] {
  const town = townByKey(project.town);
  const scenes: Scene[] = ['exterior', 'garden', 'living'];
  return FEED_LANGUAGES.map((language) => ({
    ID: project.id,
    language,
    Title: PROJECT_TEXT(project, town, language).title,
    Description: PROJECT_TEXT(project, town, language).description,
    City: town.names[language],
    Zip: town.zip,
    CountryID: town.countryId,
    CountryName: COUNTRY_NAMES[town.countryId][language],
    PublicAddress: project.publicAddress,
    Street: project.street,
    HouseNumber: project.houseNumber,
    BoxNr: null,
    Latitude: project.publicAddress ? town.latitude + 0.003 : town.latitude,
    Longitude: project.publicAddress ? town.longitude - 0.002 : town.longitude,
    CreatedAt: iso(new Date(DEMO_REFERENCE_DATE.getTime() - (70 + project.id - 900) * DAY)),
    Pictures: scenes.map((scene, position) => ({
      ID: project.id * 10 + position + 1,
      Url: `/media/demo/project-${project.id}-${position + 1}.jpg`,
      Width: PICTURE_WIDTH,
      Height: PICTURE_HEIGHT,
      Name: SCENE_NAMES[scene][language],
    })),
  }));
}

function typeRecords(): TypeRecord[] {
  return DEMO_TYPES.flatMap((type, order) =>
    FEED_LANGUAGES.map((language) => ({
      ID: type.id,
      WebID: type.webId,
      Name: type.names[language],
      ShowOrder: order + 1,
      Sale: type.sale,
      Rent: type.rent,
      language,
    })),
  );
}

function cityRecords(used: ReadonlySet<string>): CityRecord[] {
  return TOWNS.filter((town) => used.has(town.key)).flatMap((town) =>
    FEED_LANGUAGES.map((language) => ({
      Name: town.names[language],
      Zip: town.zip,
      CountryID: town.countryId,
      CountryName: COUNTRY_NAMES[town.countryId][language],
      language,
      Latitude: town.latitude,
      Longitude: town.longitude,
    })),
  );
}

// ------------------------------------------------------------------ owners' side

const PORTALS_BE = [
  { portal: 'Immoweb', url: (d: Draft) => `https://www.immoweb.be/fr/annonce/${d.id}` },
  { portal: 'Zimmo', url: (d: Draft) => `https://www.zimmo.be/nl/pand/${d.id}/` },
  { portal: 'Immovlan', url: (d: Draft) => `https://immovlan.be/fr/detail/${d.id}` },
];
const PORTALS_LU = [{ portal: 'athome.lu', url: (d: Draft) => `https://www.athome.lu/fr/id-${d.id}.html` }];

function publicationRecords(list: readonly Draft[]): PublicationRecord[] {
  return list
    .filter((draft) => draft.plan.owner || draft.index % 6 === 0)
    .flatMap((draft) => {
      const r = createRandom(draft.id + 7);
      const portals = draft.town.region === 'luxembourg' ? PORTALS_LU : PORTALS_BE;
      return portals.map(({ portal, url }) => ({
        PropertyID: draft.id,
        Portal: portal,
        Url: url(draft),
        Views: r.int(120, 2400),
        PublishedAt: iso(new Date(draft.createdAt.getTime() + DAY)),
      }));
    });
}

const CONTACTS = [
  'Sarah Peeters',
  'Thomas Dubois',
  'M. et Mme Lemaire',
  'Lotte Vermeulen',
  'Karim Benali',
  'Anna Schmitt',
  'Jonas Claes',
  'Émilie Lambert',
  'Marc Wagner',
  'Nele De Smet',
];

type Entry = {
  type: string;
  source: string;
  subject: Record<'fr' | 'nl', string>;
  comment: Record<'fr' | 'nl', string>;
};

const ENTRIES: readonly Entry[] = [
  {
    type: 'info-request',
    source: 'immoweb',
    subject: { fr: "Demande d'informations", nl: 'Vraag om informatie' },
    comment: {
      fr: 'Souhaite recevoir la fiche complète et le certificat énergétique.',
      nl: 'Wenst de volledige fiche en het energieattest te ontvangen.',
    },
  },
  {
    type: 'phone',
    source: 'agency',
    subject: { fr: 'Appel de suivi', nl: 'Opvolgingsgesprek' },
    comment: { fr: 'Intéressé, attend la visite.', nl: 'Geïnteresseerd, wacht op het bezoek.' },
  },
  {
    type: 'visit',
    source: 'website',
    subject: { fr: 'Visite du bien', nl: 'Bezoek aan het pand' },
    comment: { fr: 'Bonne impression, questions sur les charges.', nl: 'Goede indruk, vragen over de kosten.' },
  },
  {
    type: 'email',
    source: 'website',
    subject: { fr: 'Questions complémentaires', nl: 'Bijkomende vragen' },
    comment: { fr: 'Demande le montant du revenu cadastral.', nl: 'Vraagt naar het kadastraal inkomen.' },
  },
  {
    type: 'visit',
    source: 'zimmo',
    subject: { fr: 'Deuxième visite', nl: 'Tweede bezoek' },
    comment: {
      fr: 'Visite avec un entrepreneur pour estimer les travaux.',
      nl: 'Bezoek met een aannemer om de werken te ramen.',
    },
  },
  {
    type: 'offer',
    source: 'agency',
    subject: { fr: "Offre d'achat reçue", nl: 'Bod ontvangen' },
    comment: { fr: 'Offre transmise au propriétaire.', nl: 'Bod doorgestuurd naar de eigenaar.' },
  },
];

function communicationRecords(list: readonly Draft[]): CommunicationRecord[] {
  let next = 70_001;
  return list
    .filter((draft) => draft.plan.owner)
    .flatMap((draft) => {
      const r = createRandom(draft.id + 11);
      const lang = draft.plan.owner === 'second.owner@vitrine.example' ? 'nl' : 'fr';
      const entries = ENTRIES.filter((entry) => entry.type !== 'offer' || draft.plan.goal === 'sale').slice(
        0,
        r.int(4, 6),
      );
      const span = DEMO_REFERENCE_DATE.getTime() - draft.createdAt.getTime();
      return entries.map((entry, position) => {
        const last = position === entries.length - 1;
        const date = new Date(
          draft.createdAt.getTime() +
            Math.round((span * (position + 1)) / (entries.length + 1)) +
            r.int(9, 17) * 3_600_000,
        );
        const planned = last && entry.type === 'visit';
        return {
          ID: next++,
          PropertyID: draft.id,
          Date: iso(planned ? new Date(DEMO_REFERENCE_DATE.getTime() + 3 * DAY + 10 * 3_600_000) : date),
          Type: entry.type,
          Contact: r.pick(CONTACTS),
          Subject: entry.subject[lang],
          Comment: entry.comment[lang],
          Status: planned ? 'confirmed' : 'done',
          Source: entry.source,
        };
      });
    });
}

// ------------------------------------------------------------------ the feed

export function buildDemoFeed(): DemoFeed {
  const list = drafts();
  const owners: OwnerLinkRecord[] = list.flatMap((draft) =>
    draft.plan.owner ? [{ Email: draft.plan.owner, PropertyID: draft.id }] : [],
  );
  const managers: ManagerRecord[] = DEMO_MANAGERS.map((manager) => ({ ...manager, Role: null, PictureUrl: null }));
  const usedTowns = new Set<string>([
    ...DEMO_PLAN.map((plan) => plan.town),
    ...DEMO_PROJECTS.map((project) => project.town),
  ]);
  return {
    full: true,
    properties: list.flatMap(propertyRecords),
    projects: DEMO_PROJECTS.flatMap(projectRecords),
    webIDs: typeRecords(),
    citys: cityRecords(usedTowns),
    managers,
    owners,
    publications: publicationRecords(list),
    communications: communicationRecords(list),
    // The demo's visit slots are dated from the day of seeding (prisma/seed/appointments.ts), not
    // from the fixed dates of this feed.
    appointments: [],
  };
}

/** The pictures the demo feed links to, for the seed to render. */
export function demoPictureJobs(feed: DemoFeed, mediaDir: string): PictureJob[] {
  const fileOf = (url: string) => `${mediaDir}/${url.replace(/^\/media\//, '')}`;
  const typeByWebId = new Map(DEMO_TYPES.map((type) => [type.webId, type.key]));
  const jobs: PictureJob[] = [];
  for (const record of feed.properties) {
    if (record.language !== 'fr') continue;
    const type = typeByWebId.get(record.WebID) ?? 'house';
    const scenes = scenesFor(type, record.Pictures?.length ?? 0);
    (record.Pictures ?? []).forEach((picture, position) => {
      jobs.push({ file: fileOf(picture.Url), type, scene: scenes[position] ?? 'exterior', seed: picture.ID });
    });
  }
  for (const record of feed.projects) {
    if (record.language !== 'fr') continue;
    const scenes: Scene[] = ['exterior', 'garden', 'living'];
    (record.Pictures ?? []).forEach((picture, position) => {
      jobs.push({
        file: fileOf(picture.Url),
        type: 'apartment-loft',
        scene: scenes[position] ?? 'exterior',
        seed: picture.ID,
      });
    });
  }
  return jobs;
}

/** The public documents the demo feed links to. */
export function demoDocumentJobs(feed: DemoFeed, mediaDir: string) {
  return feed.properties
    .filter((record) => record.language === 'fr')
    .flatMap((record) =>
      (record.Documents ?? []).flatMap((document) =>
        document.Url
          ? [
              {
                file: `${mediaDir}/${document.Url.replace(/^\/media\//, '')}`,
                lines: [
                  `${document.Name} - ${record.RecordFile}`,
                  'Vitrine demo document.',
                  `${record.Zip} ${record.City}`,
                ],
              },
            ]
          : [],
      ),
    );
}
