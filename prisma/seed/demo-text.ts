// Titles and descriptions of the demo properties in fr, nl, en and de, assembled from phrases
// chosen by type, town and features so that no two listings read alike.
import type { Region } from '@/lib/domain/region';
import type { FeedLanguage } from '@/lib/import/feed-schema';
import type { DemoTypeKey } from './demo-catalogue';

export type Orientation = 'south' | 'south-west' | 'west' | 'south-east' | 'east';
export type Heating = 'gas' | 'fuel-oil' | 'heat-pump' | 'electric' | 'district-heating';
export type Windows = 'double-glazing' | 'triple-glazing';
export type Kitchen = 'fully-equipped' | 'equipped' | 'semi-equipped';
export type OtherKind = 'workshop' | 'warehouse';

export type TextFacts = {
  type: DemoTypeKey;
  goal: 'sale' | 'rent';
  region: Region;
  town: Record<FeedLanguage, string>;
  /** Picks among the headlines that fit the facts. */
  seed: number;
  bedrooms: number;
  bathrooms: number;
  living: number;
  garden: number;
  terrace: number;
  garages: number;
  parkings: number;
  floor: number | null;
  facades: number;
  ground: number;
  surface: number;
  levels: number;
  year: number;
  renovationYear: number | null;
  heating: Heating;
  windows: Windows;
  kitchen: Kitchen;
  orientation: Orientation;
  energyPerformance: number | null;
  epcLabelText: string | null;
  availableFrom: Date | null;
  frontage: number;
  clearHeight: number;
  otherKind: OtherKind;
  project: { name: string; vatRate: number } | null;
  viager: { ages: string; bouquet: number; annuity: number } | null;
};

type Lang = FeedLanguage;
type PerLanguage = Record<Lang, string>;
type Ref = 'house' | 'apartment' | 'villa' | 'mansion' | 'estate' | 'land' | 'office' | 'shop' | OtherKind;

const LOCALE: Record<Lang, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-GB', de: 'de-DE' };

const number = (lang: Lang, value: number) => new Intl.NumberFormat(LOCALE[lang]).format(value);
const euros = (lang: Lang, value: number) => (lang === 'en' ? `€${number(lang, value)}` : `${number(lang, value)} €`);
/** English indefinite article: "an east-facing", "a south-facing". */
const an = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function longDate(lang: Lang, date: Date): string {
  const month = new Intl.DateTimeFormat(LOCALE[lang], { month: 'long', timeZone: 'UTC' }).format(date);
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  if (lang === 'fr') return `${day === 1 ? '1er' : day} ${month} ${year}`;
  if (lang === 'de') return `${day}. ${month} ${year}`;
  return `${day} ${month} ${year}`;
}

const REFS: Record<Ref, PerLanguage> = {
  house: { fr: 'cette maison', nl: 'deze woning', en: 'this house', de: 'dieses Haus' },
  apartment: { fr: 'cet appartement', nl: 'dit appartement', en: 'this apartment', de: 'diese Wohnung' },
  villa: { fr: 'cette villa', nl: 'deze villa', en: 'this villa', de: 'diese Villa' },
  mansion: { fr: 'cette maison de maître', nl: 'dit herenhuis', en: 'this mansion', de: 'dieses Herrenhaus' },
  estate: { fr: 'cette propriété', nl: 'dit landgoed', en: 'this estate', de: 'dieses Anwesen' },
  land: { fr: 'ce terrain', nl: 'dit perceel', en: 'this plot', de: 'dieses Grundstück' },
  office: { fr: 'cet espace de bureaux', nl: 'deze kantoorruimte', en: 'this office space', de: 'diese Bürofläche' },
  shop: { fr: 'cette surface commerciale', nl: 'dit handelspand', en: 'this retail space', de: 'dieses Ladenlokal' },
  workshop: { fr: 'cet atelier', nl: 'dit atelier', en: 'this workshop', de: 'diese Werkstatt' },
  warehouse: { fr: 'cet entrepôt', nl: 'deze opslagruimte', en: 'this warehouse', de: 'diese Lagerhalle' },
};

type Headline = { when: (facts: TextFacts) => boolean; ref: Ref; text: PerLanguage };

const always = () => true;

