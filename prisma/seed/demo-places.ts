// Real Belgian and Luxembourg towns with their postcodes, names per language and approximate
// centre coordinates, for the demo feed.
import type { FeedLanguage } from '@/lib/import/feed-schema';
import type { Region } from '@/lib/domain/region';

export type Town = {
  key: string;
  zip: string;
  countryId: 10 | 50;
  region: Region;
  names: Record<FeedLanguage, string>;
  latitude: number;
  longitude: number;
  streets: readonly string[];
};

const same = (name: string) => ({ fr: name, nl: name, en: name, de: name });

function town<K extends string>(
  key: K,
  zip: string,
  region: Region,
  names: Record<FeedLanguage, string>,
  [latitude, longitude]: readonly [number, number],
  streets: readonly string[],
): Town & { key: K } {
  return { key, zip, countryId: region === 'luxembourg' ? 50 : 10, region, names, latitude, longitude, streets };
}

export const TOWNS = [
  // Brussels-Capital Region
  town(
    'bruxelles',
    '1000',
    'brussels',
    { fr: 'Bruxelles', nl: 'Brussel', en: 'Brussels', de: 'Brüssel' },
    [50.8467, 4.3525],
    ['Rue des Chartreux', 'Rue de Flandre', 'Rue du Midi', 'Rue Antoine Dansaert'],
  ),
  town(
    'ixelles',
    '1050',
    'brussels',
    { fr: 'Ixelles', nl: 'Elsene', en: 'Ixelles', de: 'Ixelles' },
    [50.8275, 4.372],
    ['Rue du Bailli', 'Rue Lesbroussart', 'Rue de la Brasserie', 'Avenue Louise'],
  ),
  town(
    'uccle',
    '1180',
    'brussels',
    { fr: 'Uccle', nl: 'Ukkel', en: 'Uccle', de: 'Uccle' },
    [50.8003, 4.3372],
    ['Avenue Brugmann', 'Avenue de Fré', 'Rue Vanderkindere', 'Rue du Bourdon'],
  ),
  town(
    'woluwe-saint-pierre',
    '1150',
    'brussels',
    { fr: 'Woluwe-Saint-Pierre', nl: 'Sint-Pieters-Woluwe', en: 'Woluwe-Saint-Pierre', de: 'Woluwe-Saint-Pierre' },
    [50.8315, 4.432],
    ['Avenue de Tervueren', 'Rue au Bois', 'Avenue des Frères Legrain'],
  ),
  town(
    'woluwe-saint-lambert',
    '1200',
    'brussels',
    {
      fr: 'Woluwe-Saint-Lambert',
      nl: 'Sint-Lambrechts-Woluwe',
      en: 'Woluwe-Saint-Lambert',
      de: 'Woluwe-Saint-Lambert',
    },
    [50.8447, 4.4286],
    ['Avenue Georges Henri', 'Avenue de Broqueville', 'Rue Saint-Lambert'],
  ),
  town(
    'etterbeek',
    '1040',
    'brussels',
    same('Etterbeek'),
    [50.8366, 4.389],
    ["Avenue d'Auderghem", 'Rue des Champs', 'Place Jourdan'],
  ),
  town(
    'saint-gilles',
    '1060',
    'brussels',
    { fr: 'Saint-Gilles', nl: 'Sint-Gillis', en: 'Saint-Gilles', de: 'Saint-Gilles' },
    [50.827, 4.345],
    ['Rue de la Victoire', 'Chaussée de Charleroi', 'Rue Defacqz'],
  ),
  town(
    'schaerbeek',
    '1030',
    'brussels',
    { fr: 'Schaerbeek', nl: 'Schaarbeek', en: 'Schaerbeek', de: 'Schaerbeek' },
    [50.8676, 4.3737],
    ['Avenue Louis Bertrand', 'Rue Josaphat', 'Boulevard Lambermont'],
  ),
  town(
    'watermael-boitsfort',
    '1170',
    'brussels',
    { fr: 'Watermael-Boitsfort', nl: 'Watermaal-Bosvoorde', en: 'Watermael-Boitsfort', de: 'Watermael-Boitsfort' },
    [50.799, 4.416],
    ['Avenue Delleur', 'Drève du Duc', 'Rue des Trois Tilleuls'],
  ),
  town(
    'auderghem',
    '1160',
    'brussels',
    { fr: 'Auderghem', nl: 'Oudergem', en: 'Auderghem', de: 'Auderghem' },
    [50.8164, 4.433],
    ['Boulevard du Souverain', 'Avenue de la Houlette'],
  ),
  town(
    'forest',
    '1190',
    'brussels',
    { fr: 'Forest', nl: 'Vorst', en: 'Forest', de: 'Forest' },
    [50.8108, 4.3199],
    ['Avenue Van Volxem', 'Chaussée de Bruxelles', 'Avenue Molière'],
  ),
  // Flemish Region
  town(
    'antwerpen',
    '2000',
    'flanders',
    { fr: 'Anvers', nl: 'Antwerpen', en: 'Antwerp', de: 'Antwerpen' },
    [51.2194, 4.4025],
    ['Kammenstraat', 'Lange Koepoortstraat', 'Oudaan', 'Meir'],
  ),
  town(
    'gent',
    '9000',
    'flanders',
    { fr: 'Gand', nl: 'Gent', en: 'Ghent', de: 'Gent' },
    [51.0543, 3.7174],
    ['Brabantdam', 'Coupure Links', 'Kortrijksesteenweg', 'Veldstraat'],
  ),
  town(
    'brugge',
    '8000',
    'flanders',
    { fr: 'Bruges', nl: 'Brugge', en: 'Bruges', de: 'Brügge' },
    [51.2093, 3.2247],
    ['Langestraat', 'Ezelstraat', 'Smedenstraat'],
  ),
  town(
    'leuven',
    '3000',
    'flanders',
    { fr: 'Louvain', nl: 'Leuven', en: 'Leuven', de: 'Löwen' },
    [50.8798, 4.7005],
    ['Naamsestraat', 'Tiensestraat', 'Brusselsestraat'],
  ),
  town(
    'mechelen',
    '2800',
    'flanders',
    { fr: 'Malines', nl: 'Mechelen', en: 'Mechelen', de: 'Mecheln' },
    [51.0259, 4.4776],
    ['Adegemstraat', 'Hoogstraat', 'Bruul'],
  ),
  town(
    'halle',
    '1500',
    'flanders',
    { fr: 'Hal', nl: 'Halle', en: 'Halle', de: 'Halle' },
    [50.7339, 4.2345],
    ['Basiliekstraat', 'Ninoofsesteenweg'],
  ),
  town('hasselt', '3500', 'flanders', same('Hasselt'), [50.9307, 5.3325], ['Kapelstraat', 'Demerstraat', 'Kunstlaan']),
  town(
    'oostende',
    '8400',
    'flanders',
    { fr: 'Ostende', nl: 'Oostende', en: 'Ostend', de: 'Ostende' },
    [51.2154, 2.9286],
    ['Albert I-Promenade', 'Kapellestraat', 'Vindictivelaan'],
  ),
  town(
    'hoeilaart',
    '1560',
    'flanders',
    same('Hoeilaart'),
    [50.7667, 4.4667],
    ['Sint-Clemensplein', 'Karel Coppensstraat'],
  ),
  // Walloon Region
  town(
    'liege',
    '4000',
    'wallonia',
    { fr: 'Liège', nl: 'Luik', en: 'Liège', de: 'Lüttich' },
    [50.6326, 5.5797],
    ['Rue Hors-Château', 'Boulevard de la Sauvenière', 'Rue Saint-Gilles', 'Féronstrée'],
  ),
  town(
    'namur',
    '5000',
    'wallonia',
    { fr: 'Namur', nl: 'Namen', en: 'Namur', de: 'Namur' },
    [50.4674, 4.872],
    ['Rue de Fer', "Rue de l'Ange", 'Rue Godefroid'],
  ),
  town(
    'wavre',
    '1300',
    'wallonia',
    { fr: 'Wavre', nl: 'Waver', en: 'Wavre', de: 'Wavre' },
    [50.7172, 4.6014],
    ['Rue de Namur', 'Chaussée de Bruxelles', 'Rue du Pont du Christ'],
  ),
  town(
    'nivelles',
    '1400',
    'wallonia',
    { fr: 'Nivelles', nl: 'Nijvel', en: 'Nivelles', de: 'Nivelles' },
    [50.5976, 4.3285],
    ['Rue de Namur', 'Boulevard des Arbalétriers', 'Rue de Charleroi'],
  ),
  town(
    'mons',
    '7000',
    'wallonia',
    { fr: 'Mons', nl: 'Bergen', en: 'Mons', de: 'Bergen' },
    [50.4542, 3.9523],
    ['Rue de Nimy', 'Grand-Rue', "Rue d'Havré"],
  ),
  town(
    'charleroi',
    '6000',
    'wallonia',
    same('Charleroi'),
    [50.4108, 4.4446],
    ['Boulevard Tirou', 'Rue de la Montagne', 'Rue de Dampremy'],
  ),
  town(
    'louvain-la-neuve',
    '1348',
    'wallonia',
    same('Louvain-la-Neuve'),
    [50.6681, 4.6118],
    ['Rue des Wallons', "Place de l'Université", 'Boulevard de Wallonie'],
  ),
  town(
    'verviers',
    '4800',
    'wallonia',
    same('Verviers'),
    [50.5891, 5.8624],
    ['Rue de Heusy', 'Place Verte', 'Rue Spintay'],
  ),
  town(
    'arlon',
    '6700',
    'wallonia',
    { fr: 'Arlon', nl: 'Aarlen', en: 'Arlon', de: 'Arlon' },
    [49.6833, 5.8167],
    ['Grand-Rue', 'Rue de Bastogne', 'Avenue de Longwy'],
  ),
  // Grand Duchy of Luxembourg (postcodes are per street there)
  town(
    'luxembourg-gare',
    '1616',
    'luxembourg',
    { fr: 'Luxembourg', nl: 'Luxemburg', en: 'Luxembourg', de: 'Luxemburg' },
    [49.6003, 6.1335],
    ['Place de la Gare'],
  ),
  town(
    'luxembourg-centre',
    '2449',
    'luxembourg',
    { fr: 'Luxembourg', nl: 'Luxemburg', en: 'Luxembourg', de: 'Luxemburg' },
    [49.6097, 6.1265],
    ['Boulevard Royal'],
  ),
  town(
    'luxembourg-kirchberg',
    '1855',
    'luxembourg',
    { fr: 'Luxembourg', nl: 'Luxemburg', en: 'Luxembourg', de: 'Luxemburg' },
    [49.6289, 6.1628],
    ['Avenue John F. Kennedy'],
  ),
  town(
    'esch-sur-alzette',
    '4001',
    'luxembourg',
    { fr: 'Esch-sur-Alzette', nl: 'Esch-sur-Alzette', en: 'Esch-sur-Alzette', de: 'Esch an der Alzette' },
    [49.4958, 5.9806],
    ["Rue de l'Alzette", 'Boulevard Kennedy'],
  ),
  town(
    'ettelbruck',
    '9010',
    'luxembourg',
    { fr: 'Ettelbruck', nl: 'Ettelbruck', en: 'Ettelbruck', de: 'Ettelbrück' },
    [49.8475, 6.1042],
    ['Grand-Rue'],
  ),
  town(
    'echternach',
    '6401',
    'luxembourg',
    same('Echternach'),
    [49.8117, 6.4217],
    ['Place du Marché', 'Rue de la Gare'],
  ),
] as const satisfies readonly Town[];

export type TownKey = (typeof TOWNS)[number]['key'];

export function townByKey(key: TownKey): Town {
  const found = TOWNS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`unknown demo town ${key}`);
  return found;
}

export const COUNTRY_NAMES: Record<10 | 50, Record<FeedLanguage, string>> = {
  10: { fr: 'Belgique', nl: 'België', en: 'Belgium', de: 'Belgien' },
  50: { fr: 'Luxembourg', nl: 'Luxemburg', en: 'Luxembourg', de: 'Luxemburg' },
};
