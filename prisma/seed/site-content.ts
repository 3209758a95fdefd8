import { articlePath } from '@/lib/domain/slug';
import { FORM_DRAFT_COOKIE, RESET_LINK_COOKIE, SIGN_IN_EMAIL_COOKIE } from '@/lib/http/personal-cookies';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { routing, type AppPathname } from '@/lib/i18n/routing';
import { advanceIdSequences } from './id-sequences';
import type { Db } from '@/lib/prisma-client';
import {
  footerConfigSchema,
  headerConfigSchema,
  homeConfigSchema,
  type FooterConfig,
  type HeaderConfig,
  type HomeConfig,
} from '@/lib/site/config-schema';
import { normalizeOriginalPath } from '@/lib/site/breadcrumb-parents';

// Demo site content: configuration, menu, modules, articles, original paths and testimonials.
// The seed owns the menu, module, article and original-path tables outright: every run rebuilds
// them with fixed ids inside one transaction, so two runs leave the same rows behind.

type Localized<T = string> = Record<Locale, T>;
type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

// Fixed dates keep the seed deterministic (no "now" in stored content).
const SEED_DATE = new Date('2026-01-05T09:00:00.000Z');
const AGENCY_NAME = 'Vitrine Immobilier';
const PROMOTION_URL = 'https://www.example.com/promotion/';
const OG_IMAGE = '/brand/og-default.png';
const BANNER_IMAGE = '/brand/banner-rooftops.svg';

export const MENU_PAGE_IDS = {
  home: 1,
  forSale: 2,
  forRent: 3,
  demandRegister: 4,
  sell: 5,
  freeValuation: 6,
  ownerLogin: 7,
  ourAgency: 8,
  promotion: 9,
  contact: 10,
  newsDraft: 11,
  projects: 12,
} as const;

export const ARTICLE_CATEGORY_IDS = { ourAgency: 1, team: 2, services: 3 } as const;

export const ARTICLE_KEYS = {
  homeWelcome: 'home-welcome',
  privacyStatement: 'privacy-statement',
  cookiePolicy: 'cookie-policy',
  disclaimer: 'disclaimer',
} as const;

/** '/fr/a-vendre/'-style link to a route of lib/i18n/routing, for links inside article bodies. */
function localizedHref(key: AppPathname, locale: Locale): string {
  const entry: string | Localized = routing.pathnames[key];
  const path = typeof entry === 'string' ? entry : entry[locale];
  return path === '/' ? `/${locale}/` : `/${locale}${path}/`;
}

const paragraphs = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('\n');
const list = (...items: string[]) => `<ul>\n${items.map((item) => `<li>${item}</li>`).join('\n')}\n</ul>`;
const heading = (text: string) => `<h2>${text}</h2>`;

const same = (text: string): Localized => ({ fr: text, nl: text, en: text, de: text });

// ---------------------------------------------------------------- header, footer, home

const HEADER: HeaderConfig = {
  logoUrl: '/brand/logo.svg',
  logoScrolledUrl: '/brand/logo-compact.svg',
  logoAlt: AGENCY_NAME,
  phone: '+32 2 123 45 67',
  email: 'info@vitrine.example',
  headerLinks: [
    {
      label: { fr: 'Estimation gratuite', nl: 'Gratis schatting', en: 'Free valuation', de: 'Kostenlose Bewertung' },
      href: '/free-valuation',
      external: false,
    },
    {
      label: { fr: 'Espace propriétaire', nl: 'Eigenaarsportaal', en: 'Owner login', de: 'Eigentümer-Login' },
      href: '/login',
      external: false,
    },
  ],
  showLanguageSwitcher: true,
  address: {
    streetAddress: { fr: 'Avenue Louise 231', nl: 'Louizalaan 231', en: 'Avenue Louise 231', de: 'Avenue Louise 231' },
    postalCode: '1050',
    locality: { fr: 'Bruxelles', nl: 'Brussel', en: 'Brussels', de: 'Brüssel' },
    countryCode: 'BE',
  },
  openingHours: {
    fr: 'Lundi – vendredi : 9 h – 18 h\nSamedi : 10 h – 13 h, sur rendez-vous',
    nl: 'Maandag – vrijdag: 9 – 18 uur\nZaterdag: 10 – 13 uur, op afspraak',
    en: 'Monday – Friday: 9 am – 6 pm\nSaturday: 10 am – 1 pm, by appointment',
    de: 'Montag – Freitag: 9 – 18 Uhr\nSamstag: 10 – 13 Uhr, nach Vereinbarung',
  },
};

const FOOTER: FooterConfig = {
  columns: [
    {
      title: same(AGENCY_NAME),
      introText: {
        fr: 'Avenue Louise 231\n1050 Bruxelles\n+32 2 123 45 67\ninfo@vitrine.example',
        nl: 'Louizalaan 231\n1050 Brussel\n+32 2 123 45 67\ninfo@vitrine.example',
        en: 'Avenue Louise 231\n1050 Brussels\n+32 2 123 45 67\ninfo@vitrine.example',
        de: 'Avenue Louise 231\n1050 Brüssel\n+32 2 123 45 67\ninfo@vitrine.example',
      },
      fullText: {
        fr: 'Lundi – vendredi : 9 h – 18 h\nSamedi : 10 h – 13 h, sur rendez-vous\nAgent immobilier agréé IPI n° 512 345',
        nl: 'Maandag – vrijdag: 9 – 18 uur\nZaterdag: 10 – 13 uur, op afspraak\nErkend vastgoedmakelaar BIV nr. 512 345',
        en: 'Monday – Friday: 9 am – 6 pm\nSaturday: 10 am – 1 pm, by appointment\nLicensed estate agent, IPI no. 512 345',
        de: 'Montag – Freitag: 9 – 18 Uhr\nSamstag: 10 – 13 Uhr, nach Vereinbarung\nZugelassener Immobilienmakler, IPI-Nr. 512 345',
      },
      size: { sm: 12, md: 4, lg: 4 },
    },
    {
      title: { fr: 'Acheter & louer', nl: 'Kopen & huren', en: 'Buy & rent', de: 'Kaufen & mieten' },
      introText: {
        fr: 'Maisons, appartements, terrains et bureaux à vendre ou à louer. Enregistrez votre recherche : nous vous envoyons les nouveaux biens dès leur mise en ligne.',
        nl: 'Huizen, appartementen, bouwgronden en kantoren te koop of te huur. Registreer uw zoekopdracht: wij sturen u de nieuwe panden zodra ze online staan.',
        en: 'Houses, flats, building plots and offices for sale or to let. Register your search and we will send you new properties as soon as they are online.',
        de: 'Häuser, Wohnungen, Grundstücke und Büros zum Kauf oder zur Miete. Hinterlegen Sie Ihren Suchauftrag: Wir senden Ihnen neue Immobilien, sobald sie online sind.',
      },
      size: { sm: 12, md: 4, lg: 4 },
    },
    {
      title: { fr: 'Vendre avec nous', nl: 'Verkopen met ons', en: 'Sell with us', de: 'Mit uns verkaufen' },
      introText: {
        fr: 'Estimation gratuite, photos professionnelles, visites accompagnées et compte rendu de chaque visite dans votre espace propriétaire.',
        nl: "Gratis schatting, professionele foto's, begeleide bezoeken en een verslag van elk bezoek in uw eigenaarsportaal.",
        en: 'Free valuation, professional photographs, accompanied viewings and a report on every viewing in your owner portal.',
        de: 'Kostenlose Bewertung, professionelle Fotos, begleitete Besichtigungen und ein Bericht zu jeder Besichtigung in Ihrem Eigentümerbereich.',
      },
      size: { sm: 12, md: 4, lg: 4 },
    },
  ],
  copyright: {
    fr: '© 2026 Vitrine Immobilier — Tous droits réservés',
    nl: '© 2026 Vitrine Immobilier — Alle rechten voorbehouden',
    en: '© 2026 Vitrine Immobilier — All rights reserved',
    de: '© 2026 Vitrine Immobilier — Alle Rechte vorbehalten',
  },
};

const HOME: HomeConfig = {
  showSearchInput: true,
  showSearchButton: true,
  showSearchCount: true,
  showCountProperty: true,
  logoUrl: '/brand/logo.svg',
  title: {
    public: true,
    value: {
      fr: 'Trouvez le bien qui vous ressemble',
      nl: 'Vind het pand dat bij u past',
      en: 'Find the home that suits you',
      de: 'Finden Sie die Immobilie, die zu Ihnen passt',
    },
  },
  description: {
    public: true,
    value: {
      fr: 'Maisons, appartements, terrains et bureaux à vendre et à louer à Bruxelles, en Wallonie, en Flandre et au Luxembourg.',
      nl: 'Huizen, appartementen, bouwgronden en kantoren te koop en te huur in Brussel, Wallonië, Vlaanderen en Luxemburg.',
      en: 'Houses, flats, building plots and offices for sale and to let in Brussels, Wallonia, Flanders and Luxembourg.',
      de: 'Häuser, Wohnungen, Grundstücke und Büros zum Kauf und zur Miete in Brüssel, der Wallonie, Flandern und Luxemburg.',
    },
  },
  // Not public: stored to show that a text with public=false stays hidden (docs/cms.md, public flags).
  description2: {
    public: false,
    value: {
      fr: 'Estimation gratuite de votre bien : un agent vous rappelle dans les 48 heures.',
      nl: 'Gratis schatting van uw pand: een makelaar belt u binnen 48 uur terug.',
      en: 'Free valuation of your property: an agent calls you back within 48 hours.',
      de: 'Kostenlose Bewertung Ihrer Immobilie: Ein Makler ruft Sie innerhalb von 48 Stunden zurück.',
    },
  },
  articleKey: ARTICLE_KEYS.homeWelcome,
};

// ---------------------------------------------------------------- menu pages and modules

type PageText = {
  title: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  bannerTitle?: string;
  bannerDescription?: string;
};

type ModuleSeed = {
  id: number;
  sort: number;
  relationType?: 'property-list' | 'article' | 'contact';
  relationId?: string;
  view?: 'single-view' | 'card-view';
  backgroundType?: 'image' | 'color' | 'gallery';
  imageUrl?: string;
  colorBackground?: string;
  cssClass?: string;
  maxItems?: number;
  itemsPerRow?: number;
  isHasSubcategories?: boolean;
  text: Localized<{ title: string; description?: string; description2?: string }>;
};

type PageSeed = {
  id: number;
  parentId?: number;
  name: string;
  /** Original, locale-less path ('' for home). */
  path: string;
  routeKey: AppPathname | null;
  status?: 'Published' | 'Draft';
  type?: 'page' | 'redirect';
  redirectUrl?: string;
  sort: number;
  showBreadCrumb?: boolean;
  showPageBanner?: boolean;
  /** false: the page keeps its title but search engines get no custom metadata (and no indexing for login). */
  isActiveSeo?: boolean;
  text: Localized<PageText>;
  modules?: ModuleSeed[];
};

/**
 * The list of a listing page (for sale, for rent), under its title: there maxItems is the page size
 * of the paginated list.
 */
function listingModule(id: number, list: 'sale' | 'rent', title: Localized): ModuleSeed {
  return {
    id,
    sort: 1,
    relationType: 'property-list',
    relationId: list,
    maxItems: 12,
    itemsPerRow: 3,
    text: Object.fromEntries(LOCALES.map((locale) => [locale, { title: title[locale] }])) as ModuleSeed['text'],
  };
}