const HEADLINES: Partial<Record<DemoTypeKey, Headline[]>> = {
  house: [
    {
      when: always,
      ref: 'house',
      text: { fr: 'Maison familiale', nl: 'Gezinswoning', en: 'Family house', de: 'Einfamilienhaus' },
    },
    {
      when: (f) => f.facades <= 2,
      ref: 'house',
      text: {
        fr: 'Charmante maison de ville',
        nl: 'Charmante stadswoning',
        en: 'Charming townhouse',
        de: 'Charmantes Stadthaus',
      },
    },
    {
      when: (f) => f.renovationYear !== null,
      ref: 'house',
      text: { fr: 'Maison rénovée', nl: 'Gerenoveerde woning', en: 'Renovated house', de: 'Renoviertes Haus' },
    },
    {
      when: (f) => f.facades === 4,
      ref: 'house',
      text: { fr: 'Maison 4 façades', nl: 'Vrijstaande woning', en: 'Detached house', de: 'Freistehendes Haus' },
    },
    {
      when: (f) => f.year < 1940,
      ref: 'house',
      text: {
        fr: 'Maison de caractère',
        nl: 'Karaktervolle woning',
        en: 'House with character',
        de: 'Haus mit Charakter',
      },
    },
  ],
  'apartment-loft': [
    {
      when: (f) => f.project === null,
      ref: 'apartment',
      text: { fr: 'Appartement lumineux', nl: 'Lichtrijk appartement', en: 'Bright apartment', de: 'Helle Wohnung' },
    },
    {
      when: (f) => f.living >= 100,
      ref: 'apartment',
      text: { fr: 'Appartement spacieux', nl: 'Ruim appartement', en: 'Spacious apartment', de: 'Geräumige Wohnung' },
    },
    {
      when: (f) => f.renovationYear !== null,
      ref: 'apartment',
      text: {
        fr: 'Appartement rénové',
        nl: 'Gerenoveerd appartement',
        en: 'Renovated apartment',
        de: 'Renovierte Wohnung',
      },
    },
    {
      when: (f) => f.project !== null || f.year >= 2020,
      ref: 'apartment',
      text: { fr: 'Appartement neuf', nl: 'Nieuwbouwappartement', en: 'New-build apartment', de: 'Neubauwohnung' },
    },
    {
      when: (f) => (f.floor ?? 0) >= 5,
      ref: 'apartment',
      text: {
        fr: 'Appartement avec vue',
        nl: 'Appartement met zicht',
        en: 'Apartment with a view',
        de: 'Wohnung mit Aussicht',
      },
    },
  ],
  prestige: [
    {
      when: (f) => f.year >= 1930,
      ref: 'villa',
      text: {
        fr: "Villa d'exception",
        nl: 'Uitzonderlijke villa',
        en: 'Exceptional villa',
        de: 'Außergewöhnliche Villa',
      },
    },
    {
      when: (f) => f.year < 1930,
      ref: 'mansion',
      text: { fr: 'Maison de maître', nl: 'Herenhuis', en: 'Mansion', de: 'Herrenhaus' },
    },
    {
      when: (f) => f.ground >= 3000,
      ref: 'estate',
      text: {
        fr: 'Propriété de prestige',
        nl: 'Prestigieus landgoed',
        en: 'Prestige estate',
        de: 'Exklusives Anwesen',
      },
    },
  ],
};

function headline(facts: TextFacts): Headline {
  const fitting = (HEADLINES[facts.type] ?? []).filter((candidate) => candidate.when(facts));
  const chosen = fitting[facts.seed % Math.max(fitting.length, 1)];
  if (!chosen) throw new Error(`no headline for ${facts.type}`);
  return chosen;
}

function refOf(facts: TextFacts): Ref {
  switch (facts.type) {
    case 'land':
    case 'office':
    case 'shop':
      return facts.type;
    case 'other':
      return facts.otherKind;
    default:
      return headline(facts).ref;
  }
}

const FEATURES = {
  garden: { fr: 'jardin', nl: 'tuin', en: 'garden', de: 'Garten' },
  terrace: { fr: 'terrasse', nl: 'terras', en: 'terrace', de: 'Terrasse' },
  garage: { fr: 'garage', nl: 'garage', en: 'garage', de: 'Garage' },
} satisfies Record<string, PerLanguage>;

function mainFeature(facts: TextFacts): PerLanguage | null {
  if (facts.garden >= 30) return FEATURES.garden;
  if (facts.terrace >= 8) return FEATURES.terrace;
  if (facts.garages > 0) return FEATURES.garage;
  return null;
}

const CONNECTORS: PerLanguage = { fr: ' avec ', nl: ' met ', en: ' with ', de: ' mit ' };

