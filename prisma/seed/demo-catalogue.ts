// The demo agency's property types, managers and new-build projects.
import type { FeedLanguage } from '@/lib/import/feed-schema';
import type { TownKey } from './demo-places';

export type DemoTypeKey = 'house' | 'apartment-loft' | 'land' | 'prestige' | 'office' | 'shop' | 'other';

export type DemoType = {
  key: DemoTypeKey;
  /** The CRM's type id; WebID is what URLs and filters use, so the two differ on purpose. */
  id: number;
  webId: number;
  sale: boolean;
  rent: boolean;
  names: Record<FeedLanguage, string>;
};

export const DEMO_TYPES: readonly DemoType[] = [
  {
    key: 'house',
    id: 101,
    webId: 1,
    sale: true,
    rent: true,
    names: { fr: 'Maison', nl: 'Huis', en: 'House', de: 'Haus' },
  },
  {
    key: 'apartment-loft',
    id: 102,
    webId: 2,
    sale: true,
    rent: true,
    names: { fr: 'Appartement - Loft', nl: 'Appartement - Loft', en: 'Apartment - Loft', de: 'Wohnung - Loft' },
  },
  {
    key: 'land',
    id: 103,
    webId: 3,
    sale: true,
    rent: false,
    names: { fr: 'Terrain', nl: 'Grond', en: 'Land', de: 'Grundstück' },
  },
  {
    key: 'prestige',
    id: 104,
    webId: 4,
    sale: true,
    rent: false,
    names: { fr: 'Bien de prestige', nl: 'Prestigieus vastgoed', en: 'Prestige property', de: 'Prestigeimmobilie' },
  },
  {
    key: 'office',
    id: 105,
    webId: 5,
    sale: true,
    rent: true,
    names: { fr: 'Bureau', nl: 'Kantoor', en: 'Office', de: 'Büro' },
  },
  {
    key: 'shop',
    id: 106,
    webId: 6,
    sale: true,
    rent: true,
    names: { fr: 'Commerce', nl: 'Handelspand', en: 'Shop', de: 'Ladenlokal' },
  },
  {
    key: 'other',
    id: 107,
    webId: 7,
    sale: true,
    rent: true,
    names: { fr: 'Autre', nl: 'Andere', en: 'Other', de: 'Sonstiges' },
  },
];

export function demoType(key: DemoTypeKey): DemoType {
  const type = DEMO_TYPES.find((candidate) => candidate.key === key);
  if (!type) throw new Error(`unknown demo type ${key}`);
  return type;
}

export const DEMO_MANAGERS = [
  { ID: 1, Name: 'Sophie Lambert', Email: 'sophie.lambert@vitrine.example', Phone: '+32 2 640 12 34' },
  { ID: 2, Name: 'Pieter Verhoeven', Email: 'pieter.verhoeven@vitrine.example', Phone: '+32 9 223 45 67' },
  { ID: 3, Name: 'Julien Renard', Email: 'julien.renard@vitrine.example', Phone: '+32 4 221 56 78' },
] as const;

export type DemoProject = {
  id: number;
  name: string;
  town: TownKey;
  street: string;
  houseNumber: string;
  publicAddress: boolean;
  /** Units in the demo feed (the project itself has totalUnits). */
  units: number;
  totalUnits: number;
  delivery: Record<FeedLanguage, string>;
  vatRate: number;
};

export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    id: 901,
    name: 'Les Jardins du Bourdon',
    town: 'uccle',
    street: 'Rue du Bourdon',
    houseNumber: '112',
    publicAddress: true,
    units: 3,
    totalUnits: 18,
    delivery: { fr: 'au printemps 2027', nl: 'in de lente van 2027', en: 'in spring 2027', de: 'im Frühjahr 2027' },
    vatRate: 21,
  },
  {
    id: 902,
    name: 'Kaaizicht',
    town: 'gent',
    street: 'Coupure Links',
    houseNumber: '640',
    publicAddress: false,
    units: 3,
    totalUnits: 24,
    delivery: { fr: 'fin 2027', nl: 'eind 2027', en: 'at the end of 2027', de: 'Ende 2027' },
    vatRate: 21,
  },
  {
    id: 903,
    name: 'Les Terrasses du Lac',
    town: 'louvain-la-neuve',
    street: 'Boulevard de Wallonie',
    houseNumber: '25',
    publicAddress: true,
    units: 2,
    totalUnits: 12,
    delivery: { fr: "à l'automne 2027", nl: 'in de herfst van 2027', en: 'in autumn 2027', de: 'im Herbst 2027' },
    vatRate: 21,
  },
  {
    id: 904,
    name: 'Résidence Kiem',
    town: 'luxembourg-kirchberg',
    street: 'Avenue John F. Kennedy',
    houseNumber: '61',
    publicAddress: false,
    units: 2,
    totalUnits: 9,
    delivery: { fr: 'au début de 2028', nl: 'begin 2028', en: 'in early 2028', de: 'Anfang 2028' },
    vatRate: 3,
  },
];