const MENU_PAGES: PageSeed[] = [
  {
    id: MENU_PAGE_IDS.home,
    name: 'home',
    path: '',
    routeKey: '/',
    sort: 1,
    showBreadCrumb: false,
    text: {
      fr: {
        title: 'Accueil',
        description:
          'Agence immobilière à Bruxelles et au Luxembourg : biens à vendre et à louer, estimation gratuite.',
        metaTitle: 'Vitrine Immobilier — agence immobilière à Bruxelles et au Luxembourg',
        metaDescription:
          'Maisons et appartements à vendre et à louer en Belgique et au Luxembourg. Estimation gratuite de votre bien par un agent agréé IPI.',
      },
      nl: {
        title: 'Home',
        description: 'Vastgoedkantoor in Brussel en Luxemburg: panden te koop en te huur, gratis schatting.',
        metaTitle: 'Vitrine Immobilier — vastgoedkantoor in Brussel en Luxemburg',
        metaDescription:
          'Huizen en appartementen te koop en te huur in België en Luxemburg. Gratis schatting van uw woning door een erkend BIV-makelaar.',
      },
      en: {
        title: 'Home',
        description: 'Estate agency in Brussels and Luxembourg: properties for sale and to let, free valuation.',
        metaTitle: 'Vitrine Immobilier — estate agency in Brussels and Luxembourg',
        metaDescription:
          'Houses and flats for sale and to let in Belgium and Luxembourg. Free valuation of your property by an IPI-licensed agent.',
      },
      de: {
        title: 'Startseite',
        description:
          'Immobilienagentur in Brüssel und Luxemburg: Immobilien zum Kauf und zur Miete, kostenlose Bewertung.',
        metaTitle: 'Vitrine Immobilier — Immobilienagentur in Brüssel und Luxemburg',
        metaDescription:
          'Häuser und Wohnungen zum Kauf und zur Miete in Belgien und Luxemburg. Kostenlose Bewertung Ihrer Immobilie durch einen zugelassenen IPI-Makler.',
      },
    },
    modules: [
      {
        id: 1,
        sort: 1,
        relationType: 'property-list',
        relationId: 'new-arrivals',
        maxItems: 4,
        itemsPerRow: 4,
        text: {
          fr: { title: 'Nouveautés', description: 'Les derniers biens confiés à notre agence.' },
          nl: { title: 'Nieuw', description: 'De jongste panden die aan ons kantoor werden toevertrouwd.' },
          en: { title: 'New arrivals', description: 'The latest properties entrusted to our agency.' },
          de: { title: 'Neu im Angebot', description: 'Die neuesten Immobilien, die uns anvertraut wurden.' },
        },
      },
      {
        id: 2,
        sort: 2,
        relationType: 'article',
        relationId: ARTICLE_KEYS.homeWelcome,
        view: 'single-view',
        text: {
          fr: { title: 'Votre agence de quartier' },
          nl: { title: 'Uw buurtkantoor' },
          en: { title: 'Your local agency' },
          de: { title: 'Ihre Agentur vor Ort' },
        },
      },
    ],
  },
  {
    id: MENU_PAGE_IDS.forSale,
    name: 'for-sale',
    path: 'for-sale',
    routeKey: '/for-sale',
    sort: 2,
    text: {
      fr: {
        title: 'À vendre',
        description: 'Toutes nos maisons, appartements et terrains à vendre.',
        metaTitle: 'Biens à vendre — Vitrine Immobilier',
        metaDescription:
          'Maisons, appartements, terrains et immeubles de rapport à vendre à Bruxelles, en Wallonie, en Flandre et au Luxembourg.',
      },
      nl: {
        title: 'Te koop',
        description: 'Al onze huizen, appartementen en bouwgronden te koop.',
        metaTitle: 'Panden te koop — Vitrine Immobilier',
        metaDescription:
          'Huizen, appartementen, bouwgronden en opbrengsteigendommen te koop in Brussel, Wallonië, Vlaanderen en Luxemburg.',
      },
      en: {
        title: 'For sale',
        description: 'All our houses, flats and building plots for sale.',
        metaTitle: 'Properties for sale — Vitrine Immobilier',
        metaDescription:
          'Houses, flats, building plots and investment properties for sale in Brussels, Wallonia, Flanders and Luxembourg.',
      },
      de: {
        title: 'Zu verkaufen',
        description: 'Alle unsere Häuser, Wohnungen und Grundstücke zum Kauf.',
        metaTitle: 'Immobilien zu verkaufen — Vitrine Immobilier',
        metaDescription:
          'Häuser, Wohnungen, Grundstücke und Renditeobjekte zum Kauf in Brüssel, der Wallonie, Flandern und Luxemburg.',
      },
    },
    modules: [
      listingModule(3, 'sale', {
        fr: 'Biens à vendre',
        nl: 'Panden te koop',
        en: 'Properties for sale',
        de: 'Immobilien zum Kauf',
      }),
    ],
  },
  {
    id: MENU_PAGE_IDS.forRent,
    name: 'for-rent',
    path: 'for-rent',
    routeKey: '/for-rent',
    sort: 3,
    text: {
      fr: {
        title: 'À louer',
        description: 'Nos appartements, maisons et bureaux à louer.',
        metaTitle: 'Biens à louer — Vitrine Immobilier',
        metaDescription:
          'Appartements, maisons, bureaux et commerces à louer à Bruxelles, en Wallonie, en Flandre et au Luxembourg.',
      },
      nl: {
        title: 'Te huur',
        description: 'Onze appartementen, huizen en kantoren te huur.',
        metaTitle: 'Panden te huur — Vitrine Immobilier',
        metaDescription:
          'Appartementen, huizen, kantoren en handelspanden te huur in Brussel, Wallonië, Vlaanderen en Luxemburg.',
      },
      en: {
        title: 'For rent',
        description: 'Our flats, houses and offices to let.',
        metaTitle: 'Properties for rent — Vitrine Immobilier',
        metaDescription: 'Flats, houses, offices and shops to let in Brussels, Wallonia, Flanders and Luxembourg.',
      },
      de: {
        title: 'Zu vermieten',
        description: 'Unsere Wohnungen, Häuser und Büros zur Miete.',
        metaTitle: 'Immobilien zu vermieten — Vitrine Immobilier',
        metaDescription:
          'Wohnungen, Häuser, Büros und Ladenlokale zur Miete in Brüssel, der Wallonie, Flandern und Luxemburg.',
      },
    },
    modules: [
      listingModule(4, 'rent', {
        fr: 'Biens à louer',
        nl: 'Panden te huur',
        en: 'Properties to let',
        de: 'Immobilien zur Miete',
      }),
    ],
  },
  {
    id: MENU_PAGE_IDS.demandRegister,
    name: 'demand-register',
    path: 'demand-register',
    routeKey: '/demand-register',
    sort: 4,
    showPageBanner: true,
    text: {
      fr: {
        title: 'Recherche',
        description: "Décrivez le bien que vous cherchez : nous vous prévenons dès qu'il arrive.",
        metaTitle: 'Recherche sur mesure — Vitrine Immobilier',
        metaDescription:
          'Enregistrez votre recherche et recevez par e-mail les nouveaux biens qui correspondent à vos critères.',
        bannerTitle: 'Votre recherche, notre priorité',
        bannerDescription: 'Nous vous envoyons les nouveaux biens dès leur mise en ligne.',
      },
      nl: {
        title: 'Zoekopdracht',
        description: 'Beschrijf het pand dat u zoekt: wij verwittigen u zodra het binnenkomt.',
        metaTitle: 'Zoekopdracht op maat — Vitrine Immobilier',
        metaDescription:
          'Registreer uw zoekopdracht en ontvang per e-mail de nieuwe panden die aan uw criteria voldoen.',
        bannerTitle: 'Uw zoektocht, onze prioriteit',
        bannerDescription: 'Wij sturen u de nieuwe panden zodra ze online staan.',
      },
      en: {
        title: 'Search alert',
        description: 'Tell us what you are looking for: we let you know as soon as it comes in.',
        metaTitle: 'Property search alert — Vitrine Immobilier',
        metaDescription: 'Register your search and receive new properties matching your criteria by e-mail.',
        bannerTitle: 'Your search, our priority',
        bannerDescription: 'We send you new properties as soon as they are online.',
      },
      de: {
        title: 'Suchauftrag',
        description: 'Beschreiben Sie die gesuchte Immobilie: Wir melden uns, sobald sie hereinkommt.',
        metaTitle: 'Suchauftrag — Vitrine Immobilier',
        metaDescription: 'Hinterlegen Sie Ihre Suche und erhalten Sie neue passende Immobilien per E-Mail.',
        bannerTitle: 'Ihre Suche, unsere Priorität',
        bannerDescription: 'Wir senden Ihnen neue Immobilien, sobald sie online sind.',
      },
    },
    modules: [
      {
        id: 5,
        sort: 1,
        relationType: 'contact',
        relationId: 'demand-register',
        text: {
          fr: {
            title: 'Enregistrez votre recherche',
            description:
              "Type de bien, communes, budget, nombre de chambres : nous vous écrivons dès qu'un bien correspond.",
          },
          nl: {
            title: 'Registreer uw zoekopdracht',
            description: 'Type pand, gemeenten, budget, aantal slaapkamers: wij mailen u zodra een pand overeenkomt.',
          },
          en: {
            title: 'Register your search',
            description: 'Property type, towns, budget, bedrooms: we e-mail you as soon as a property matches.',
          },
          de: {
            title: 'Suchauftrag hinterlegen',
            description:
              'Immobilienart, Gemeinden, Budget, Schlafzimmer: Wir schreiben Ihnen, sobald eine Immobilie passt.',
          },
        },
      },
    ],
  },
  {
    // A menu heading without a screen of its own: it only groups its children.
    id: MENU_PAGE_IDS.sell,
    name: 'sell',
    path: 'sell',
    routeKey: null,
    sort: 5,
    text: {
      fr: {
        title: 'Vendre',
        description: 'Vendre ou louer votre bien avec Vitrine Immobilier.',
        metaTitle: 'Vendre avec Vitrine Immobilier',
        metaDescription:
          'Estimation gratuite, mise en valeur professionnelle et suivi en ligne : vendez votre bien au juste prix.',
      },
      nl: {
        title: 'Verkopen',
        description: 'Uw pand verkopen of verhuren met Vitrine Immobilier.',
        metaTitle: 'Verkopen met Vitrine Immobilier',
        metaDescription:
          'Gratis schatting, professionele presentatie en online opvolging: verkoop uw pand tegen de juiste prijs.',
      },
      en: {
        title: 'Sell',
        description: 'Sell or let your property with Vitrine Immobilier.',
        metaTitle: 'Sell with Vitrine Immobilier',
        metaDescription:
          'Free valuation, professional presentation and online follow-up: sell your property at the right price.',
      },
      de: {
        title: 'Verkaufen',
        description: 'Verkaufen oder vermieten Sie Ihre Immobilie mit Vitrine Immobilier.',
        metaTitle: 'Verkaufen mit Vitrine Immobilier',
        metaDescription:
          'Kostenlose Bewertung, professionelle Präsentation und Online-Begleitung: Verkaufen Sie Ihre Immobilie zum richtigen Preis.',
      },
    },
  },
  {
    id: MENU_PAGE_IDS.freeValuation,
    parentId: MENU_PAGE_IDS.sell,
    name: 'contact-demand',
    path: 'contact-demand',
    routeKey: '/free-valuation',
    sort: 1,
    showPageBanner: true,
    text: {
      fr: {
        title: 'Estimation gratuite',
        description: "Demandez l'estimation gratuite et sans engagement de votre bien.",
        metaTitle: 'Estimation immobilière gratuite — Vitrine Immobilier',
        metaDescription:
          'Un agent agréé IPI estime votre maison ou votre appartement sur place, gratuitement et sans engagement. Rappel sous 48 heures.',
        bannerTitle: 'Combien vaut votre bien ?',
        bannerDescription: 'Une estimation sur place, gratuite et sans engagement.',
      },
      nl: {
        title: 'Gratis schatting',
        description: 'Vraag een gratis en vrijblijvende schatting van uw pand aan.',
        metaTitle: 'Gratis vastgoedschatting — Vitrine Immobilier',
        metaDescription:
          'Een erkend BIV-makelaar schat uw huis of appartement ter plaatse, gratis en vrijblijvend. Wij bellen u binnen 48 uur terug.',
        bannerTitle: 'Hoeveel is uw pand waard?',
        bannerDescription: 'Een schatting ter plaatse, gratis en vrijblijvend.',
      },
      en: {
        title: 'Free valuation',
        description: 'Ask for a free, no-obligation valuation of your property.',
        metaTitle: 'Free property valuation — Vitrine Immobilier',
        metaDescription:
          'An IPI-licensed agent values your house or flat on site, free of charge and with no obligation. We call you back within 48 hours.',
        bannerTitle: 'What is your property worth?',
        bannerDescription: 'An on-site valuation, free and with no obligation.',
      },
      de: {
        title: 'Kostenlose Bewertung',
        description: 'Fordern Sie eine kostenlose und unverbindliche Bewertung Ihrer Immobilie an.',
        metaTitle: 'Kostenlose Immobilienbewertung — Vitrine Immobilier',
        metaDescription:
          'Ein zugelassener IPI-Makler bewertet Ihr Haus oder Ihre Wohnung vor Ort, kostenlos und unverbindlich. Rückruf innerhalb von 48 Stunden.',
        bannerTitle: 'Was ist Ihre Immobilie wert?',
        bannerDescription: 'Eine Bewertung vor Ort, kostenlos und unverbindlich.',
      },
    },
    modules: [
      {
        id: 6,
        sort: 1,
        relationType: 'contact',
        relationId: 'contact-demand',
        text: {
          fr: {
            title: 'Demander une estimation',
            description:
              "Laissez-nous vos coordonnées et l'adresse du bien : un agent vous rappelle dans les 48 heures.",
          },
          nl: {
            title: 'Schatting aanvragen',
            description: 'Laat uw gegevens en het adres van het pand achter: een makelaar belt u binnen 48 uur terug.',
          },
          en: {
            title: 'Request a valuation',
            description: 'Leave your details and the address of the property: an agent calls you back within 48 hours.',
          },
          de: {
            title: 'Bewertung anfordern',
            description:
              'Hinterlassen Sie Ihre Kontaktdaten und die Adresse der Immobilie: Ein Makler ruft Sie innerhalb von 48 Stunden zurück.',
          },
        },
      },
    ],
  },
  {
    id: MENU_PAGE_IDS.ownerLogin,
    parentId: MENU_PAGE_IDS.sell,
    name: 'login',
    path: 'login',
    routeKey: '/login',
    sort: 2,
    isActiveSeo: false,
    text: {
      fr: {
        title: 'Espace propriétaire',
        description: 'Suivez les visites et les démarches de votre bien en ligne.',
        metaTitle: 'Espace propriétaire — Vitrine Immobilier',
        metaDescription: 'Connectez-vous pour suivre les visites, les demandes et la publication de votre bien.',
      },
      nl: {
        title: 'Eigenaarsportaal',
        description: 'Volg de bezoeken en de opvolging van uw pand online.',
        metaTitle: 'Eigenaarsportaal — Vitrine Immobilier',
        metaDescription: 'Meld u aan om bezoeken, aanvragen en de publicatie van uw pand op te volgen.',
      },
      en: {
        title: 'Owner portal',
        description: 'Follow the viewings and activity on your property online.',
        metaTitle: 'Owner portal — Vitrine Immobilier',
        metaDescription: 'Log in to follow the viewings, enquiries and online publication of your property.',
      },
      de: {
        title: 'Eigentümerbereich',
        description: 'Verfolgen Sie Besichtigungen und Aktivitäten zu Ihrer Immobilie online.',
        metaTitle: 'Eigentümerbereich — Vitrine Immobilier',
        metaDescription:
          'Melden Sie sich an, um Besichtigungen, Anfragen und die Online-Veröffentlichung Ihrer Immobilie zu verfolgen.',
      },
    },
  },
  {
    id: MENU_PAGE_IDS.ourAgency,
    name: 'Notre-agence',
    path: 'Notre-agence',
    routeKey: '/our-agency',
    sort: 6,
    showPageBanner: true,
    text: {
      fr: {
        title: 'Notre agence',
        description: "Une équipe d'agents agréés à Bruxelles et au Luxembourg.",
        metaTitle: 'Notre agence — Vitrine Immobilier',
        metaDescription:
          "Découvrez l'équipe et les services de Vitrine Immobilier : vente, location, estimation et gestion locative en Belgique et au Luxembourg.",
        bannerTitle: 'Une agence de proximité depuis 2001',
        bannerDescription: 'Des agents agréés qui connaissent chaque rue de leur quartier.',
      },
      nl: {
        title: 'Ons kantoor',
        description: 'Een team van erkende makelaars in Brussel en Luxemburg.',
        metaTitle: 'Ons kantoor — Vitrine Immobilier',
        metaDescription:
          'Maak kennis met het team en de diensten van Vitrine Immobilier: verkoop, verhuur, schatting en rentmeesterschap in België en Luxemburg.',
        bannerTitle: 'Een buurtkantoor sinds 2001',
        bannerDescription: 'Erkende makelaars die elke straat van hun buurt kennen.',
      },
      en: {
        title: 'Our agency',
        description: 'A team of licensed agents in Brussels and Luxembourg.',
        metaTitle: 'Our agency — Vitrine Immobilier',
        metaDescription:
          'Meet the team and discover the services of Vitrine Immobilier: sales, lettings, valuations and property management in Belgium and Luxembourg.',
        bannerTitle: 'Your local agency since 2001',
        bannerDescription: 'Licensed agents who know every street of their neighbourhood.',
      },
      de: {
        title: 'Unsere Agentur',
        description: 'Ein Team zugelassener Makler in Brüssel und Luxemburg.',
        metaTitle: 'Unsere Agentur — Vitrine Immobilier',
        metaDescription:
          'Lernen Sie das Team und die Leistungen von Vitrine Immobilier kennen: Verkauf, Vermietung, Bewertung und Mietverwaltung in Belgien und Luxemburg.',
        bannerTitle: 'Ihre Agentur vor Ort seit 2001',
        bannerDescription: 'Zugelassene Makler, die jede Straße ihres Viertels kennen.',
      },
    },
    modules: [
      {
        id: 7,
        sort: 1,
        relationType: 'article',
        relationId: String(ARTICLE_CATEGORY_IDS.ourAgency),
        view: 'card-view',
        isHasSubcategories: true,
        maxItems: 12,
        itemsPerRow: 3,
        text: {
          fr: {
            title: "L'équipe et nos services",
            description: "Des interlocuteurs qui vous accompagnent de l'estimation à la remise des clés.",
          },
          nl: {
            title: 'Ons team en onze diensten',
            description: 'Vaste aanspreekpunten die u begeleiden van de schatting tot de sleuteloverdracht.',
          },
          en: {
            title: 'Our team and services',
            description: 'People who stay by your side from the valuation to the handing over of the keys.',
          },
          de: {
            title: 'Unser Team und unsere Leistungen',
            description: 'Feste Ansprechpartner, die Sie von der Bewertung bis zur Schlüsselübergabe begleiten.',
          },
        },
      },
      {
        id: 8,
        sort: 2,
        backgroundType: 'color',
        colorBackground: '#0f4c5c',
        text: {
          fr: {
            title: 'Pourquoi Vitrine ?',
            description:
              'Des agents agréés IPI, un bureau à Bruxelles et un à Luxembourg, quatre langues parlées et un espace en ligne pour suivre chaque visite de votre bien.',
            description2: 'Nos honoraires vous sont communiqués par écrit avant la signature du mandat.',
          },
          nl: {
            title: 'Waarom Vitrine?',
            description:
              'Erkende BIV-makelaars, een kantoor in Brussel en een in Luxemburg, vier talen en een online portaal om elk bezoek aan uw pand op te volgen.',
            description2: 'U ontvangt onze erelonen schriftelijk vóór de ondertekening van de opdracht.',
          },
          en: {
            title: 'Why Vitrine?',
            description:
              'IPI-licensed agents, offices in Brussels and Luxembourg, four languages spoken and an online portal to follow every viewing of your property.',
            description2: 'Our fees are set out in writing before you sign the agency agreement.',
          },
          de: {
            title: 'Warum Vitrine?',
            description:
              'Zugelassene IPI-Makler, Büros in Brüssel und Luxemburg, vier Sprachen und ein Online-Bereich, in dem Sie jede Besichtigung Ihrer Immobilie verfolgen.',
            description2: 'Unser Honorar erhalten Sie schriftlich, bevor Sie den Maklervertrag unterzeichnen.',
          },
        },
      },
      {
        id: 9,
        sort: 3,
        backgroundType: 'image',
        imageUrl: BANNER_IMAGE,
        // Its button leads to the free valuation form.
        relationType: 'contact',
        relationId: 'contact-demand',
        text: {
          fr: {
            title: 'Vous vendez ?',
            description: 'Demandez une estimation gratuite : un agent vous rappelle dans les 48 heures.',
          },
          nl: {
            title: 'Verkoopt u?',
            description: 'Vraag een gratis schatting aan: een makelaar belt u binnen 48 uur terug.',
          },
          en: {
            title: 'Selling?',
            description: 'Ask for a free valuation: an agent calls you back within 48 hours.',
          },
          de: {
            title: 'Sie verkaufen?',
            description:
              'Fordern Sie eine kostenlose Bewertung an: Ein Makler ruft Sie innerhalb von 48 Stunden zurück.',
          },
        },
      },
    ],
  },
  {
    id: MENU_PAGE_IDS.projects,
    name: 'projects',
    path: 'projects',
    routeKey: '/projects',
    sort: 7,
    text: {
      fr: {
        title: 'Projets neufs',
        description: 'Appartements et maisons neufs que nous commercialisons, du plan à la remise des clés.',
        metaTitle: 'Projets neufs — Vitrine Immobilier',
        metaDescription: 'Appartements et maisons neufs à Bruxelles, en Flandre, en Wallonie et au Luxembourg.',
      },
      nl: {
        title: 'Nieuwbouw',
        description: 'Nieuwbouwappartementen en -woningen die wij verkopen, van plan tot sleutel.',
        metaTitle: 'Nieuwbouwprojecten — Vitrine Immobilier',
        metaDescription: 'Nieuwbouwappartementen en -woningen in Brussel, Vlaanderen, Wallonië en Luxemburg.',
      },
      en: {
        title: 'New developments',
        description: 'New-build flats and houses we sell, from plan to keys.',
        metaTitle: 'New developments — Vitrine Immobilier',
        metaDescription: 'New-build flats and houses in Brussels, Flanders, Wallonia and Luxembourg.',
      },
      de: {
        title: 'Neubauprojekte',
        description: 'Neue Wohnungen und Häuser, die wir vermarkten – vom Plan bis zur Schlüsselübergabe.',
        metaTitle: 'Neubauprojekte — Vitrine Immobilier',
        metaDescription: 'Neue Wohnungen und Häuser in Brüssel, Flandern, der Wallonie und Luxemburg.',
      },
    },
  },
  {
    // A menu entry that opens an external site in a new tab (docs/cms.md, menu pages).
    id: MENU_PAGE_IDS.promotion,
    parentId: MENU_PAGE_IDS.projects,
    name: 'Promotion',
    path: 'Promotion',
    routeKey: null,
    type: 'redirect',
    redirectUrl: PROMOTION_URL,
    sort: 1,
    text: {
      fr: {
        title: 'Le site de notre promoteur',
        description: 'Nos projets neufs sur le site de notre partenaire promoteur.',
        metaTitle: 'Le site de notre promoteur',
        metaDescription: 'Nos projets neufs sur le site de notre partenaire promoteur.',
      },
      nl: {
        title: 'De site van onze projectontwikkelaar',
        description: 'Onze nieuwbouwprojecten op de website van onze partner-projectontwikkelaar.',
        metaTitle: 'De site van onze projectontwikkelaar',
        metaDescription: 'Onze nieuwbouwprojecten op de website van onze partner-projectontwikkelaar.',
      },
      en: {
        title: "Our developer's website",
        description: "Our new-build projects on our developer partner's website.",
        metaTitle: "Our developer's website",
        metaDescription: "Our new-build projects on our developer partner's website.",
      },
      de: {
        title: 'Website unseres Bauträgers',
        description: 'Unsere Neubauprojekte auf der Website unseres Bauträgerpartners.',
        metaTitle: 'Website unseres Bauträgers',
        metaDescription: 'Unsere Neubauprojekte auf der Website unseres Bauträgerpartners.',
      },
    },
  },
  {
    id: MENU_PAGE_IDS.contact,
    name: 'contact',
    path: 'contact',
    routeKey: '/contact',
    sort: 8,
    text: {
      fr: {
        title: 'Contact',
        description: "Une question ? Écrivez-nous ou passez à l'agence.",
        metaTitle: 'Contact — Vitrine Immobilier',
        metaDescription:
          'Contactez Vitrine Immobilier à Bruxelles : avenue Louise 231, +32 2 123 45 67, info@vitrine.example. Réponse sous un jour ouvrable.',
      },
      nl: {
        title: 'Contact',
        description: 'Een vraag? Schrijf ons of kom langs op kantoor.',
        metaTitle: 'Contact — Vitrine Immobilier',
        metaDescription:
          'Neem contact op met Vitrine Immobilier in Brussel: Louizalaan 231, +32 2 123 45 67, info@vitrine.example. Antwoord binnen één werkdag.',
      },
      en: {
        title: 'Contact',
        description: 'A question? Write to us or drop by the agency.',
        metaTitle: 'Contact — Vitrine Immobilier',
        metaDescription:
          'Contact Vitrine Immobilier in Brussels: Avenue Louise 231, +32 2 123 45 67, info@vitrine.example. We reply within one working day.',
      },
      de: {
        title: 'Kontakt',
        description: 'Eine Frage? Schreiben Sie uns oder besuchen Sie uns in der Agentur.',
        metaTitle: 'Kontakt — Vitrine Immobilier',
        metaDescription:
          'Kontaktieren Sie Vitrine Immobilier in Brüssel: Avenue Louise 231, +32 2 123 45 67, info@vitrine.example. Antwort innerhalb eines Werktages.',
      },
    },
    modules: [
      {
        id: 10,
        sort: 1,
        relationType: 'contact',
        relationId: 'site-contact',
        text: {
          fr: { title: 'Écrivez-nous', description: "Nous vous répondons dans un délai d'un jour ouvrable." },
          nl: { title: 'Schrijf ons', description: 'Wij antwoorden binnen één werkdag.' },
          en: { title: 'Write to us', description: 'We reply within one working day.' },
          de: { title: 'Schreiben Sie uns', description: 'Wir antworten innerhalb eines Werktages.' },
        },
      },
    ],
  },
  {
    // Draft: stored, never shown: menu entries are shown only when Published (docs/cms.md, menu pages).
    id: MENU_PAGE_IDS.newsDraft,
    name: 'actualites',
    path: 'actualites',
    routeKey: null,
    status: 'Draft',
    sort: 9,
    text: {
      fr: {
        title: 'Actualités',
        description: 'Bientôt : les actualités du marché immobilier.',
        metaTitle: 'Actualités — Vitrine Immobilier',
        metaDescription: 'Les actualités du marché immobilier en Belgique et au Luxembourg.',
      },
      nl: {
        title: 'Nieuws',
        description: 'Binnenkort: nieuws over de vastgoedmarkt.',
        metaTitle: 'Nieuws — Vitrine Immobilier',
        metaDescription: 'Nieuws over de vastgoedmarkt in België en Luxemburg.',
      },
      en: {
        title: 'News',
        description: 'Coming soon: property market news.',
        metaTitle: 'News — Vitrine Immobilier',
        metaDescription: 'Property market news from Belgium and Luxembourg.',
      },
      de: {
        title: 'Neuigkeiten',
        description: 'Demnächst: Neuigkeiten vom Immobilienmarkt.',
        metaTitle: 'Neuigkeiten — Vitrine Immobilier',
        metaDescription: 'Neuigkeiten vom Immobilienmarkt in Belgien und Luxemburg.',
      },
    },
  },
];