function residentialTitle(lang: Lang, facts: TextFacts): string {
  const head = headline(facts).text[lang];
  const feature = mainFeature(facts)?.[lang];
  const town = facts.town[lang];
  const n = facts.bedrooms;
  // "Apartment with a view with 2 bedrooms" reads badly: such headlines take a comma instead.
  if (head.includes(CONNECTORS[lang])) {
    const rooms = {
      fr: plural(n, 'chambre', 'chambres'),
      nl: plural(n, 'slaapkamer', 'slaapkamers'),
      en: plural(n, 'bedroom', 'bedrooms'),
      de: `${n} Schlafzimmer`,
    }[lang];
    const and = { fr: 'et', nl: 'en', en: 'and', de: 'und' }[lang];
    const where = { fr: 'à', nl: 'in', en: 'in', de: 'in' }[lang];
    return `${head}, ${rooms}${feature ? ` ${and} ${feature}` : ''} ${where} ${town}`;
  }
  switch (lang) {
    case 'fr':
      return `${head} ${plural(n, 'chambre', 'chambres')}${feature ? ` avec ${feature}` : ''} à ${town}`;
    case 'nl':
      return `${head} met ${plural(n, 'slaapkamer', 'slaapkamers')}${feature ? ` en ${feature}` : ''} in ${town}`;
    case 'en':
      return `${head} with ${plural(n, 'bedroom', 'bedrooms')}${feature ? ` and ${feature}` : ''} in ${town}`;
    case 'de':
      return `${head} mit ${plural(n, 'Schlafzimmer', 'Schlafzimmern')}${feature ? ` und ${feature}` : ''} in ${town}`;
  }
}

function otherTitle(lang: Lang, facts: TextFacts): string {
  const m2 = number(lang, facts.surface);
  const town = facts.town[lang];
  switch (facts.type) {
    case 'land':
      if (facts.frontage >= 18 && facts.seed % 2 === 0) {
        return {
          fr: `Terrain à bâtir pour maison 4 façades à ${town}`,
          nl: `Bouwgrond voor open bebouwing in ${town}`,
          en: `Building plot for a detached house in ${town}`,
          de: `Baugrundstück für ein freistehendes Haus in ${town}`,
        }[lang];
      }
      return {
        fr: `Terrain à bâtir de ${m2} m² à ${town}`,
        nl: `Bouwgrond van ${m2} m² in ${town}`,
        en: `Building plot of ${m2} m² in ${town}`,
        de: `Baugrundstück mit ${m2} m² in ${town}`,
      }[lang];
    case 'office':
      return {
        fr: `Bureaux de ${m2} m²${facts.parkings ? ` avec ${facts.parkings} parkings` : ''} à ${town}`,
        nl: `Kantoorruimte van ${m2} m²${facts.parkings ? ` met ${facts.parkings} parkeerplaatsen` : ''} in ${town}`,
        en: `Office space of ${m2} m²${facts.parkings ? ` with ${facts.parkings} parking spaces` : ''} in ${town}`,
        de: `Büroflächen von ${m2} m²${facts.parkings ? ` mit ${facts.parkings} Stellplätzen` : ''} in ${town}`,
      }[lang];
    case 'shop':
      if (facts.seed % 2 === 0) {
        return {
          fr: `Commerce idéalement situé à ${town}`,
          nl: `Uitstekend gelegen handelspand in ${town}`,
          en: `Well-located shop in ${town}`,
          de: `Gut gelegenes Ladenlokal in ${town}`,
        }[lang];
      }
      return {
        fr: `Surface commerciale de ${m2} m² à ${town}`,
        nl: `Handelspand van ${m2} m² in ${town}`,
        en: `Retail space of ${m2} m² in ${town}`,
        de: `Ladenlokal mit ${m2} m² in ${town}`,
      }[lang];
    default:
      return facts.otherKind === 'workshop'
        ? {
            fr: `Atelier avec bureau à ${town}`,
            nl: `Atelier met kantoor in ${town}`,
            en: `Workshop with office in ${town}`,
            de: `Werkstatt mit Büro in ${town}`,
          }[lang]
        : {
            fr: `Entrepôt de ${m2} m² à ${town}`,
            nl: `Opslagruimte van ${m2} m² in ${town}`,
            en: `Warehouse of ${m2} m² in ${town}`,
            de: `Lagerhalle mit ${m2} m² in ${town}`,
          }[lang];
  }
}

