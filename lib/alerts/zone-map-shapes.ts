import type { Zone } from '@/lib/listing/zones';

// The demand register's region selection map (Belgian provinces and Luxembourg, docs/forms.md):
// simplified outlines drawn from a few dozen border points, so the page needs no map tiles and no
// download. Neighbouring zones share their points, so the shapes tile without gaps or overlaps.

type Point = readonly [lon: number, lat: number];

// Border points, west to east; names say which zones meet there.
const P = {
  coastFrance: [2.55, 51.09],
  coastNetherlands: [3.37, 51.37],
  wfEfNorth: [3.45, 51.25],
  zeeland: [3.9, 51.21],
  scheldt: [4.24, 51.37],
  kalmthout: [4.4, 51.45],
  baarle: [4.77, 51.5],
  postel: [5.1, 51.43],
  antwerpLimburgNorth: [5.24, 51.31],
  lommel: [5.55, 51.27],
  kessenich: [5.84, 51.15],
  maaseik: [5.75, 50.95],
  limburgLiegeEast: [5.68, 50.76],
  aachen: [6.02, 50.75],
  eupenSouth: [6.4, 50.35],
  ouren: [6.13, 50.14],
  luxembourgNorth: [6.03, 50.18],
  martelange: [5.75, 49.87],
  athus: [5.82, 49.55],
  virton: [5.45, 49.5],
  bouillon: [5.0, 49.78],
  gedinne: [4.85, 49.8],
  givet: [4.87, 50.13],
  doische: [4.8, 50.15],
  couvin: [4.43, 49.95],
  chimay: [4.15, 49.98],
  erquelinnes: [4.2, 50.27],
  quievrain: [3.7, 50.33],
  tournai: [3.3, 50.5],
  mouscron: [3.05, 50.78],
  comines: [2.85, 50.72],
  poperinge: [2.6, 50.82],
  wfEf: [3.4, 51.0],
  wfEfHainaut: [3.45, 50.77],
  efHainaut: [3.8, 50.75],
  efFbHainaut: [4.05, 50.74],
  fbWbHainaut: [4.15, 50.68],
  efAntwerpFb: [4.3, 51.1],
  efFb: [4.15, 50.95],
  antwerpFb: [4.65, 50.98],
  antwerpLimburgFb: [5.05, 51.05],
  limburgLiege: [5.4, 50.73],
  fbLimburgLiege: [5.1, 50.77],
  fbWbLiege: [5.05, 50.73],
  fbWb: [4.8, 50.8],
  fbWbWest: [4.45, 50.76],
  wbNamurLiege: [5.0, 50.63],
  wbNamurHainaut: [4.55, 50.53],
  liegeLuxProv: [5.6, 50.25],
  namurLiegeLuxProv: [5.35, 50.33],
  namurLiege: [5.15, 50.48],
  namurLuxProvSouth: [5.1, 50.05],
  namurLuxProv: [5.25, 50.2],
  namurHainaut: [4.55, 50.25],
  schengen: [6.37, 49.46],
  remich: [6.52, 49.72],
  vianden: [6.32, 49.95],
  esch: [5.98, 49.45],
} as const satisfies Record<string, Point>;

type PointName = keyof typeof P;