// ---------------------------------------------------------------- articles

type ArticleText = { title: string; summary: string; body: string };
type ArticleSeed = { key: string; categoryId: number | null; sort: number; text: Localized<ArticleText> };
type CategorySeed = { id: number; parentId: number | null; name: Localized };

const CATEGORIES: CategorySeed[] = [
  {
    id: ARTICLE_CATEGORY_IDS.ourAgency,
    parentId: null,
    name: { fr: 'Notre agence', nl: 'Ons kantoor', en: 'Our agency', de: 'Unsere Agentur' },
  },
  {
    id: ARTICLE_CATEGORY_IDS.team,
    parentId: ARTICLE_CATEGORY_IDS.ourAgency,
    name: { fr: 'Équipe', nl: 'Team', en: 'Team', de: 'Team' },
  },
  {
    id: ARTICLE_CATEGORY_IDS.services,
    parentId: ARTICLE_CATEGORY_IDS.ourAgency,
    name: { fr: 'Services', nl: 'Diensten', en: 'Services', de: 'Leistungen' },
  },
];

const HOME_WELCOME: ArticleSeed = {
  key: ARTICLE_KEYS.homeWelcome,
  categoryId: null,
  sort: 0,
  text: {
    fr: {
      title: 'Bienvenue chez Vitrine Immobilier',
      summary: 'Depuis 2001, nous aidons nos clients à acheter, vendre et louer en Belgique et au Luxembourg.',
      body: paragraphs(
        "Depuis 2001, Vitrine Immobilier accompagne celles et ceux qui achètent, vendent ou louent un bien à Bruxelles, en Wallonie, en Flandre et au Luxembourg. Notre équipe d'agents agréés IPI connaît chaque quartier, ses écoles, ses commerces et ses prix, et prend le temps de comprendre votre projet avant de vous proposer quoi que ce soit.",
        'Vous vendez ? Nous estimons votre bien gratuitement, le mettons en valeur avec des photos professionnelles et vous tenons informé de chaque visite dans votre espace propriétaire. Vous cherchez ? Enregistrez votre recherche : vous recevrez les nouveaux biens dès leur mise en ligne.',
        'Poussez la porte de notre agence, avenue Louise, ou appelez-nous au +32 2 123 45 67. Nous parlons français, néerlandais, anglais et allemand.',
      ),
    },
    nl: {
      title: 'Welkom bij Vitrine Immobilier',
      summary: 'Sinds 2001 helpen wij onze klanten kopen, verkopen en huren in België en Luxemburg.',
      body: paragraphs(
        'Sinds 2001 begeleidt Vitrine Immobilier iedereen die een pand koopt, verkoopt of huurt in Brussel, Wallonië, Vlaanderen en Luxemburg. Ons team van erkende BIV-makelaars kent elke buurt, met haar scholen, winkels en prijzen, en neemt de tijd om uw plannen te begrijpen voor we u iets voorstellen.',
        "Verkoopt u? Wij schatten uw pand gratis, zetten het in de kijker met professionele foto's en houden u via uw eigenaarsportaal op de hoogte van elk bezoek. Zoekt u? Registreer uw zoekopdracht en ontvang de nieuwe panden zodra ze online staan.",
        'Loop binnen in ons kantoor aan de Louizalaan of bel ons op +32 2 123 45 67. Wij spreken Nederlands, Frans, Engels en Duits.',
      ),
    },
    en: {
      title: 'Welcome to Vitrine Immobilier',
      summary: 'Since 2001 we have been helping our clients buy, sell and rent in Belgium and Luxembourg.',
      body: paragraphs(
        'Since 2001, Vitrine Immobilier has been helping people buy, sell and rent property in Brussels, Wallonia, Flanders and Luxembourg. Our team of IPI-licensed agents knows every neighbourhood — its schools, its shops, its prices — and takes the time to understand your plans before suggesting anything.',
        'Selling? We value your property free of charge, show it at its best with professional photographs and keep you informed of every viewing in your owner portal. Looking? Register your search and receive new properties as soon as they are online.',
        'Drop by our office on Avenue Louise or call us on +32 2 123 45 67. We speak English, French, Dutch and German.',
      ),
    },
    de: {
      title: 'Willkommen bei Vitrine Immobilier',
      summary: 'Seit 2001 helfen wir unseren Kunden beim Kaufen, Verkaufen und Mieten in Belgien und Luxemburg.',
      body: paragraphs(
        'Seit 2001 begleitet Vitrine Immobilier alle, die in Brüssel, der Wallonie, Flandern und Luxemburg eine Immobilie kaufen, verkaufen oder mieten. Unser Team zugelassener IPI-Makler kennt jedes Viertel mit seinen Schulen, Geschäften und Preisen und nimmt sich Zeit, Ihr Vorhaben zu verstehen, bevor es Ihnen etwas vorschlägt.',
        'Sie verkaufen? Wir bewerten Ihre Immobilie kostenlos, präsentieren sie mit professionellen Fotos und halten Sie in Ihrem Eigentümerbereich über jede Besichtigung auf dem Laufenden. Sie suchen? Hinterlegen Sie einen Suchauftrag und erhalten Sie neue Immobilien, sobald sie online sind.',
        'Besuchen Sie uns in unserer Agentur an der Avenue Louise oder rufen Sie uns an: +32 2 123 45 67. Wir sprechen Deutsch, Französisch, Niederländisch und Englisch.',
      ),
    },
  },
};