const TYPE_DESCRIPTIONS: Record<Ref, PerLanguage> = {
  house: { fr: 'Maison', nl: 'Woning', en: 'House', de: 'Haus' },
  apartment: { fr: 'Appartement', nl: 'Appartement', en: 'Apartment', de: 'Wohnung' },
  villa: { fr: 'Villa', nl: 'Villa', en: 'Villa', de: 'Villa' },
  mansion: { fr: 'Maison de maître', nl: 'Herenhuis', en: 'Mansion', de: 'Herrenhaus' },
  estate: { fr: 'Propriété', nl: 'Landgoed', en: 'Estate', de: 'Anwesen' },
  land: { fr: 'Terrain à bâtir', nl: 'Bouwgrond', en: 'Building plot', de: 'Baugrundstück' },
  office: { fr: 'Bureaux', nl: 'Kantoorruimte', en: 'Office space', de: 'Büroflächen' },
  shop: { fr: 'Surface commerciale', nl: 'Handelspand', en: 'Retail space', de: 'Ladenlokal' },
  workshop: { fr: 'Atelier', nl: 'Atelier', en: 'Workshop', de: 'Werkstatt' },
  warehouse: { fr: 'Entrepôt', nl: 'Opslagruimte', en: 'Warehouse', de: 'Lagerhalle' },
};

/** The CRM's free "type description", e.g. "Maison de maître" for a prestige property. */
export function demoTypeDescription(lang: Lang, facts: TextFacts): string {
  return TYPE_DESCRIPTIONS[refOf(facts)][lang];
}

const RESIDENTIAL: ReadonlySet<DemoTypeKey> = new Set(['house', 'apartment-loft', 'prestige']);

export function demoTitle(lang: Lang, facts: TextFacts): string {
  return RESIDENTIAL.has(facts.type) ? residentialTitle(lang, facts) : otherTitle(lang, facts);
}

// ------------------------------------------------------------------ description sentences

const ORIENTATION: Record<Orientation, PerLanguage> = {
  south: { fr: 'plein sud', nl: 'zuiden', en: 'south', de: 'Süden' },
  'south-west': { fr: 'sud-ouest', nl: 'zuidwesten', en: 'south-west', de: 'Südwesten' },
  west: { fr: 'ouest', nl: 'westen', en: 'west', de: 'Westen' },
  'south-east': { fr: 'sud-est', nl: 'zuidoosten', en: 'south-east', de: 'Südosten' },
  east: { fr: 'est', nl: 'oosten', en: 'east', de: 'Osten' },
};

const HEATING: Record<Heating, PerLanguage> = {
  gas: {
    fr: 'un chauffage central au gaz',
    nl: 'centrale verwarming op aardgas',
    en: 'gas central heating',
    de: 'eine Gaszentralheizung',
  },
  'fuel-oil': {
    fr: 'un chauffage au mazout',
    nl: 'stookolieverwarming',
    en: 'oil-fired heating',
    de: 'eine Ölheizung',
  },
  'heat-pump': { fr: 'une pompe à chaleur', nl: 'een warmtepomp', en: 'a heat pump', de: 'eine Wärmepumpe' },
  electric: {
    fr: 'un chauffage électrique',
    nl: 'elektrische verwarming',
    en: 'electric heating',
    de: 'eine Elektroheizung',
  },
  'district-heating': { fr: 'un chauffage urbain', nl: 'stadsverwarming', en: 'district heating', de: 'Fernwärme' },
};

const WINDOWS: Record<Windows, PerLanguage> = {
  'double-glazing': { fr: 'du double vitrage', nl: 'dubbele beglazing', en: 'double glazing', de: 'Doppelverglasung' },
  'triple-glazing': {
    fr: 'du triple vitrage',
    nl: 'driedubbele beglazing',
    en: 'triple glazing',
    de: 'Dreifachverglasung',
  },
};

const KITCHEN: Record<Kitchen, PerLanguage> = {
  'fully-equipped': {
    fr: 'entièrement équipée',
    nl: 'volledig ingerichte',
    en: 'fully equipped',
    de: 'voll ausgestatteter',
  },
  equipped: { fr: 'équipée', nl: 'ingerichte', en: 'equipped', de: 'ausgestatteter' },
  'semi-equipped': { fr: 'semi-équipée', nl: 'half ingerichte', en: 'semi-equipped', de: 'teilweise ausgestatteter' },
};

/** French elides "de" before a vowel: "d'Uccle", "d'Ixelles". */
export const ofTown = (town: string) => (/^[aeiouyéè]/i.test(town) ? `d'${town}` : `de ${town}`);