const OUTLINES = {
  'west-flanders': [
    'coastFrance',
    'coastNetherlands',
    'wfEfNorth',
    'wfEf',
    'wfEfHainaut',
    'mouscron',
    'comines',
    'poperinge',
  ],
  'east-flanders': [
    'wfEfNorth',
    'zeeland',
    'scheldt',
    'efAntwerpFb',
    'efFb',
    'efFbHainaut',
    'efHainaut',
    'wfEfHainaut',
    'wfEf',
  ],
  antwerp: [
    'scheldt',
    'kalmthout',
    'baarle',
    'postel',
    'antwerpLimburgNorth',
    'antwerpLimburgFb',
    'antwerpFb',
    'efAntwerpFb',
  ],
  limburg: [
    'antwerpLimburgNorth',
    'lommel',
    'kessenich',
    'maaseik',
    'limburgLiegeEast',
    'limburgLiege',
    'fbLimburgLiege',
    'antwerpLimburgFb',
  ],
  'flemish-brabant': [
    'efAntwerpFb',
    'antwerpFb',
    'antwerpLimburgFb',
    'fbLimburgLiege',
    'fbWbLiege',
    'fbWb',
    'fbWbWest',
    'fbWbHainaut',
    'efFbHainaut',
    'efFb',
  ],
  'walloon-brabant': ['fbWbHainaut', 'fbWbWest', 'fbWb', 'fbWbLiege', 'wbNamurLiege', 'wbNamurHainaut'],
  hainaut: [
    'wfEfHainaut',
    'efHainaut',
    'efFbHainaut',
    'fbWbHainaut',
    'wbNamurHainaut',
    'namurHainaut',
    'couvin',
    'chimay',
    'erquelinnes',
    'quievrain',
    'tournai',
    'mouscron',
  ],
  liege: [
    'fbWbLiege',
    'fbLimburgLiege',
    'limburgLiege',
    'limburgLiegeEast',
    'aachen',
    'eupenSouth',
    'ouren',
    'luxembourgNorth',
    'liegeLuxProv',
    'namurLiegeLuxProv',
    'namurLiege',
    'wbNamurLiege',
  ],
  namur: [
    'wbNamurHainaut',
    'wbNamurLiege',
    'namurLiege',
    'namurLiegeLuxProv',
    'namurLuxProv',
    'namurLuxProvSouth',
    'bouillon',
    'gedinne',
    'givet',
    'doische',
    'couvin',
    'namurHainaut',
  ],
  'luxembourg-province': [
    'luxembourgNorth',
    'martelange',
    'athus',
    'virton',
    'bouillon',
    'namurLuxProvSouth',
    'namurLuxProv',
    'namurLiegeLuxProv',
    'liegeLuxProv',
  ],
  luxembourg: ['ouren', 'vianden', 'remich', 'schengen', 'esch', 'athus', 'martelange', 'luxembourgNorth'],
} as const satisfies Partial<Record<Zone, readonly PointName[]>>;

// Brussels lies inside Flemish Brabant: drawn last, on top, as its own small shape.
const BRUSSELS: readonly Point[] = [
  [4.28, 50.91],
  [4.42, 50.92],
  [4.48, 50.84],
  [4.43, 50.77],
  [4.3, 50.78],
  [4.24, 50.84],
];

/** The zones a visitor can pick on the map, in the order of the checkbox list. */
export const MAP_ZONES = [
  'brussels',
  'antwerp',
  'east-flanders',
  'flemish-brabant',
  'limburg',
  'west-flanders',
  'hainaut',
  'liege',
  'luxembourg-province',
  'namur',
  'walloon-brabant',
  'luxembourg',
] as const satisfies readonly Zone[];
export type MapZone = (typeof MAP_ZONES)[number];

/** The checkbox list's groups: Brussels, Flanders, Wallonia, the Grand Duchy. */
export const MAP_ZONE_GROUPS = [
  { region: 'brussels', zones: ['brussels'] },
  { region: 'flanders', zones: ['antwerp', 'east-flanders', 'flemish-brabant', 'limburg', 'west-flanders'] },
  { region: 'wallonia', zones: ['hainaut', 'liege', 'luxembourg-province', 'namur', 'walloon-brabant'] },
  { region: 'luxembourg', zones: ['luxembourg'] },
] as const satisfies readonly { region: Zone; zones: readonly MapZone[] }[];

// An equirectangular projection squeezed by cos(50.5°), which is true enough for so small a country.
const WEST = 2.45;
const NORTH = 51.58;
const X_SCALE = 130;
const Y_SCALE = 204;
export const MAP_VIEW_BOX = '0 0 540 440';

function project([lon, lat]: Point): string {
  return `${Math.round((lon - WEST) * X_SCALE)},${Math.round((NORTH - lat) * Y_SCALE)}`;
}

function path(points: readonly Point[]): string {
  return `M${points.map(project).join('L')}Z`;
}

/** SVG path data of each zone, Brussels last so it is drawn above Flemish Brabant. */
export const ZONE_PATHS: readonly { zone: MapZone; d: string }[] = [
  ...(Object.keys(OUTLINES) as (keyof typeof OUTLINES)[]).map((zone) => ({
    zone,
    d: path(OUTLINES[zone].map((name) => P[name])),
  })),
  { zone: 'brussels', d: path(BRUSSELS) },
];