const AGENCY_ARTICLES: ArticleSeed[] = [
  {
    key: 'agency-story',
    categoryId: ARTICLE_CATEGORY_IDS.ourAgency,
    sort: 1,
    text: {
      fr: {
        title: 'Notre histoire',
        summary: 'Une petite vitrine à Saint-Gilles, devenue une agence à Bruxelles et à Luxembourg.',
        body: paragraphs(
          "Vitrine Immobilier est née en 2001 dans une petite vitrine de la chaussée de Charleroi, à Saint-Gilles — d'où son nom. Sophie Lambert y recevait ses premiers clients entre deux visites, avec une conviction simple : un bien se vend mieux quand on le montre tel qu'il est et qu'on dit la vérité sur son prix.",
          "Vingt-cinq ans plus tard, l'agence s'est installée avenue Louise et a ouvert un bureau à Luxembourg, mais la méthode n'a pas changé : une estimation argumentée, des annonces honnêtes, des visites préparées et un compte rendu après chacune d'elles.",
        ),
      },
      nl: {
        title: 'Ons verhaal',
        summary: 'Een kleine etalage in Sint-Gillis, uitgegroeid tot een kantoor in Brussel en Luxemburg.',
        body: paragraphs(
          'Vitrine Immobilier werd in 2001 geboren in een kleine etalage aan de Charleroisesteenweg in Sint-Gillis — vandaar de naam. Sophie Lambert ontving er haar eerste klanten tussen twee bezoeken door, met één overtuiging: een pand verkoopt beter als je het toont zoals het is en eerlijk bent over de prijs.',
          'Vijfentwintig jaar later zit het kantoor aan de Louizalaan en is er een vestiging in Luxemburg, maar de aanpak is dezelfde gebleven: een onderbouwde schatting, eerlijke advertenties, goed voorbereide bezoeken en een verslag na elk bezoek.',
        ),
      },
      en: {
        title: 'Our story',
        summary: 'A small shop window in Saint-Gilles that grew into an agency in Brussels and Luxembourg.',
        body: paragraphs(
          'Vitrine Immobilier began in 2001 in a small shop window on Chaussée de Charleroi in Saint-Gilles — hence the name (vitrine is French for shop window). Sophie Lambert met her first clients there between viewings, with one simple belief: a property sells better when you show it as it is and tell the truth about its price.',
          'Twenty-five years on, the agency has moved to Avenue Louise and opened an office in Luxembourg, but the method has not changed: a reasoned valuation, honest listings, well-prepared viewings and a report after every one of them.',
        ),
      },
      de: {
        title: 'Unsere Geschichte',
        summary: 'Ein kleines Schaufenster in Saint-Gilles, heute eine Agentur in Brüssel und Luxemburg.',
        body: paragraphs(
          'Vitrine Immobilier entstand 2001 in einem kleinen Schaufenster an der Chaussée de Charleroi in Saint-Gilles — daher der Name (vitrine ist das französische Wort für Schaufenster). Sophie Lambert empfing dort ihre ersten Kunden zwischen zwei Besichtigungen, mit einer einfachen Überzeugung: Eine Immobilie verkauft sich besser, wenn man sie zeigt, wie sie ist, und ehrlich über ihren Preis spricht.',
          'Fünfundzwanzig Jahre später hat die Agentur ihren Sitz an der Avenue Louise und ein Büro in Luxemburg, doch die Methode ist dieselbe geblieben: eine begründete Bewertung, ehrliche Anzeigen, gut vorbereitete Besichtigungen und ein Bericht nach jeder einzelnen.',
        ),
      },
    },
  },
  {
    key: 'team-sophie-lambert',
    categoryId: ARTICLE_CATEGORY_IDS.team,
    sort: 1,
    text: {
      fr: {
        title: 'Sophie Lambert',
        summary: 'Fondatrice et gérante, agent immobilier agréé IPI.',
        body: paragraphs(
          'Agent immobilier agréé IPI depuis 1999, Sophie a fondé Vitrine Immobilier en 2001. Elle suit personnellement les estimations et la vente des maisons de maître et des biens de caractère à Bruxelles.',
          'Elle parle français, néerlandais et anglais. Vous pouvez la joindre au +32 2 123 45 60.',
        ),
      },
      nl: {
        title: 'Sophie Lambert',
        summary: 'Oprichtster en zaakvoerster, erkend BIV-vastgoedmakelaar.',
        body: paragraphs(
          'Sophie is sinds 1999 erkend BIV-vastgoedmakelaar en richtte Vitrine Immobilier op in 2001. Zij volgt persoonlijk de schattingen en de verkoop van herenhuizen en karaktervolle panden in Brussel op.',
          'Zij spreekt Frans, Nederlands en Engels. U bereikt haar op +32 2 123 45 60.',
        ),
      },
      en: {
        title: 'Sophie Lambert',
        summary: 'Founder and managing director, IPI-licensed estate agent.',
        body: paragraphs(
          'An IPI-licensed estate agent since 1999, Sophie founded Vitrine Immobilier in 2001. She personally handles the valuation and sale of town houses and period properties in Brussels.',
          'She speaks French, Dutch and English. You can reach her on +32 2 123 45 60.',
        ),
      },
      de: {
        title: 'Sophie Lambert',
        summary: 'Gründerin und Geschäftsführerin, zugelassene IPI-Immobilienmaklerin.',
        body: paragraphs(
          'Sophie ist seit 1999 zugelassene IPI-Immobilienmaklerin und gründete Vitrine Immobilier im Jahr 2001. Sie betreut persönlich die Bewertung und den Verkauf von Stadthäusern und Charakterimmobilien in Brüssel.',
          'Sie spricht Französisch, Niederländisch und Englisch. Sie erreichen sie unter +32 2 123 45 60.',
        ),
      },
    },
  },
  {
    key: 'team-thomas-peeters',
    categoryId: ARTICLE_CATEGORY_IDS.team,
    sort: 2,
    text: {
      fr: {
        title: 'Thomas Peeters',
        summary: 'Conseiller vente, Bruxelles et Brabant flamand.',
        body: paragraphs(
          "Originaire de Louvain, Thomas a rejoint l'agence en 2015. Il accompagne les vendeurs et les acheteurs d'appartements et de projets neufs, de la première visite jusqu'à l'acte chez le notaire.",
          'Il parle néerlandais, français et anglais. Vous pouvez le joindre au +32 2 123 45 61.',
        ),
      },
      nl: {
        title: 'Thomas Peeters',
        summary: 'Verkoopadviseur, Brussel en Vlaams-Brabant.',
        body: paragraphs(
          'Thomas komt uit Leuven en werkt sinds 2015 bij het kantoor. Hij begeleidt verkopers en kopers van appartementen en nieuwbouwprojecten, van het eerste bezoek tot de akte bij de notaris.',
          'Hij spreekt Nederlands, Frans en Engels. U bereikt hem op +32 2 123 45 61.',
        ),
      },
      en: {
        title: 'Thomas Peeters',
        summary: 'Sales adviser, Brussels and Flemish Brabant.',
        body: paragraphs(
          "Born in Leuven, Thomas joined the agency in 2015. He guides sellers and buyers of flats and new-build projects from the first viewing to the signing of the deed at the notary's office.",
          'He speaks Dutch, French and English. You can reach him on +32 2 123 45 61.',
        ),
      },
      de: {
        title: 'Thomas Peeters',
        summary: 'Verkaufsberater, Brüssel und Flämisch-Brabant.',
        body: paragraphs(
          'Thomas stammt aus Löwen und ist seit 2015 bei der Agentur. Er begleitet Verkäufer und Käufer von Wohnungen und Neubauprojekten von der ersten Besichtigung bis zur Beurkundung beim Notar.',
          'Er spricht Niederländisch, Französisch und Englisch. Sie erreichen ihn unter +32 2 123 45 61.',
        ),
      },
    },
  },
  {
    key: 'team-lea-schmit',
    categoryId: ARTICLE_CATEGORY_IDS.team,
    sort: 3,
    text: {
      fr: {
        title: 'Léa Schmit',
        summary: 'Responsable du bureau de Luxembourg, location et gestion locative.',
        body: paragraphs(
          "Léa a ouvert notre bureau de Luxembourg en 2019. Elle s'occupe de la location et de la gestion des biens de nos clients au Grand-Duché, du choix du locataire jusqu'au décompte annuel des charges.",
          'Elle parle luxembourgeois, français, allemand et anglais. Vous pouvez la joindre au +352 27 12 34 56.',
        ),
      },
      nl: {
        title: 'Léa Schmit',
        summary: 'Verantwoordelijke kantoor Luxemburg, verhuur en rentmeesterschap.',
        body: paragraphs(
          'Léa opende in 2019 ons kantoor in Luxemburg. Zij staat in voor de verhuur en het beheer van de panden van onze klanten in het Groothertogdom, van de keuze van de huurder tot de jaarlijkse afrekening van de kosten.',
          'Zij spreekt Luxemburgs, Frans, Duits en Engels. U bereikt haar op +352 27 12 34 56.',
        ),
      },
      en: {
        title: 'Léa Schmit',
        summary: 'Head of the Luxembourg office, lettings and property management.',
        body: paragraphs(
          "Léa opened our Luxembourg office in 2019. She handles the letting and management of our clients' properties in the Grand Duchy, from choosing the tenant to the annual statement of service charges.",
          'She speaks Luxembourgish, French, German and English. You can reach her on +352 27 12 34 56.',
        ),
      },
      de: {
        title: 'Léa Schmit',
        summary: 'Leiterin des Büros Luxemburg, Vermietung und Mietverwaltung.',
        body: paragraphs(
          'Léa hat 2019 unser Büro in Luxemburg eröffnet. Sie kümmert sich um die Vermietung und Verwaltung der Immobilien unserer Kunden im Großherzogtum, von der Auswahl der Mieter bis zur jährlichen Nebenkostenabrechnung.',
          'Sie spricht Luxemburgisch, Französisch, Deutsch und Englisch. Sie erreichen sie unter +352 27 12 34 56.',
        ),
      },
    },
  },
  {
    key: 'services-sale',
    categoryId: ARTICLE_CATEGORY_IDS.services,
    sort: 1,
    text: {
      fr: {
        title: 'Vente',
        summary: "De l'estimation à l'acte authentique, nous prenons en charge toute la vente de votre bien.",
        body: paragraphs(
          "Nous rassemblons avec vous les documents obligatoires — certificat PEB, contrôle de l'installation électrique, attestation du sol, renseignements urbanistiques — puis nous mettons votre bien en valeur : photos professionnelles, plan, visite virtuelle et publication sur notre site et les grands portails.",
          "Nous organisons et accompagnons les visites, vous transmettons un compte rendu après chacune d'elles, négocions les offres et préparons le compromis de vente jusqu'à la signature de l'acte chez le notaire.",
        ),
      },
      nl: {
        title: 'Verkoop',
        summary: 'Van schatting tot notariële akte: wij nemen de volledige verkoop van uw pand op ons.',
        body: paragraphs(
          "Samen met u verzamelen we de verplichte documenten — EPC-attest, keuring van de elektrische installatie, bodemattest, stedenbouwkundige inlichtingen — en daarna zetten we uw pand in de kijker: professionele foto's, grondplan, virtuele rondleiding en publicatie op onze website en de grote portalen.",
          'Wij plannen en begeleiden de bezoeken, bezorgen u na elk bezoek een verslag, onderhandelen over de biedingen en bereiden de verkoopovereenkomst voor, tot de ondertekening van de akte bij de notaris.',
        ),
      },
      en: {
        title: 'Sales',
        summary: 'From valuation to deed of sale, we handle the whole sale of your property.',
        body: paragraphs(
          'Together we gather the mandatory documents — energy performance certificate (EPC), electrical inspection report, soil certificate, planning information — and then we show your property at its best: professional photographs, floor plan, virtual tour and publication on our website and the main property portals.',
          "We organise and accompany the viewings, send you a report after each one, negotiate the offers and prepare the sale agreement, all the way to signing the deed at the notary's office.",
        ),
      },
      de: {
        title: 'Verkauf',
        summary: 'Von der Bewertung bis zur notariellen Urkunde übernehmen wir den gesamten Verkauf Ihrer Immobilie.',
        body: paragraphs(
          'Gemeinsam mit Ihnen stellen wir die Pflichtunterlagen zusammen — Energieausweis (EPC/PEB), Prüfung der Elektroinstallation, Bodenbescheinigung, städtebauliche Auskünfte — und präsentieren Ihre Immobilie anschließend bestmöglich: professionelle Fotos, Grundriss, virtueller Rundgang und Veröffentlichung auf unserer Website und den großen Portalen.',
          'Wir organisieren und begleiten die Besichtigungen, senden Ihnen nach jeder einen Bericht, verhandeln die Angebote und bereiten den Kaufvorvertrag vor, bis zur Unterzeichnung der Urkunde beim Notar.',
        ),
      },
    },
  },
  {
    key: 'services-rental',
    categoryId: ARTICLE_CATEGORY_IDS.services,
    sort: 2,
    text: {
      fr: {
        title: 'Location',
        summary: 'Un locataire solvable, un bail en règle et un état des lieux précis.',
        body: paragraphs(
          'Nous publions votre bien, organisons les visites et sélectionnons les candidats sur la base de leur dossier : revenus, composition du ménage, références. Vous choisissez le locataire en connaissance de cause.',
          "Nous rédigeons le bail conforme à la législation régionale, l'enregistrons, veillons à la constitution de la garantie locative et réalisons l'état des lieux d'entrée avec photos.",
        ),
      },
      nl: {
        title: 'Verhuur',
        summary: 'Een solvabele huurder, een correct huurcontract en een nauwkeurige plaatsbeschrijving.',
        body: paragraphs(
          'Wij publiceren uw pand, plannen de bezoeken en selecteren de kandidaten op basis van hun dossier: inkomen, gezinssamenstelling, referenties. U kiest de huurder met kennis van zaken.',
          "Wij stellen het huurcontract op volgens de gewestelijke regelgeving, laten het registreren, zien toe op het stellen van de huurwaarborg en maken de intredende plaatsbeschrijving op, met foto's.",
        ),
      },
      en: {
        title: 'Lettings',
        summary: 'A solvent tenant, a lawful lease and a precise inventory.',
        body: paragraphs(
          'We advertise your property, organise the viewings and screen applicants on the basis of their file: income, household, references. You choose the tenant with all the facts in hand.',
          'We draw up the lease in line with regional legislation, register it, make sure the rental deposit is lodged and carry out the check-in inventory with photographs.',
        ),
      },
      de: {
        title: 'Vermietung',
        summary: 'Ein zahlungsfähiger Mieter, ein rechtssicherer Mietvertrag und ein genaues Übergabeprotokoll.',
        body: paragraphs(
          'Wir veröffentlichen Ihre Immobilie, organisieren die Besichtigungen und prüfen die Bewerber anhand ihrer Unterlagen: Einkommen, Haushalt, Referenzen. Sie wählen den Mieter in voller Kenntnis der Sachlage.',
          'Wir erstellen den Mietvertrag nach den regionalen Vorschriften, lassen ihn registrieren, achten auf die Hinterlegung der Mietkaution und erstellen das Übergabeprotokoll beim Einzug, mit Fotos.',
        ),
      },
    },
  },
  {
    key: 'services-valuation',
    categoryId: ARTICLE_CATEGORY_IDS.services,
    sort: 3,
    text: {
      fr: {
        title: 'Estimation',
        summary: 'Une estimation gratuite, sur place, argumentée par des ventes comparables.',
        body: paragraphs(
          'Un agent visite votre bien, relève ses atouts et les travaux à prévoir, puis le compare aux ventes récentes du quartier. Vous recevez dans la semaine un rapport écrit avec une fourchette de prix et nos conseils de mise en vente.',
          "L'estimation est gratuite et ne vous engage à rien.",
        ),
      },
      nl: {
        title: 'Schatting',
        summary: 'Een gratis schatting ter plaatse, onderbouwd met vergelijkbare verkopen.',
        body: paragraphs(
          'Een makelaar bezoekt uw pand, noteert de troeven en de nodige werken en vergelijkt het met recente verkopen in de buurt. Binnen de week ontvangt u een schriftelijk verslag met een prijsvork en ons advies voor de verkoop.',
          'De schatting is gratis en vrijblijvend.',
        ),
      },
      en: {
        title: 'Valuation',
        summary: 'A free on-site valuation, backed by comparable sales.',
        body: paragraphs(
          'An agent visits your property, notes its strengths and the work it needs, and compares it with recent sales in the neighbourhood. Within a week you receive a written report with a price range and our advice on bringing it to market.',
          'The valuation is free and places you under no obligation.',
        ),
      },
      de: {
        title: 'Bewertung',
        summary: 'Eine kostenlose Bewertung vor Ort, begründet mit vergleichbaren Verkäufen.',
        body: paragraphs(
          'Ein Makler besichtigt Ihre Immobilie, erfasst ihre Stärken und notwendige Arbeiten und vergleicht sie mit aktuellen Verkäufen im Viertel. Innerhalb einer Woche erhalten Sie einen schriftlichen Bericht mit einer Preisspanne und unseren Empfehlungen für den Verkauf.',
          'Die Bewertung ist kostenlos und unverbindlich.',
        ),
      },
    },
  },
  {
    key: 'services-property-management',
    categoryId: ARTICLE_CATEGORY_IDS.services,
    sort: 4,
    text: {
      fr: {
        title: 'Gestion locative',
        summary: 'Nous gérons votre bien loué au quotidien, vous recevez un décompte clair.',
        body: paragraphs(
          "Perception des loyers et des charges, indexation annuelle, suivi des réparations avec des artisans de confiance, relations avec le syndic : nous gérons votre bien loué comme si c'était le nôtre.",
          'Chaque année, vous recevez un décompte détaillé des recettes et des dépenses, prêt pour votre déclaration fiscale.',
        ),
      },
      nl: {
        title: 'Rentmeesterschap',
        summary: 'Wij beheren uw verhuurde pand dagelijks, u ontvangt een duidelijke afrekening.',
        body: paragraphs(
          'Inning van huur en kosten, jaarlijkse indexering, opvolging van herstellingen met betrouwbare vakmensen, contact met de syndicus: wij beheren uw verhuurde pand alsof het het onze was.',
          'Elk jaar ontvangt u een gedetailleerde afrekening van inkomsten en uitgaven, klaar voor uw belastingaangifte.',
        ),
      },
      en: {
        title: 'Property management',
        summary: 'We manage your let property day to day and send you a clear statement.',
        body: paragraphs(
          'Collecting rent and charges, annual indexation, following up repairs with trusted tradespeople, dealing with the building manager: we look after your let property as if it were our own.',
          'Every year you receive a detailed statement of income and expenses, ready for your tax return.',
        ),
      },
      de: {
        title: 'Mietverwaltung',
        summary: 'Wir verwalten Ihre vermietete Immobilie im Alltag, Sie erhalten eine klare Abrechnung.',
        body: paragraphs(
          'Einzug von Miete und Nebenkosten, jährliche Indexierung, Begleitung von Reparaturen mit zuverlässigen Handwerkern, Kontakt mit der Hausverwaltung: Wir kümmern uns um Ihre vermietete Immobilie, als wäre es unsere eigene.',
          'Jedes Jahr erhalten Sie eine detaillierte Aufstellung der Einnahmen und Ausgaben, fertig für Ihre Steuererklärung.',
        ),
      },
    },
  },
];