function opening(lang: Lang, facts: TextFacts, ref: Ref): string {
  const it = REFS[ref][lang];
  const town = facts.town[lang];
  if (!RESIDENTIAL.has(facts.type) && facts.type !== 'land') {
    return {
      fr: `${cap(it)} occupe un emplacement stratégique à ${town}, facilement accessible en voiture comme en transports en commun.`,
      nl: `${cap(it)} heeft een strategische ligging in ${town}, vlot bereikbaar met de auto en het openbaar vervoer.`,
      en: `${cap(it)} enjoys a strategic location in ${town}, easy to reach by car and by public transport.`,
      de: `${cap(it)} befindet sich in strategischer Lage in ${town}, gut erreichbar mit dem Auto und mit öffentlichen Verkehrsmitteln.`,
    }[lang];
  }
  const variants: PerLanguage[] = [
    {
      fr: `Dans un quartier résidentiel calme ${ofTown(town)}, ${it} profite d'un cadre agréable, à deux pas des commerces, des écoles et des transports en commun.`,
      nl: `In een rustige residentiële wijk van ${town} geniet ${it} van een aangename omgeving, op wandelafstand van winkels, scholen en openbaar vervoer.`,
      en: `In a quiet residential area of ${town}, ${it} enjoys a pleasant setting within walking distance of shops, schools and public transport.`,
      de: `In einem ruhigen Wohnviertel von ${town} genießt ${it} eine angenehme Umgebung, nur wenige Gehminuten von Geschäften, Schulen und öffentlichen Verkehrsmitteln entfernt.`,
    },
    {
      fr: `À quelques minutes du centre ${ofTown(town)}, ${it} allie confort, calme et facilité au quotidien.`,
      nl: `Op enkele minuten van het centrum van ${town} combineert ${it} comfort, rust en praktisch wonen.`,
      en: `A few minutes from the centre of ${town}, ${it} combines comfort, quiet and everyday convenience.`,
      de: `Nur wenige Minuten vom Zentrum von ${town} entfernt verbindet ${it} Komfort, Ruhe und einen praktischen Alltag.`,
    },
    {
      fr: `${cap(it)} se trouve dans une rue agréable ${ofTown(town)}, idéale pour profiter pleinement de la vie de quartier.`,
      nl: `${cap(it)} ligt in een aangename straat van ${town}, ideaal om ten volle van het buurtleven te genieten.`,
      en: `${cap(it)} stands in a pleasant street of ${town}, ideal for making the most of local neighbourhood life.`,
      de: `${cap(it)} liegt in einer angenehmen Straße von ${town}, ideal, um das Leben im Viertel in vollen Zügen zu genießen.`,
    },
  ];
  return (variants[facts.seed % variants.length] ?? variants[0])?.[lang] ?? '';
}

function layout(lang: Lang, f: TextFacts): string {
  const living = number(lang, f.living);
  const kitchen = KITCHEN[f.kitchen][lang];
  switch (lang) {
    case 'fr':
      return `Le bien offre une surface habitable d'environ ${living} m² et comprend un hall d'entrée, un séjour lumineux, une cuisine ${kitchen}, ${plural(f.bedrooms, 'chambre', 'chambres')} et ${plural(f.bathrooms, 'salle de bain', 'salles de bain')}.`;
    case 'nl':
      return `Het pand biedt een bewoonbare oppervlakte van ongeveer ${living} m² met een inkomhal, een lichtrijke leefruimte, een ${kitchen} keuken, ${plural(f.bedrooms, 'slaapkamer', 'slaapkamers')} en ${plural(f.bathrooms, 'badkamer', 'badkamers')}.`;
    case 'en':
      return `It offers around ${living} m² of living space with an entrance hall, a bright living room, ${an(kitchen)} kitchen, ${plural(f.bedrooms, 'bedroom', 'bedrooms')} and ${plural(f.bathrooms, 'bathroom', 'bathrooms')}.`;
    case 'de':
      return `Die Immobilie bietet rund ${living} m² Wohnfläche mit Eingangshalle, hellem Wohnbereich, ${kitchen} Küche, ${plural(f.bedrooms, 'Schlafzimmer', 'Schlafzimmern')} und ${plural(f.bathrooms, 'Badezimmer', 'Badezimmern')}.`;
  }
}

function apartmentFloor(lang: Lang, floor: number): string {
  const lift = floor >= 2;
  switch (lang) {
    case 'fr':
      return `L'appartement se situe ${floor === 0 ? 'au rez-de-chaussée' : `au ${floor === 1 ? '1er' : `${floor}e`} étage`} d'une résidence soignée${lift ? ' avec ascenseur' : ''}.`;
    case 'nl':
      return `Het appartement bevindt zich ${floor === 0 ? 'op het gelijkvloers' : `op de ${floor}e verdieping`} van een verzorgde residentie${lift ? ' met lift' : ''}.`;
    case 'en': {
      const suffix = floor === 1 ? 'st' : floor === 2 ? 'nd' : floor === 3 ? 'rd' : 'th';
      return `The apartment is on the ${floor === 0 ? 'ground floor' : `${floor}${suffix} floor`} of a well-kept building${lift ? ' with a lift' : ''}.`;
    }
    case 'de':
      return `Die Wohnung liegt ${floor === 0 ? 'im Erdgeschoss' : `im ${floor}. Obergeschoss`} eines gepflegten Wohnhauses${lift ? ' mit Aufzug' : ''}.`;
  }
}

function outdoor(lang: Lang, f: TextFacts): string[] {
  const sentences: string[] = [];
  const orientation = ORIENTATION[f.orientation][lang];
  if (f.garden >= 30) {
    const m2 = number(lang, f.garden);
    sentences.push(
      {
        fr: `Un jardin de ${m2} m² orienté ${orientation} invite à profiter des beaux jours.`,
        nl: `Een tuin van ${m2} m² op het ${orientation} nodigt uit om van zonnige dagen te genieten.`,
        en: `${cap(an(`${orientation}-facing`))} garden of ${m2} m² is perfect for sunny days.`,
        de: `Ein nach ${orientation} ausgerichteter Garten von ${m2} m² lädt an sonnigen Tagen zum Verweilen ein.`,
      }[lang],
    );
  }
  if (f.terrace >= 8) {
    const m2 = number(lang, f.terrace);
    sentences.push(
      {
        fr: `Une terrasse de ${m2} m² prolonge le séjour.`,
        nl: `Een terras van ${m2} m² sluit aan op de leefruimte.`,
        en: `A ${m2} m² terrace extends the living room.`,
        de: `Eine ${m2} m² große Terrasse erweitert den Wohnbereich.`,
      }[lang],
    );
  }
  if (f.garages > 0) {
    const two = f.garages > 1;
    sentences.push(
      {
        fr: `Un garage${two ? ' pour deux voitures' : ''} complète l'ensemble.`,
        nl: `Een garage${two ? ' voor twee wagens' : ''} vervolledigt het geheel.`,
        en: `A garage${two ? ' for two cars' : ''} completes the property.`,
        de: `Eine Garage${two ? ' für zwei Fahrzeuge' : ''} rundet das Angebot ab.`,
      }[lang],
    );
  } else if (f.parkings > 0) {
    sentences.push(
      {
        fr: 'Un emplacement de parking en sous-sol est compris.',
        nl: 'Een ondergrondse parkeerplaats is inbegrepen.',
        en: 'An underground parking space is included.',
        de: 'Ein Tiefgaragenstellplatz ist inbegriffen.',
      }[lang],
    );
  }
  return sentences;
}

function building(lang: Lang, f: TextFacts): string {
  const heating = HEATING[f.heating][lang];
  const windows = WINDOWS[f.windows][lang];
  const renovated = f.renovationYear;
  if (f.project) {
    return {
      fr: `La construction répond aux normes actuelles, avec ${heating} et ${windows}.`,
      nl: `Het gebouw voldoet aan de huidige normen, met ${heating} en ${windows}.`,
      en: `The building meets current standards, with ${heating} and ${windows}.`,
      de: `Das Gebäude entspricht den aktuellen Standards und verfügt über ${heating} und ${windows}.`,
    }[lang];
  }
  return {
    fr: `Le bâtiment date de ${f.year}${renovated ? ` et a été rénové en ${renovated}` : ''} ; il dispose d'${heating} et ${windows}.`,
    nl: `Het gebouw dateert van ${f.year}${renovated ? ` en werd gerenoveerd in ${renovated}` : ''}; het beschikt over ${heating} en ${windows}.`,
    en: `The building dates from ${f.year}${renovated ? ` and was renovated in ${renovated}` : ''}; it has ${heating} and ${windows}.`,
    de: `Das Gebäude stammt aus dem Jahr ${f.year}${renovated ? ` und wurde ${renovated} renoviert` : ''}; es verfügt über ${heating} und ${windows}.`,
  }[lang];
}

function energy(lang: Lang, f: TextFacts): string | null {
  if (f.epcLabelText) {
    return {
      fr: `Classe de performance énergétique : ${f.epcLabelText}.`,
      nl: `Energieklasse: ${f.epcLabelText}.`,
      en: `Energy performance class: ${f.epcLabelText}.`,
      de: `Energieeffizienzklasse: ${f.epcLabelText}.`,
    }[lang];
  }
  if (f.energyPerformance === null) return null;
  const value = number(lang, f.energyPerformance);
  const certificate = f.region === 'flanders' ? 'EPC' : 'PEB';
  return {
    fr: `Certificat ${certificate} : ${value} kWh/m² par an.`,
    nl: `EPC-waarde: ${value} kWh/m² per jaar.`,
    en: `Energy performance certificate: ${value} kWh/m² per year.`,
    de: `Energieausweis: ${value} kWh/m² pro Jahr.`,
  }[lang];
}