// Legal pages. Fictitious registration numbers; the agency replaces them with its own.
const COMPANY = {
  legalName: 'Vitrine Immobilier SRL',
  companyNumber: '0712.345.678',
  ipiNumber: '512 345',
  luxembourgPermit: '10012345',
  insurancePolicy: 'RC-2026-0412',
  privacyEmail: 'privacy@vitrine.example',
};

function privacyStatement(locale: Locale): ArticleText {
  const cookies = localizedHref('/cookie-policy', locale);
  switch (locale) {
    case 'fr':
      return {
        title: 'Déclaration de confidentialité',
        summary: 'Quelles données personnelles nous traitons, pourquoi, combien de temps, et vos droits.',
        body: [
          paragraphs(
            `${COMPANY.legalName} respecte votre vie privée. Cette déclaration explique quelles données personnelles nous traitons lorsque vous utilisez ce site, pourquoi, pendant combien de temps et quels sont vos droits, conformément au règlement général sur la protection des données (RGPD, règlement (UE) 2016/679) et à la loi belge du 30 juillet 2018 relative à la protection des personnes physiques à l'égard des traitements de données à caractère personnel.`,
          ),
          heading('Responsable du traitement'),
          paragraphs(
            `${COMPANY.legalName}, avenue Louise 231, 1050 Bruxelles, BCE ${COMPANY.companyNumber}, agent immobilier agréé IPI n° ${COMPANY.ipiNumber}. Pour toute question sur vos données : <a href="mailto:${COMPANY.privacyEmail}">${COMPANY.privacyEmail}</a> ou +32 2 123 45 67.`,
          ),
          heading('Données que nous traitons'),
          list(
            "Formulaires de contact, de visite, d'estimation, d'offre et de candidature locative : civilité, nom, prénom, e-mail, téléphone, adresse, message, bien concerné et, selon le formulaire, les informations nécessaires à votre dossier (revenus, composition du ménage, date d'emménagement, documents joints).",
            "Alertes de recherche et lettre d'information : adresse e-mail, langue et critères de recherche.",
            'Témoignages : le nom ou les initiales et le texte que vous nous confiez, publiés seulement après relecture.',
            "« Envoyer à un ami » : l'adresse e-mail de la personne que vous choisissez, utilisée uniquement pour lui envoyer la page.",
            'Espace propriétaire : nom, e-mail, langue et mot de passe, conservé uniquement sous forme hachée, jamais en clair.',
            'Données techniques : journaux du serveur (adresse IP, date, page demandée), conservés pour la sécurité du site.',
          ),
          heading('Finalités et bases légales'),
          list(
            'Répondre à vos demandes et préparer une visite, une vente ou une location : mesures précontractuelles et exécution du contrat (art. 6.1.b RGPD).',
            "Vous envoyer des alertes de recherche et notre lettre d'information : votre consentement (art. 6.1.a RGPD), que vous pouvez retirer à tout moment grâce au lien de désinscription présent dans chaque e-mail.",
            "Identifier nos clients et les parties à une transaction, comme l'impose la loi du 18 septembre 2017 relative à la prévention du blanchiment de capitaux et du financement du terrorisme : obligation légale (art. 6.1.c RGPD).",
            'Sécuriser le site et prévenir les abus : intérêt légitime (art. 6.1.f RGPD).',
            `Mesure d'audience et publicité : uniquement avec votre consentement, voir notre <a href="${cookies}">politique en matière de cookies</a>.`,
          ),
          heading('Durée de conservation'),
          paragraphs(
            "Demandes envoyées par nos formulaires : {{retention.leads}} après le dernier contact ; une demande concernant un bien est ensuite anonymisée, toute autre supprimée. Messages reconnus comme indésirables : {{retention.spamLeads}}. Documents joints à une candidature locative : effacés de notre site {{retention.documents}} après son envoi, et dès le lendemain si le formulaire n'a pas été envoyé. E-mails envoyés par le site : {{retention.sentMails}} après leur envoi. Alertes de recherche et lettre d'information : jusqu'à votre désinscription, puis {{retention.inactiveSubscriptions}} ; une alerte jamais confirmée est effacée après {{retention.inactiveSubscriptions}}. Traces de connexion et des limites qui protègent nos formulaires : {{retention.signInRecords}}. Journal des modifications de nos collaborateurs : {{retention.auditEntries}}. Dossiers de vente ou de location, tenus hors de ce site : pendant le mandat, puis 10 ans pour respecter nos obligations légales. Journaux du serveur : 12 mois au plus.",
          ),
          heading('Destinataires'),
          paragraphs(
            "Nous ne vendons jamais vos données. Nous les partageons uniquement avec les personnes qui en ont besoin pour votre dossier (propriétaire ou candidat concerné, notaire, syndic) et avec nos sous-traitants (hébergement, envoi d'e-mails), liés par un contrat conforme à l'article 28 du RGPD. Vos données restent dans l'Espace économique européen.",
          ),
          heading('Vos droits'),
          paragraphs(
            `Vous pouvez demander l'accès à vos données, leur rectification, leur effacement, la limitation du traitement ou leur portabilité, et vous opposer aux traitements fondés sur notre intérêt légitime. Écrivez-nous à <a href="mailto:${COMPANY.privacyEmail}">${COMPANY.privacyEmail}</a> : nous répondons dans un délai d'un mois.`,
            "Vous pouvez aussi introduire une plainte auprès de l'Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles (www.autoriteprotectiondonnees.be), ou, au Luxembourg, auprès de la Commission nationale pour la protection des données (www.cnpd.lu).",
          ),
          heading('Modifications'),
          paragraphs(
            'Nous adaptons cette déclaration lorsque nos traitements changent. Dernière mise à jour : 5 janvier 2026.',
          ),
        ].join('\n'),
      };
    case 'nl':
      return {
        title: 'Privacyverklaring',
        summary: 'Welke persoonsgegevens wij verwerken, waarom, hoelang, en wat uw rechten zijn.',
        body: [
          paragraphs(
            `${COMPANY.legalName} respecteert uw privacy. Deze verklaring legt uit welke persoonsgegevens wij verwerken wanneer u deze website gebruikt, waarom, hoelang en wat uw rechten zijn, overeenkomstig de Algemene Verordening Gegevensbescherming (AVG, verordening (EU) 2016/679) en de Belgische wet van 30 juli 2018 betreffende de bescherming van natuurlijke personen met betrekking tot de verwerking van persoonsgegevens.`,
          ),
          heading('Verwerkingsverantwoordelijke'),
          paragraphs(
            `${COMPANY.legalName}, Louizalaan 231, 1050 Brussel, KBO ${COMPANY.companyNumber}, erkend vastgoedmakelaar BIV nr. ${COMPANY.ipiNumber}. Voor vragen over uw gegevens: <a href="mailto:${COMPANY.privacyEmail}">${COMPANY.privacyEmail}</a> of +32 2 123 45 67.`,
          ),
          heading('Welke gegevens wij verwerken'),
          list(
            'Formulieren voor contact, bezoek, schatting, bod en huuraanvraag: aanspreking, naam, voornaam, e-mail, telefoon, adres, bericht, het betrokken pand en, afhankelijk van het formulier, de gegevens die nodig zijn voor uw dossier (inkomen, gezinssamenstelling, verhuisdatum, bijgevoegde documenten).',
            'Zoekopdrachten en nieuwsbrief: e-mailadres, taal en zoekcriteria.',
            'Getuigenissen: de naam of initialen en de tekst die u ons toevertrouwt, pas gepubliceerd na nalezing.',
            '„Doorsturen naar een vriend”: het e-mailadres van de persoon die u kiest, alleen gebruikt om de pagina te versturen.',
            'Eigenaarsportaal: naam, e-mail, taal en wachtwoord, uitsluitend gehasht bewaard, nooit leesbaar.',
            'Technische gegevens: serverlogs (IP-adres, datum, opgevraagde pagina), bewaard voor de beveiliging van de website.',
          ),
          heading('Doeleinden en rechtsgronden'),
          list(
            'Uw vragen beantwoorden en een bezoek, verkoop of verhuur voorbereiden: precontractuele maatregelen en uitvoering van de overeenkomst (art. 6.1.b AVG).',
            'U zoekresultaten en onze nieuwsbrief per e-mail sturen: uw toestemming (art. 6.1.a AVG), die u op elk moment kunt intrekken via de uitschrijflink in elke e-mail.',
            'Onze klanten en de partijen bij een transactie identificeren, zoals de wet van 18 september 2017 tot voorkoming van het witwassen van geld en de financiering van terrorisme oplegt: wettelijke verplichting (art. 6.1.c AVG).',
            'De website beveiligen en misbruik voorkomen: gerechtvaardigd belang (art. 6.1.f AVG).',
            `Bezoekersstatistieken en advertenties: alleen met uw toestemming, zie ons <a href="${cookies}">cookiebeleid</a>.`,
          ),
          heading('Bewaartermijnen'),
          paragraphs(
            'Aanvragen via onze formulieren: {{retention.leads}} na het laatste contact; een aanvraag over een pand wordt daarna geanonimiseerd, elke andere gewist. Berichten herkend als spam: {{retention.spamLeads}}. Documenten bij een huuraanvraag: {{retention.documents}} na het versturen van onze website gewist, en al de dag erna als het formulier niet werd verstuurd. E-mails die de website verstuurde: {{retention.sentMails}} na verzending. Zoekopdrachten en nieuwsbrief: tot u zich uitschrijft, daarna {{retention.inactiveSubscriptions}}; een nooit bevestigde zoekopdracht wordt na {{retention.inactiveSubscriptions}} gewist. Gegevens over aanmeldingen en over de limieten die onze formulieren beschermen: {{retention.signInRecords}}. Het wijzigingslogboek van onze medewerkers: {{retention.auditEntries}}. Verkoop- of verhuurdossiers, bijgehouden buiten deze website: tijdens de opdracht en daarna 10 jaar om aan onze wettelijke verplichtingen te voldoen. Serverlogs: hoogstens 12 maanden.',
          ),
          heading('Ontvangers'),
          paragraphs(
            'Wij verkopen uw gegevens nooit. Wij delen ze alleen met wie ze nodig heeft voor uw dossier (de betrokken eigenaar of kandidaat, de notaris, de syndicus) en met onze verwerkers (hosting, verzending van e-mails), gebonden door een overeenkomst volgens artikel 28 AVG. Uw gegevens blijven binnen de Europese Economische Ruimte.',
          ),
          heading('Uw rechten'),
          paragraphs(
            `U kunt inzage, verbetering, wissing, beperking van de verwerking of overdraagbaarheid van uw gegevens vragen, en bezwaar maken tegen verwerkingen op basis van ons gerechtvaardigd belang. Schrijf ons op <a href="mailto:${COMPANY.privacyEmail}">${COMPANY.privacyEmail}</a>: wij antwoorden binnen een maand.`,
            'U kunt ook klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel (www.gegevensbeschermingsautoriteit.be), of in Luxemburg bij de Commission nationale pour la protection des données (www.cnpd.lu).',
          ),
          heading('Wijzigingen'),
          paragraphs(
            'Wij passen deze verklaring aan wanneer onze verwerkingen veranderen. Laatst bijgewerkt: 5 januari 2026.',
          ),
        ].join('\n'),
      };
    case 'en':
      return {
        title: 'Privacy statement',
        summary: 'Which personal data we process, why, for how long, and your rights.',
        body: [
          paragraphs(
            `${COMPANY.legalName} respects your privacy. This statement explains which personal data we process when you use this website, why, for how long and what your rights are, in accordance with the General Data Protection Regulation (GDPR, Regulation (EU) 2016/679) and the Belgian Act of 30 July 2018 on the protection of natural persons with regard to the processing of personal data.`,
          ),
          heading('Data controller'),
          paragraphs(
            `${COMPANY.legalName}, Avenue Louise 231, 1050 Brussels, company number ${COMPANY.companyNumber}, licensed estate agent IPI no. ${COMPANY.ipiNumber}. For any question about your data: <a href="mailto:${COMPANY.privacyEmail}">${COMPANY.privacyEmail}</a> or +32 2 123 45 67.`,
          ),
          heading('Data we process'),
          list(
            'Contact, viewing, valuation, offer and rental application forms: title, surname, first name, e-mail, phone, address, message, the property concerned and, depending on the form, the information your file needs (income, household, moving date, attached documents).',
            'Search alerts and newsletter: e-mail address, language and search criteria.',
            'Testimonials: the name or initials and the text you entrust to us, published only after review.',
            '"Send to a friend": the e-mail address of the person you choose, used only to send them the page.',
            'Owner portal: name, e-mail, language and password, stored only as a hash, never in readable form.',
            'Technical data: server logs (IP address, date, page requested), kept to secure the website.',
          ),
          heading('Purposes and legal bases'),
          list(
            'Answering your requests and preparing a viewing, sale or letting: pre-contractual steps and performance of a contract (Art. 6(1)(b) GDPR).',
            'Sending you search alerts and our newsletter: your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time with the unsubscribe link in every e-mail.',
            'Identifying our clients and the parties to a transaction, as required by the Belgian Act of 18 September 2017 on the prevention of money laundering and terrorist financing: legal obligation (Art. 6(1)(c) GDPR).',
            'Securing the website and preventing abuse: legitimate interest (Art. 6(1)(f) GDPR).',
            `Audience measurement and advertising: only with your consent, see our <a href="${cookies}">cookie policy</a>.`,
          ),
          heading('How long we keep data'),
          paragraphs(
            'Requests sent through our forms: {{retention.leads}} after the last contact; a request about a property is then anonymized, any other deleted. Messages recognised as spam: {{retention.spamLeads}}. Documents attached to a rental application: erased from our website {{retention.documents}} after it was sent, and the next day if the form was never sent. E-mails the website sent: {{retention.sentMails}} after sending. Search alerts and newsletter: until you unsubscribe, then {{retention.inactiveSubscriptions}}; an alert never confirmed is erased after {{retention.inactiveSubscriptions}}. Records of sign-ins and of the limits that protect our forms: {{retention.signInRecords}}. The log of changes kept by our staff: {{retention.auditEntries}}. Sale or letting files, kept outside this website: for the term of the agency agreement, then 10 years to meet our legal obligations. Server logs: 12 months at most.',
          ),
          heading('Recipients'),
          paragraphs(
            'We never sell your data. We share it only with those who need it for your file (the owner or applicant concerned, the notary, the building manager) and with our processors (hosting, e-mail delivery), bound by an agreement under Article 28 GDPR. Your data stays within the European Economic Area.',
          ),
          heading('Your rights'),
          paragraphs(
            `You may ask for access to your data, its rectification or erasure, restriction of processing or data portability, and object to processing based on our legitimate interest. Write to <a href="mailto:${COMPANY.privacyEmail}">${COMPANY.privacyEmail}</a>: we reply within one month.`,
            'You may also lodge a complaint with the Belgian Data Protection Authority, Rue de la Presse 35, 1000 Brussels (www.dataprotectionauthority.be), or in Luxembourg with the Commission nationale pour la protection des données (www.cnpd.lu).',
          ),
          heading('Changes'),
          paragraphs('We update this statement when our processing changes. Last updated: 5 January 2026.'),
        ].join('\n'),
      };
    case 'de':
      return {
        title: 'Datenschutzerklärung',
        summary: 'Welche personenbezogenen Daten wir verarbeiten, warum, wie lange, und Ihre Rechte.',
        body: [
          paragraphs(
            `${COMPANY.legalName} achtet Ihre Privatsphäre. Diese Erklärung beschreibt, welche personenbezogenen Daten wir bei der Nutzung dieser Website verarbeiten, zu welchem Zweck, wie lange und welche Rechte Sie haben, gemäß der Datenschutz-Grundverordnung (DSGVO, Verordnung (EU) 2016/679) und dem belgischen Gesetz vom 30. Juli 2018 über den Schutz natürlicher Personen hinsichtlich der Verarbeitung personenbezogener Daten.`,
          ),
          heading('Verantwortlicher'),
          paragraphs(
            `${COMPANY.legalName}, Avenue Louise 231, 1050 Brüssel, Unternehmensnummer ${COMPANY.companyNumber}, zugelassener Immobilienmakler IPI-Nr. ${COMPANY.ipiNumber}. Bei Fragen zu Ihren Daten: <a href="mailto:${COMPANY.privacyEmail}">${COMPANY.privacyEmail}</a> oder +32 2 123 45 67.`,
          ),
          heading('Welche Daten wir verarbeiten'),
          list(
            'Formulare für Kontakt, Besichtigung, Bewertung, Kaufangebot und Mietbewerbung: Anrede, Name, Vorname, E-Mail, Telefon, Adresse, Nachricht, die betreffende Immobilie und je nach Formular die für Ihre Akte nötigen Angaben (Einkommen, Haushalt, Einzugsdatum, beigefügte Unterlagen).',
            'Suchaufträge und Newsletter: E-Mail-Adresse, Sprache und Suchkriterien.',
            'Erfahrungsberichte: Name oder Initialen und der Text, den Sie uns anvertrauen, veröffentlicht erst nach Prüfung.',
            '„Weiterempfehlen“: die E-Mail-Adresse der von Ihnen gewählten Person, ausschließlich zum Versand der Seite verwendet.',
            'Eigentümerbereich: Name, E-Mail, Sprache und Passwort, ausschließlich als Hash gespeichert, nie im Klartext.',
            'Technische Daten: Serverprotokolle (IP-Adresse, Datum, aufgerufene Seite), gespeichert zur Sicherheit der Website.',
          ),
          heading('Zwecke und Rechtsgrundlagen'),
          list(
            'Beantwortung Ihrer Anfragen und Vorbereitung einer Besichtigung, eines Verkaufs oder einer Vermietung: vorvertragliche Maßnahmen und Vertragserfüllung (Art. 6 Abs. 1 lit. b DSGVO).',
            'Versand von Suchergebnissen und unserem Newsletter per E-Mail: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit über den Abmeldelink in jeder E-Mail widerrufen können.',
            'Identifizierung unserer Kunden und der Parteien einer Transaktion nach dem belgischen Gesetz vom 18. September 2017 zur Verhinderung von Geldwäsche und Terrorismusfinanzierung: rechtliche Verpflichtung (Art. 6 Abs. 1 lit. c DSGVO).',
            'Sicherheit der Website und Verhinderung von Missbrauch: berechtigtes Interesse (Art. 6 Abs. 1 lit. f DSGVO).',
            `Reichweitenmessung und Werbung: nur mit Ihrer Einwilligung, siehe unsere <a href="${cookies}">Cookie-Richtlinie</a>.`,
          ),
          heading('Speicherdauer'),
          paragraphs(
            'Anfragen über unsere Formulare: {{retention.leads}} nach dem letzten Kontakt; eine Anfrage zu einer Immobilie wird danach anonymisiert, jede andere gelöscht. Als Spam erkannte Nachrichten: {{retention.spamLeads}}. Unterlagen zu einer Mietbewerbung: {{retention.documents}} nach dem Absenden von unserer Website gelöscht, und schon am nächsten Tag, wenn das Formular nie abgesendet wurde. Von der Website gesendete E-Mails: {{retention.sentMails}} nach dem Versand. Suchaufträge und Newsletter: bis zu Ihrer Abmeldung, danach {{retention.inactiveSubscriptions}}; ein nie bestätigter Suchauftrag wird nach {{retention.inactiveSubscriptions}} gelöscht. Aufzeichnungen zu Anmeldungen und zu den Begrenzungen, die unsere Formulare schützen: {{retention.signInRecords}}. Das Änderungsprotokoll unserer Mitarbeitenden: {{retention.auditEntries}}. Verkaufs- oder Vermietungsakten, außerhalb dieser Website geführt: während des Auftrags, danach 10 Jahre zur Erfüllung unserer gesetzlichen Pflichten. Serverprotokolle: höchstens 12 Monate.',
          ),
          heading('Empfänger'),
          paragraphs(
            'Wir verkaufen Ihre Daten niemals. Wir geben sie nur an diejenigen weiter, die sie für Ihre Akte benötigen (der betroffene Eigentümer oder Bewerber, der Notar, die Hausverwaltung), sowie an unsere Auftragsverarbeiter (Hosting, E-Mail-Versand), die durch einen Vertrag nach Art. 28 DSGVO gebunden sind. Ihre Daten bleiben im Europäischen Wirtschaftsraum.',
          ),
          heading('Ihre Rechte'),
          paragraphs(
            `Sie können Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung oder Datenübertragbarkeit verlangen und Verarbeitungen auf Grundlage unseres berechtigten Interesses widersprechen. Schreiben Sie an <a href="mailto:${COMPANY.privacyEmail}">${COMPANY.privacyEmail}</a>: Wir antworten innerhalb eines Monats.`,
            'Sie können außerdem Beschwerde bei der belgischen Datenschutzbehörde einlegen, Rue de la Presse 35, 1000 Brüssel (www.dataprotectionauthority.be), oder in Luxemburg bei der Commission nationale pour la protection des données (www.cnpd.lu).',
          ),
          heading('Änderungen'),
          paragraphs('Wir passen diese Erklärung an, wenn sich unsere Verarbeitungen ändern. Stand: 5. Januar 2026.'),
        ].join('\n'),
      };
  }
}