function land(lang: Lang, f: TextFacts): string[] {
  const ground = number(lang, f.ground);
  const front = number(lang, f.frontage);
  const detached = f.frontage >= 18;
  const zone = {
    fr: 'Il est situé en zone d’habitat au plan de secteur.',
    nl: 'Het perceel ligt in woongebied volgens het gewestplan.',
    en: 'It lies in a residential zone of the sector plan.',
    de: 'Es liegt laut Sektorenplan in einem Wohngebiet.',
  };
  return [
    {
      fr: `Le terrain de ${ground} m² présente une façade à rue de ${front} m et se prête à la construction d'une maison ${detached ? '4 façades' : '3 façades'}.`,
      nl: `Het perceel van ${ground} m² heeft een straatbreedte van ${front} m en is geschikt voor ${detached ? 'open' : 'halfopen'} bebouwing.`,
      en: `The ${ground} m² plot has a street frontage of ${front} m and suits a ${detached ? 'detached' : 'semi-detached'} house.`,
      de: `Das ${ground} m² große Grundstück hat eine Straßenfront von ${front} m und eignet sich für ${detached ? 'ein freistehendes Haus' : 'eine Doppelhaushälfte'}.`,
    }[lang],
    zone[lang],
    {
      fr: 'Libre de tout engagement de construction avec un promoteur.',
      nl: 'Vrij van bouwverplichting en van bouwpromotor.',
      en: 'No obligation to build with a particular developer.',
      de: 'Ohne Bauträgerbindung und ohne Bauverpflichtung.',
    }[lang],
  ];
}

function business(lang: Lang, f: TextFacts): string[] {
  const m2 = number(lang, f.surface);
  if (f.type === 'office') {
    const levels = f.levels;
    return [
      {
        fr: `L'espace de ${m2} m² se répartit sur ${plural(levels, 'niveau', 'niveaux')} et comprend des bureaux paysagers, des salles de réunion, une kitchenette et des sanitaires.`,
        nl: `De ruimte van ${m2} m² is verdeeld over ${plural(levels, 'verdieping', 'verdiepingen')} en omvat landschapskantoren, vergaderzalen, een kitchenette en sanitair.`,
        en: `The ${m2} m² space is spread over ${plural(levels, 'level', 'levels')} and includes open-plan offices, meeting rooms, a kitchenette and washrooms.`,
        de: `Die ${m2} m² große Fläche verteilt sich auf ${plural(levels, 'Ebene', 'Ebenen')} und umfasst Großraumbüros, Besprechungsräume, eine Teeküche und Sanitäranlagen.`,
      }[lang],
      ...(f.parkings
        ? [
            {
              fr: `${f.parkings} emplacements de parking sont disponibles.`,
              nl: `Er zijn ${f.parkings} parkeerplaatsen beschikbaar.`,
              en: `${f.parkings} parking spaces are available.`,
              de: `Es stehen ${f.parkings} Stellplätze zur Verfügung.`,
            }[lang],
          ]
        : []),
    ];
  }
  if (f.type === 'shop') {
    return [
      {
        fr: `La surface commerciale de ${m2} m² dispose d'une large vitrine, d'une réserve et de sanitaires.`,
        nl: `Het handelspand van ${m2} m² beschikt over een brede etalage, een berging en sanitair.`,
        en: `The ${m2} m² retail space has a wide shop window, a storeroom and washrooms.`,
        de: `Das ${m2} m² große Ladenlokal verfügt über ein breites Schaufenster, einen Lagerraum und Sanitäranlagen.`,
      }[lang],
      {
        fr: 'Le quartier bénéficie d’un passage important tout au long de la semaine.',
        nl: 'De buurt trekt de hele week door veel passanten.',
        en: 'The area enjoys high footfall throughout the week.',
        de: 'Die Lage profitiert die ganze Woche über von hoher Passantenfrequenz.',
      }[lang],
    ];
  }
  const height = number(lang, f.clearHeight);
  const workshop = f.otherKind === 'workshop';
  return [
    {
      fr: `${workshop ? "L'atelier" : "L'entrepôt"} de ${m2} m² dispose d'une porte sectionnelle, d'une hauteur libre de ${height} m, d'un petit bureau et de sanitaires.`,
      nl: `${workshop ? 'Het atelier' : 'De opslagruimte'} van ${m2} m² beschikt over een sectionaalpoort, een vrije hoogte van ${height} m, een klein kantoor en sanitair.`,
      en: `The ${m2} m² ${workshop ? 'workshop' : 'warehouse'} has a sectional door, a clear height of ${height} m, a small office and washrooms.`,
      de: `${workshop ? 'Die Werkstatt' : 'Die Lagerhalle'} mit ${m2} m² verfügt über ein Sektionaltor, eine lichte Höhe von ${height} m, ein kleines Büro und Sanitäranlagen.`,
    }[lang],
  ];
}