function cookiePolicy(locale: Locale): ArticleText {
  const privacy = localizedHref('/privacy-statement', locale);
  const authCookies =
    '<strong>next-auth.session-token</strong>, <strong>next-auth.csrf-token</strong>, <strong>next-auth.callback-url</strong>';
  const typedValueCookies = [FORM_DRAFT_COOKIE, SIGN_IN_EMAIL_COOKIE, RESET_LINK_COOKIE]
    .map((name) => `<strong>${name}</strong>`)
    .join(', ');
  switch (locale) {
    case 'fr':
      return {
        title: 'Politique en matière de cookies',
        summary: 'Les cookies et le stockage local utilisés par ce site, et comment modifier votre choix.',
        body: [
          paragraphs(
            "Ce site utilise aussi peu de cookies et de stockage local que possible. Les éléments strictement nécessaires fonctionnent sans votre accord ; tous les autres ne sont utilisés qu'après votre consentement, que vous pouvez modifier à tout moment.",
          ),
          heading('Strictement nécessaires'),
          list(
            '<strong>NEXT_LOCALE</strong> (cookie, 1 an) : retient la langue que vous avez choisie.',
            '<strong>vitrine-consent</strong> (stockage local du navigateur) : retient vos choix en matière de cookies et la version de cette politique à laquelle ils se rapportent. Lorsque la politique change, nous vous demandons à nouveau votre choix.',
            `${authCookies} (cookies, préfixés <code>__Secure-</code> ou <code>__Host-</code> en HTTPS) : uniquement pour les propriétaires connectés à leur espace. Ils maintiennent la session et protègent le formulaire de connexion ; ils disparaissent à la déconnexion ou à l'expiration de la session.`,
            `${typedValueCookies} (cookies, 15 minutes) : uniquement lorsqu'un formulaire envoyé sans JavaScript est refusé, pour que sa page vous montre à nouveau ce que vous aviez saisi (jamais un mot de passe).`,
          ),
          heading('Fonctionnels'),
          list(
            '<strong>vitrine-favourites</strong> (stockage local du navigateur) : la liste des biens que vous avez mis en favoris. Elle reste sur votre appareil et ne nous est jamais transmise.',
          ),
          heading('Statistiques et publicité (uniquement avec votre consentement)'),
          paragraphs(
            "Si vous les acceptez, et seulement si l'agence les a activés, les services suivants peuvent déposer des cookies : Google Analytics (<code>_ga</code>, <code>_ga_*</code>, 2 ans) pour des statistiques de visite anonymes, Google Ads (<code>_gcl_au</code>, 90 jours) pour mesurer l'efficacité de nos annonces et le pixel Meta (<code>_fbp</code>, 90 jours). Tant que vous n'avez pas fait de choix, ces services sont refusés.",
          ),
          heading('Modifier votre choix'),
          paragraphs(
            'Rouvrez les paramètres des cookies depuis le lien en bas de chaque page pour accepter ou refuser chaque catégorie. Vous pouvez aussi effacer les cookies et le stockage local de ce site dans les réglages de votre navigateur : la bannière réapparaîtra lors de votre prochaine visite.',
            `Pour en savoir plus sur le traitement de vos données, consultez notre <a href="${privacy}">déclaration de confidentialité</a>.`,
          ),
        ].join('\n'),
      };
    case 'nl':
      return {
        title: 'Cookiebeleid',
        summary: 'De cookies en lokale opslag die deze website gebruikt, en hoe u uw keuze wijzigt.',
        body: [
          paragraphs(
            'Deze website gebruikt zo weinig mogelijk cookies en lokale opslag. Wat strikt noodzakelijk is, werkt zonder uw toestemming; al het andere wordt pas gebruikt nadat u toestemming gaf, en u kunt die keuze altijd wijzigen.',
          ),
          heading('Strikt noodzakelijk'),
          list(
            '<strong>NEXT_LOCALE</strong> (cookie, 1 jaar): onthoudt de taal die u koos.',
            '<strong>vitrine-consent</strong> (lokale opslag van de browser): onthoudt uw cookiekeuzes en de versie van dit beleid waarop ze betrekking hebben. Wanneer het beleid verandert, vragen wij uw keuze opnieuw.',
            `${authCookies} (cookies, met voorvoegsel <code>__Secure-</code> of <code>__Host-</code> via HTTPS): alleen voor eigenaars die aangemeld zijn op hun portaal. Ze houden de sessie open en beveiligen het aanmeldformulier; ze verdwijnen bij het afmelden of wanneer de sessie verloopt.`,
            `${typedValueCookies} (cookies, 15 minuten): alleen wanneer een formulier dat zonder JavaScript werd verstuurd, wordt geweigerd, zodat de pagina opnieuw toont wat u had ingevuld (nooit een wachtwoord).`,
          ),
          heading('Functioneel'),
          list(
            '<strong>vitrine-favourites</strong> (lokale opslag van de browser): de lijst van panden die u als favoriet bewaarde. Die blijft op uw toestel en wordt nooit naar ons verstuurd.',
          ),
          heading('Statistieken en advertenties (alleen met uw toestemming)'),
          paragraphs(
            'Als u ze aanvaardt, en alleen als het kantoor ze heeft ingeschakeld, kunnen de volgende diensten cookies plaatsen: Google Analytics (<code>_ga</code>, <code>_ga_*</code>, 2 jaar) voor anonieme bezoekersstatistieken, Google Ads (<code>_gcl_au</code>, 90 dagen) om de doeltreffendheid van onze advertenties te meten en de Meta-pixel (<code>_fbp</code>, 90 dagen). Zolang u geen keuze maakte, zijn deze diensten geweigerd.',
          ),
          heading('Uw keuze wijzigen'),
          paragraphs(
            'Open de cookie-instellingen opnieuw via de link onderaan elke pagina om elke categorie te aanvaarden of te weigeren. U kunt de cookies en de lokale opslag van deze website ook wissen in de instellingen van uw browser: de banner verschijnt dan opnieuw bij uw volgende bezoek.',
            `Meer over de verwerking van uw gegevens leest u in onze <a href="${privacy}">privacyverklaring</a>.`,
          ),
        ].join('\n'),
      };
    case 'en':
      return {
        title: 'Cookie policy',
        summary: 'The cookies and local storage this website uses, and how to change your choice.',
        body: [
          paragraphs(
            'This website uses as few cookies and as little local storage as possible. What is strictly necessary works without your consent; everything else is used only once you have agreed, and you can change your choice at any time.',
          ),
          heading('Strictly necessary'),
          list(
            '<strong>NEXT_LOCALE</strong> (cookie, 1 year): remembers the language you chose.',
            '<strong>vitrine-consent</strong> (browser local storage): remembers your cookie choices and the version of this policy they refer to. When the policy changes, we ask for your choice again.',
            `${authCookies} (cookies, prefixed <code>__Secure-</code> or <code>__Host-</code> over HTTPS): only for owners logged in to their portal. They keep the session open and protect the login form; they are removed when you log out or when the session expires.`,
            `${typedValueCookies} (cookies, 15 minutes): only when a form sent without JavaScript is refused, so that its page shows you again what you had typed (never a password).`,
          ),
          heading('Functional'),
          list(
            '<strong>vitrine-favourites</strong> (browser local storage): the list of properties you saved as favourites. It stays on your device and is never sent to us.',
          ),
          heading('Statistics and advertising (only with your consent)'),
          paragraphs(
            'If you accept them, and only if the agency has enabled them, the following services may set cookies: Google Analytics (<code>_ga</code>, <code>_ga_*</code>, 2 years) for anonymous visitor statistics, Google Ads (<code>_gcl_au</code>, 90 days) to measure how well our advertisements work, and the Meta pixel (<code>_fbp</code>, 90 days). Until you have made a choice, these services are refused.',
          ),
          heading('Changing your choice'),
          paragraphs(
            "Reopen the cookie settings from the link at the bottom of every page to accept or refuse each category. You can also clear this website's cookies and local storage in your browser settings: the banner will then reappear on your next visit.",
            `To learn more about how we process your data, read our <a href="${privacy}">privacy statement</a>.`,
          ),
        ].join('\n'),
      };
    case 'de':
      return {
        title: 'Cookie-Richtlinie',
        summary: 'Die Cookies und der lokale Speicher dieser Website und wie Sie Ihre Wahl ändern.',
        body: [
          paragraphs(
            'Diese Website verwendet so wenige Cookies und so wenig lokalen Speicher wie möglich. Unbedingt Erforderliches funktioniert ohne Ihre Einwilligung; alles andere wird erst nach Ihrer Zustimmung verwendet, die Sie jederzeit ändern können.',
          ),
          heading('Unbedingt erforderlich'),
          list(
            '<strong>NEXT_LOCALE</strong> (Cookie, 1 Jahr): speichert die von Ihnen gewählte Sprache.',
            '<strong>vitrine-consent</strong> (lokaler Speicher des Browsers): speichert Ihre Cookie-Auswahl und die Version dieser Richtlinie, auf die sie sich bezieht. Ändert sich die Richtlinie, fragen wir Sie erneut.',
            `${authCookies} (Cookies, über HTTPS mit dem Präfix <code>__Secure-</code> oder <code>__Host-</code>): nur für Eigentümer, die in ihrem Bereich angemeldet sind. Sie halten die Sitzung aufrecht und schützen das Anmeldeformular; sie verschwinden beim Abmelden oder wenn die Sitzung abläuft.`,
            `${typedValueCookies} (Cookies, 15 Minuten): nur wenn ein ohne JavaScript gesendetes Formular abgelehnt wird, damit die Seite Ihre Eingaben erneut anzeigt (nie ein Passwort).`,
          ),
          heading('Funktional'),
          list(
            '<strong>vitrine-favourites</strong> (lokaler Speicher des Browsers): die Liste der Immobilien, die Sie als Favoriten gespeichert haben. Sie bleibt auf Ihrem Gerät und wird nie an uns übertragen.',
          ),
          heading('Statistik und Werbung (nur mit Ihrer Einwilligung)'),
          paragraphs(
            'Wenn Sie zustimmen, und nur wenn die Agentur sie aktiviert hat, können folgende Dienste Cookies setzen: Google Analytics (<code>_ga</code>, <code>_ga_*</code>, 2 Jahre) für anonyme Besucherstatistiken, Google Ads (<code>_gcl_au</code>, 90 Tage) zur Messung der Wirksamkeit unserer Anzeigen und das Meta-Pixel (<code>_fbp</code>, 90 Tage). Solange Sie keine Wahl getroffen haben, sind diese Dienste abgelehnt.',
          ),
          heading('Ihre Wahl ändern'),
          paragraphs(
            'Öffnen Sie die Cookie-Einstellungen über den Link unten auf jeder Seite erneut, um jede Kategorie anzunehmen oder abzulehnen. Sie können die Cookies und den lokalen Speicher dieser Website auch in den Einstellungen Ihres Browsers löschen: Das Banner erscheint dann bei Ihrem nächsten Besuch erneut.',
            `Mehr über die Verarbeitung Ihrer Daten erfahren Sie in unserer <a href="${privacy}">Datenschutzerklärung</a>.`,
          ),
        ].join('\n'),
      };
  }
}

function disclaimer(locale: Locale): ArticleText {
  switch (locale) {
    case 'fr':
      return {
        title: 'Mentions légales',
        summary: 'Éditeur du site, profession réglementée, valeur des informations publiées.',
        body: [
          heading('Éditeur du site'),
          paragraphs(
            `${COMPANY.legalName}, avenue Louise 231, 1050 Bruxelles, Belgique — BCE et TVA BE ${COMPANY.companyNumber} — info@vitrine.example — +32 2 123 45 67.`,
          ),
          heading('Profession réglementée'),
          paragraphs(
            `Agent immobilier agréé IPI n° ${COMPANY.ipiNumber} (titre professionnel octroyé en Belgique). Nos agents sont soumis au code de déontologie de l'Institut professionnel des agents immobiliers (IPI), rue du Luxembourg 16 B, 1000 Bruxelles, www.ipi.be, qui est aussi l'autorité de contrôle de la profession.`,
            `Responsabilité civile professionnelle et cautionnement : Exemple Assurances SA, police n° ${COMPANY.insurancePolicy}. Notre bureau de Luxembourg exerce sous l'autorisation d'établissement n° ${COMPANY.luxembourgPermit}.`,
          ),
          heading('Informations sur les biens'),
          paragraphs(
            "Descriptions, surfaces, plans, photos et prix sont publiés de bonne foi sur la base des informations fournies par les propriétaires et des documents disponibles. Ils n'ont pas de valeur contractuelle, peuvent contenir des erreurs et être modifiés sans préavis ; seuls le compromis et l'acte authentique engagent les parties. Un bien peut avoir été vendu ou loué entre-temps.",
          ),
          heading('Responsabilité'),
          paragraphs(
            "Nous veillons à l'exactitude de ce site sans pouvoir garantir qu'il soit exempt d'erreurs ni disponible en permanence. Nous ne répondons pas du contenu des sites tiers vers lesquels il renvoie.",
          ),
          heading('Propriété intellectuelle'),
          paragraphs(
            "Textes, photos, logos et mise en page de ce site sont protégés par le droit d'auteur. Toute reproduction sans notre accord écrit est interdite.",
          ),
          heading('Droit applicable et litiges'),
          paragraphs(
            'Ce site est soumis au droit belge ; les tribunaux de Bruxelles sont compétents, sans préjudice des règles impératives qui protègent les consommateurs. En cas de litige de consommation, vous pouvez aussi vous adresser au Service de médiation pour le consommateur (www.mediationconsommateur.be).',
          ),
        ].join('\n'),
      };
    case 'nl':
      return {
        title: 'Disclaimer',
        summary: 'Uitgever van de website, gereglementeerd beroep, waarde van de gepubliceerde informatie.',
        body: [
          heading('Uitgever van de website'),
          paragraphs(
            `${COMPANY.legalName}, Louizalaan 231, 1050 Brussel, België — KBO en btw BE ${COMPANY.companyNumber} — info@vitrine.example — +32 2 123 45 67.`,
          ),
          heading('Gereglementeerd beroep'),
          paragraphs(
            `Erkend vastgoedmakelaar BIV nr. ${COMPANY.ipiNumber} (beroepstitel toegekend in België). Onze makelaars zijn onderworpen aan de deontologische code van het Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16 B, 1000 Brussel, www.biv.be, dat ook de toezichthoudende overheid van het beroep is.`,
            `Beroepsaansprakelijkheid en borgstelling: Exemple Assurances NV, polis nr. ${COMPANY.insurancePolicy}. Ons kantoor in Luxemburg werkt onder vestigingsvergunning nr. ${COMPANY.luxembourgPermit}.`,
          ),
          heading('Informatie over de panden'),
          paragraphs(
            "Beschrijvingen, oppervlakten, plannen, foto's en prijzen worden te goeder trouw gepubliceerd op basis van de informatie van de eigenaars en de beschikbare documenten. Ze zijn niet contractueel, kunnen fouten bevatten en zonder voorafgaande kennisgeving wijzigen; alleen de verkoopovereenkomst en de authentieke akte binden de partijen. Een pand kan intussen verkocht of verhuurd zijn.",
          ),
          heading('Aansprakelijkheid'),
          paragraphs(
            'Wij waken over de juistheid van deze website, maar kunnen niet garanderen dat ze foutloos of voortdurend beschikbaar is. Wij zijn niet verantwoordelijk voor de inhoud van websites van derden waarnaar ze verwijst.',
          ),
          heading('Intellectuele eigendom'),
          paragraphs(
            "Teksten, foto's, logo's en vormgeving van deze website zijn auteursrechtelijk beschermd. Elke overname zonder onze schriftelijke toestemming is verboden.",
          ),
          heading('Toepasselijk recht en geschillen'),
          paragraphs(
            'Op deze website is het Belgische recht van toepassing; de rechtbanken van Brussel zijn bevoegd, onverminderd de dwingende regels ter bescherming van consumenten. Bij een consumentengeschil kunt u ook terecht bij de Consumentenombudsdienst (www.consumentenombudsdienst.be).',
          ),
        ].join('\n'),
      };
    case 'en':
      return {
        title: 'Disclaimer',
        summary: 'Website publisher, regulated profession, status of the information published.',
        body: [
          heading('Website publisher'),
          paragraphs(
            `${COMPANY.legalName}, Avenue Louise 231, 1050 Brussels, Belgium — company and VAT number BE ${COMPANY.companyNumber} — info@vitrine.example — +32 2 123 45 67.`,
          ),
          heading('Regulated profession'),
          paragraphs(
            `Licensed estate agent IPI no. ${COMPANY.ipiNumber} (professional title granted in Belgium). Our agents are bound by the code of ethics of the Professional Institute of Estate Agents (IPI/BIV), Rue du Luxembourg 16 B, 1000 Brussels, www.ipi.be, which is also the profession's supervisory authority.`,
            `Professional liability and guarantee insurance: Exemple Assurances SA, policy no. ${COMPANY.insurancePolicy}. Our Luxembourg office operates under business permit no. ${COMPANY.luxembourgPermit}.`,
          ),
          heading('Property information'),
          paragraphs(
            'Descriptions, surface areas, plans, photographs and prices are published in good faith on the basis of information supplied by the owners and the documents available. They are not contractual, may contain errors and may change without notice; only the sale agreement and the notarial deed bind the parties. A property may have been sold or let in the meantime.',
          ),
          heading('Liability'),
          paragraphs(
            'We take care that this website is accurate but cannot guarantee that it is free of errors or always available. We are not responsible for the content of third-party websites it links to.',
          ),
          heading('Intellectual property'),
          paragraphs(
            'The texts, photographs, logos and layout of this website are protected by copyright. Any reproduction without our written consent is prohibited.',
          ),
          heading('Governing law and disputes'),
          paragraphs(
            'This website is governed by Belgian law; the courts of Brussels have jurisdiction, without prejudice to mandatory rules protecting consumers. For a consumer dispute you may also contact the Belgian Consumer Mediation Service (www.consumerombudsman.be).',
          ),
        ].join('\n'),
      };
    case 'de':
      return {
        title: 'Haftungsausschluss',
        summary: 'Herausgeber der Website, reglementierter Beruf, Verbindlichkeit der veröffentlichten Angaben.',
        body: [
          heading('Herausgeber der Website'),
          paragraphs(
            `${COMPANY.legalName}, Avenue Louise 231, 1050 Brüssel, Belgien — Unternehmens- und MwSt.-Nummer BE ${COMPANY.companyNumber} — info@vitrine.example — +32 2 123 45 67.`,
          ),
          heading('Reglementierter Beruf'),
          paragraphs(
            `Zugelassener Immobilienmakler IPI-Nr. ${COMPANY.ipiNumber} (in Belgien verliehener Berufstitel). Unsere Makler unterliegen der Berufsordnung des Berufsinstituts der Immobilienmakler (IPI), Rue du Luxembourg 16 B, 1000 Brüssel, www.ipi.be, das auch die Aufsichtsbehörde des Berufs ist.`,
            `Berufshaftpflicht- und Bürgschaftsversicherung: Exemple Assurances AG, Police Nr. ${COMPANY.insurancePolicy}. Unser Büro in Luxemburg arbeitet mit der Niederlassungsgenehmigung Nr. ${COMPANY.luxembourgPermit}.`,
          ),
          heading('Angaben zu den Immobilien'),
          paragraphs(
            'Beschreibungen, Flächen, Pläne, Fotos und Preise werden nach bestem Wissen auf Grundlage der Angaben der Eigentümer und der verfügbaren Unterlagen veröffentlicht. Sie sind unverbindlich, können Fehler enthalten und ohne Vorankündigung geändert werden; verbindlich sind allein der Kaufvorvertrag und die notarielle Urkunde. Eine Immobilie kann inzwischen verkauft oder vermietet sein.',
          ),
          heading('Haftung'),
          paragraphs(
            'Wir achten auf die Richtigkeit dieser Website, können aber nicht garantieren, dass sie fehlerfrei oder ständig verfügbar ist. Für die Inhalte verlinkter Websites Dritter sind wir nicht verantwortlich.',
          ),
          heading('Geistiges Eigentum'),
          paragraphs(
            'Texte, Fotos, Logos und Gestaltung dieser Website sind urheberrechtlich geschützt. Jede Vervielfältigung ohne unsere schriftliche Zustimmung ist untersagt.',
          ),
          heading('Anwendbares Recht und Streitigkeiten'),
          paragraphs(
            'Für diese Website gilt belgisches Recht; zuständig sind die Gerichte in Brüssel, unbeschadet zwingender Verbraucherschutzvorschriften. Bei Verbraucherstreitigkeiten können Sie sich auch an den belgischen Verbraucherombudsdienst wenden (www.consumerombudsman.be).',
          ),
        ].join('\n'),
      };
  }
}