function rental(lang: Lang, f: TextFacts): string | null {
  if (f.goal !== 'rent' || !f.availableFrom) return null;
  const date = longDate(lang, f.availableFrom);
  return {
    fr: `Disponible à partir du ${date}. Garantie locative de deux mois de loyer.`,
    nl: `Beschikbaar vanaf ${date}. Huurwaarborg van twee maanden huur.`,
    en: `Available from ${date}. Rental deposit of two months' rent.`,
    de: `Verfügbar ab dem ${date}. Mietkaution in Höhe von zwei Monatsmieten.`,
  }[lang];
}

function project(lang: Lang, f: TextFacts): string | null {
  if (!f.project) return null;
  const { name, vatRate } = f.project;
  return {
    fr: `Cet appartement fait partie du projet neuf « ${name} » : finitions au choix et TVA de ${vatRate} % sur la construction.`,
    nl: `Dit appartement maakt deel uit van het nieuwbouwproject "${name}": afwerking naar keuze en ${vatRate}% btw op de constructie.`,
    en: `This apartment is part of the new-build project "${name}": choice of finishes and ${vatRate}% VAT on the construction.`,
    de: `Diese Wohnung gehört zum Neubauprojekt „${name}“: Ausstattung nach Wahl und ${vatRate} % MwSt. auf den Bauanteil.`,
  }[lang];
}

function viager(lang: Lang, f: TextFacts): string | null {
  if (!f.viager) return null;
  const { ages, bouquet, annuity } = f.viager;
  return {
    fr: `Vente en viager occupé sur deux têtes (${ages} ans) : bouquet de ${euros(lang, bouquet)} et rente mensuelle de ${euros(lang, annuity)}.`,
    nl: `Verkoop op lijfrente, bewoond door twee personen (${ages} jaar): boeket van ${euros(lang, bouquet)} en maandelijkse rente van ${euros(lang, annuity)}.`,
    en: `Sold as a life annuity (viager) with two occupants aged ${ages}: down payment of ${euros(lang, bouquet)} and a monthly annuity of ${euros(lang, annuity)}.`,
    de: `Verkauf auf Leibrentenbasis, bewohnt von zwei Personen (${ages} Jahre): Anzahlung von ${euros(lang, bouquet)} und monatliche Rente von ${euros(lang, annuity)}.`,
  }[lang];
}

const CLOSINGS: PerLanguage[] = [
  {
    fr: 'Une visite s’impose !',
    nl: 'Een bezoek is zeker de moeite waard!',
    en: 'A visit is a must!',
    de: 'Eine Besichtigung lohnt sich!',
  },
  {
    fr: 'Contactez-nous pour organiser une visite.',
    nl: 'Neem contact met ons op voor een bezoek.',
    en: 'Contact us to arrange a viewing.',
    de: 'Kontaktieren Sie uns für eine Besichtigung.',
  },
  {
    fr: 'Un bien rare, à découvrir sans tarder.',
    nl: 'Een zeldzame kans: snel bezoeken is de boodschap.',
    en: 'A rare opportunity not to be missed.',
    de: 'Eine seltene Gelegenheit, die man nicht verpassen sollte.',
  },
];

export const DESCRIPTION_LIMITS = { min: 300, max: 900 } as const;

export function demoDescription(lang: Lang, facts: TextFacts): string {
  const ref = refOf(facts);
  const body: (string | null)[] = [opening(lang, facts, ref)];
  if (RESIDENTIAL.has(facts.type)) {
    body.push(layout(lang, facts));
    if (facts.type === 'apartment-loft' && facts.floor !== null) body.push(apartmentFloor(lang, facts.floor));
    body.push(...outdoor(lang, facts), project(lang, facts), viager(lang, facts), building(lang, facts));
  } else if (facts.type === 'land') {
    body.push(...land(lang, facts));
  } else {
    body.push(...business(lang, facts), building(lang, facts));
  }
  const closing = CLOSINGS[facts.seed % CLOSINGS.length]?.[lang] ?? '';
  const optional = [energy(lang, facts), rental(lang, facts)];
  const sentences = [...body, ...optional, closing].filter((sentence): sentence is string => Boolean(sentence));
  // Long combinations (a project unit with every feature) drop the energy line first.
  let text = sentences.join(' ');
  if (text.length > DESCRIPTION_LIMITS.max) {
    text = sentences.filter((sentence) => sentence !== optional[0]).join(' ');
  }
  return text;
}