const byLocale = (build: (locale: Locale) => ArticleText): Localized<ArticleText> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, build(locale)])) as Localized<ArticleText>;

const LEGAL_ARTICLES: ArticleSeed[] = [
  { key: ARTICLE_KEYS.privacyStatement, categoryId: null, sort: 1, text: byLocale(privacyStatement) },
  { key: ARTICLE_KEYS.cookiePolicy, categoryId: null, sort: 2, text: byLocale(cookiePolicy) },
  { key: ARTICLE_KEYS.disclaimer, categoryId: null, sort: 3, text: byLocale(disclaimer) },
];

const ARTICLES: ArticleSeed[] = [HOME_WELCOME, ...AGENCY_ARTICLES, ...LEGAL_ARTICLES];

// ---------------------------------------------------------------- original paths

type OriginalPathSeed = { path: string; parentPath: string; label: string };

// Labels: a menu page's `name`, 'article:<key>', 'category:<id>', or a plain key for screens
// that are neither (property, projects, project, feedback:<form>), translated by the app.
const SCREEN_PATHS: OriginalPathSeed[] = [
  { path: '/property/', parentPath: '/for-sale/', label: 'property' },
  { path: '/projects/', parentPath: '/', label: 'projects' },
  { path: '/project/', parentPath: '/projects/', label: 'project' },
  { path: '/privacy-statement/', parentPath: '/', label: `article:${ARTICLE_KEYS.privacyStatement}` },
  { path: '/cookie-policy/', parentPath: '/', label: `article:${ARTICLE_KEYS.cookiePolicy}` },
  { path: '/disclaimer/', parentPath: '/', label: `article:${ARTICLE_KEYS.disclaimer}` },
  // Thank-you pages sit under the form they thank for, when that form has a page of its own.
  { path: '/feedback/contact-me/', parentPath: '/', label: 'feedback:contact-me' },
  { path: '/feedback/contact-appointment/', parentPath: '/', label: 'feedback:contact-appointment' },
  { path: '/feedback/contact-construction/', parentPath: '/projects/', label: 'feedback:contact-construction' },
  { path: '/feedback/contact-demand/', parentPath: '/contact-demand/', label: 'feedback:contact-demand' },
  { path: '/feedback/demand-register/', parentPath: '/demand-register/', label: 'feedback:demand-register' },
  { path: '/feedback/send-to-friend/', parentPath: '/', label: 'feedback:send-to-friend' },
  { path: '/feedback/site-contact/', parentPath: '/contact/', label: 'feedback:site-contact' },
  { path: '/feedback/sign-newsletter/', parentPath: '/', label: 'feedback:sign-newsletter' },
];

function menuPagePaths(): OriginalPathSeed[] {
  const byId = new Map(MENU_PAGES.map((page) => [page.id, page]));
  return MENU_PAGES.filter((page) => page.status !== 'Draft').map((page) => {
    const parent = page.parentId === undefined ? undefined : byId.get(page.parentId);
    return {
      path: normalizeOriginalPath(page.path),
      parentPath: normalizeOriginalPath(parent?.path ?? ''),
      label: page.name,
    };
  });
}

/** Article paths are the slugs of category, sub-category and article names (French, the default). */
function articlePaths(): OriginalPathSeed[] {
  const byId = new Map(CATEGORIES.map((category) => [category.id, category]));
  const chain = (id: number | null): CategorySeed[] => {
    const category = id === null ? undefined : byId.get(id);
    return category ? [...chain(category.parentId), category] : [];
  };
  const categoryPath = (id: number | null) => articlePath(chain(id).map((category) => category.name.fr));

  const categories = CATEGORIES.filter((category) => category.parentId !== null).map((category) => ({
    path: categoryPath(category.id),
    parentPath: categoryPath(category.parentId),
    label: `category:${category.id}`,
  }));
  const articles = AGENCY_ARTICLES.map((article) => ({
    path: articlePath([...chain(article.categoryId).map((category) => category.name.fr), article.text.fr.title]),
    parentPath: categoryPath(article.categoryId),
    label: `article:${article.key}`,
  }));
  return [...categories, ...articles];
}

/** Every original path with its parent, as stored in OriginalPath. */
export function originalPathRows(): OriginalPathSeed[] {
  const rows = new Map<string, OriginalPathSeed>();
  // Menu pages win over generated article paths: '/notre-agence/' is both page and category.
  for (const row of [...articlePaths(), ...SCREEN_PATHS, ...menuPagePaths()]) rows.set(row.path, row);
  return [...rows.values()].sort((a, b) => a.path.localeCompare(b.path));
}

// ---------------------------------------------------------------- testimonials

const TESTIMONIALS = [
  {
    name: 'Isabelle M., Uccle',
    locale: 'fr',
    rating: 5,
    approved: true,
    createdAt: new Date('2025-10-14T10:00:00.000Z'),
    text: 'Notre maison a été vendue en six semaines, au prix estimé. Sophie nous a appelés après chaque visite : nous savions toujours où nous en étions.',
  },
  {
    name: 'Koen V., Leuven',
    locale: 'nl',
    rating: 5,
    approved: true,
    createdAt: new Date('2025-11-03T10:00:00.000Z'),
    text: 'Heel vlotte begeleiding bij de aankoop van ons eerste appartement. Thomas nam de tijd om alles uit te leggen, ook het EPC-attest en de renovatieplicht.',
  },
  {
    name: 'James O., Ixelles',
    locale: 'en',
    rating: 4,
    approved: true,
    createdAt: new Date('2025-12-01T10:00:00.000Z'),
    text: 'Moving to Brussels for work, I found a flat to rent within a fortnight. Clear answers in English and a very thorough check-in inventory.',
  },
  {
    name: 'Marianne K., Luxemburg',
    locale: 'de',
    rating: 3,
    approved: false,
    createdAt: new Date('2026-01-02T10:00:00.000Z'),
    text: 'Freundliches Team in Luxemburg, die Besichtigung war gut organisiert. Auf die Rückmeldung zum Angebot mussten wir etwas warten.',
  },
] as const;

// ---------------------------------------------------------------- seeding

async function seedArticles(tx: Tx): Promise<void> {
  for (const category of CATEGORIES) {
    await tx.articleCategory.create({
      data: {
        id: category.id,
        parentId: category.parentId,
        translations: { create: LOCALES.map((locale) => ({ locale, name: category.name[locale] })) },
      },
    });
  }
  for (const article of ARTICLES) {
    await tx.article.create({
      data: {
        key: article.key,
        categoryId: article.categoryId,
        sort: article.sort,
        translations: { create: LOCALES.map((locale) => ({ locale, ...article.text[locale] })) },
      },
    });
  }
}

function moduleData(seed: ModuleSeed) {
  return {
    id: seed.id,
    sort: seed.sort,
    view: seed.view ?? '',
    backgroundType: seed.backgroundType ?? '',
    imageUrl: seed.imageUrl ?? null,
    colorBackground: seed.colorBackground ?? null,
    cssClass: seed.cssClass ?? null,
    relationType: seed.relationType ?? null,
    relationId: seed.relationId ?? null,
    maxItems: seed.maxItems ?? 4,
    itemsPerRow: seed.itemsPerRow ?? 4,
    isHasSubcategories: seed.isHasSubcategories ?? false,
    translations: {
      create: LOCALES.map((locale) => ({
        locale,
        title: seed.text[locale].title,
        description: seed.text[locale].description ?? null,
        description2: seed.text[locale].description2 ?? null,
      })),
    },
  };
}

function pageTranslation(page: PageSeed, locale: Locale) {
  const text = page.text[locale];
  return {
    locale,
    title: text.title,
    description: text.description,
    metaTitle: text.metaTitle,
    metaDescription: text.metaDescription,
    ogTitle: text.metaTitle,
    ogDescription: text.metaDescription,
    ogImage: OG_IMAGE,
    twitterTitle: text.metaTitle,
    twitterDescription: text.metaDescription,
    isActiveSeo: page.isActiveSeo ?? true,
    bannerTitle: page.showPageBanner ? (text.bannerTitle ?? text.title) : null,
    bannerDescription: page.showPageBanner ? (text.bannerDescription ?? text.description) : null,
  };
}

async function seedMenuPages(tx: Tx): Promise<void> {
  // Parents first, so every parentId already exists.
  const ordered = [...MENU_PAGES].sort((a, b) => Number(a.parentId !== undefined) - Number(b.parentId !== undefined));
  for (const page of ordered) {
    await tx.menuPage.create({
      data: {
        id: page.id,
        parentId: page.parentId ?? null,
        name: page.name,
        path: page.path,
        routeKey: page.routeKey,
        status: page.status ?? 'Published',
        type: page.type ?? 'page',
        redirectUrl: page.redirectUrl ?? null,
        sort: page.sort,
        showBreadCrumb: page.showBreadCrumb ?? true,
        showPageBanner: page.showPageBanner ?? false,
        bannerType: page.showPageBanner ? 'image' : '',
        bannerImageUrl: page.showPageBanner ? BANNER_IMAGE : null,
        createDate: SEED_DATE,
        modifyDate: SEED_DATE,
        translations: { create: LOCALES.map((locale) => pageTranslation(page, locale)) },
        modules: { create: (page.modules ?? []).map(moduleData) },
      },
    });
  }
}

async function seedTestimonials(tx: Tx): Promise<void> {
  // Visitors add testimonials too: only the demo ones are matched and refreshed, never the rest.
  for (const testimonial of TESTIMONIALS) {
    const existing = await tx.testimonial.findFirst({
      where: { name: testimonial.name, locale: testimonial.locale },
      select: { id: true },
    });
    // The approved ones were reviewed; the others wait for staff in the back-office.
    const data = { ...testimonial, reviewedAt: testimonial.approved ? testimonial.createdAt : null };
    if (existing) await tx.testimonial.update({ where: { id: existing.id }, data });
    else await tx.testimonial.create({ data });
  }
}

/** Seeds the site configuration, menu, modules, articles, original paths and demo testimonials. */
export async function seedSiteContent(db: Db): Promise<void> {
  // Parsing here makes a bad edit of the demo configuration fail the seed, not the header.
  const config = {
    header: JSON.stringify(headerConfigSchema.parse(HEADER)),
    footer: JSON.stringify(footerConfigSchema.parse(FOOTER)),
    home: JSON.stringify(homeConfigSchema.parse(HOME)),
    promotionUrl: PROMOTION_URL,
  };
  const siteInfo = { analyticsId: null, adsId: null, tagManagerId: null, socialPixelId: null };

  await db.$transaction(
    async (tx) => {
      await tx.siteConfig.upsert({ where: { id: 1 }, create: { id: 1, ...config }, update: config });
      await tx.siteInfo.upsert({ where: { id: 1 }, create: { id: 1, ...siteInfo }, update: siteInfo });

      // Children reference parents and modules reference pages: delete dependants first.
      await tx.module.deleteMany();
      await tx.menuPage.updateMany({ data: { parentId: null } });
      await tx.menuPage.deleteMany();
      await tx.article.deleteMany();
      await tx.articleCategory.updateMany({ data: { parentId: null } });
      await tx.articleCategory.deleteMany();
      await tx.originalPath.deleteMany();

      await seedArticles(tx);
      await seedMenuPages(tx);
      await tx.originalPath.createMany({ data: originalPathRows() });
      await seedTestimonials(tx);
    },
    { timeout: 30_000 },
  );
  // The pages, modules and articles above keep their demo ids.
  await advanceIdSequences(db);
}
