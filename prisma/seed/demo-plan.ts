// Which demo properties exist: town, goal, type and the special cases the site must show
// (sold, rented, under option, "starting from", hidden price or address, owners, rich detail
// pages, new and reduced).
// Everything else about them is generated from a seeded PRNG in demo-feed.ts.
import type { DemoTypeKey } from './demo-catalogue';
import type { TownKey } from './demo-places';

export type PlannedProperty = {
  town: TownKey;
  goal: 'sale' | 'rent';
  type: DemoTypeKey;
  project?: number;
  /** 2 unlabelled, 3 sold, 4 rented. */
  marquee?: 2 | 3 | 4;
  /** An offer accepted under conditions: the "under option" badge. */
  underOption?: boolean;
  startingFrom?: boolean;
  hidePrice?: boolean;
  hideAddress?: boolean;
  owner?: 'owner@vitrine.example' | 'second.owner@vitrine.example';
  /** Detail pages with every tab filled: video, virtual tour, documents, planning, flood, asbestos, viager. */
  rich?: 'media' | 'flemish-file' | 'viager';
  /** Changed by the CRM's next export (recent-activity.ts): just published, or its price reduced. */
  recent?: 'new' | 'reduced';
};

const sale = (town: TownKey, type: DemoTypeKey, extra: Partial<PlannedProperty> = {}): PlannedProperty => ({
  town,
  goal: 'sale',
  type,
  ...extra,
});
const rent = (town: TownKey, type: DemoTypeKey, extra: Partial<PlannedProperty> = {}): PlannedProperty => ({
  town,
  goal: 'rent',
  type,
  ...extra,
});

export const DEMO_PLAN: readonly PlannedProperty[] = [
  // Brussels (24)
  sale('bruxelles', 'apartment-loft'),
  rent('bruxelles', 'apartment-loft'),
  rent('bruxelles', 'shop'),
  sale('bruxelles', 'office'),
  sale('ixelles', 'apartment-loft'),
  rent('ixelles', 'apartment-loft', { marquee: 4, owner: 'owner@vitrine.example' }),
  sale('ixelles', 'house'),
  rent('ixelles', 'apartment-loft'),
  sale('uccle', 'house', { owner: 'owner@vitrine.example' }),
  sale('uccle', 'prestige', { rich: 'media' }),
  sale('uccle', 'apartment-loft', { project: 901, startingFrom: true }),
  sale('uccle', 'apartment-loft', { project: 901 }),
  sale('uccle', 'apartment-loft', { project: 901 }),
  sale('woluwe-saint-pierre', 'house'),
  rent('woluwe-saint-pierre', 'house'),
  sale('woluwe-saint-lambert', 'apartment-loft', { marquee: 3, owner: 'owner@vitrine.example' }),
  rent('woluwe-saint-lambert', 'apartment-loft'),
  rent('etterbeek', 'apartment-loft', { recent: 'new' }),
  sale('saint-gilles', 'house', { hideAddress: true }),
  rent('saint-gilles', 'office', { underOption: true }),
  sale('schaerbeek', 'house', { recent: 'reduced' }),
  sale('watermael-boitsfort', 'house', { marquee: 2, underOption: true }),
  rent('auderghem', 'other'),
  sale('forest', 'apartment-loft', { hidePrice: true }),
  // Flanders (20)
  sale('antwerpen', 'apartment-loft'),
  rent('antwerpen', 'apartment-loft', { owner: 'owner@vitrine.example' }),
  rent('antwerpen', 'shop'),
  sale('gent', 'house', { rich: 'flemish-file', hideAddress: true }),
  sale('gent', 'apartment-loft', { project: 902, startingFrom: true }),
  sale('gent', 'apartment-loft', { project: 902 }),
  sale('gent', 'apartment-loft', { project: 902, startingFrom: true }),
  sale('brugge', 'house', { recent: 'reduced' }),
  sale('brugge', 'land'),
  rent('leuven', 'apartment-loft'),
  sale('leuven', 'house', { owner: 'second.owner@vitrine.example' }),
  sale('mechelen', 'house', { marquee: 3 }),
  rent('mechelen', 'house'),
  sale('halle', 'land'),
  sale('hasselt', 'apartment-loft'),
  rent('hasselt', 'office'),
  sale('oostende', 'apartment-loft'),
  rent('oostende', 'other'),
  sale('hoeilaart', 'prestige', { rich: 'media' }),
  sale('hoeilaart', 'land'),
  // Wallonia (20)
  sale('liege', 'apartment-loft'),
  rent('liege', 'apartment-loft'),
  sale('liege', 'house', { rich: 'viager' }),
  sale('namur', 'house', { owner: 'owner@vitrine.example' }),
  rent('namur', 'apartment-loft'),
  rent('namur', 'shop'),
  sale('wavre', 'house', { recent: 'new' }),
  rent('wavre', 'house', { recent: 'reduced' }),
  sale('nivelles', 'house'),
  sale('nivelles', 'land'),
  sale('mons', 'house'),
  rent('mons', 'apartment-loft', { marquee: 4 }),
  sale('charleroi', 'office'),
  sale('charleroi', 'land'),
  rent('louvain-la-neuve', 'apartment-loft'),
  sale('louvain-la-neuve', 'apartment-loft', { project: 903, startingFrom: true }),
  sale('louvain-la-neuve', 'apartment-loft', { project: 903 }),
  sale('verviers', 'house'),
  sale('arlon', 'prestige', { hidePrice: true }),
  rent('arlon', 'other'),
  // Luxembourg (8)
  rent('luxembourg-gare', 'apartment-loft', { owner: 'second.owner@vitrine.example' }),
  rent('luxembourg-centre', 'office'),
  sale('luxembourg-kirchberg', 'apartment-loft', { project: 904, startingFrom: true }),
  sale('luxembourg-kirchberg', 'apartment-loft', { project: 904 }),
  sale('esch-sur-alzette', 'house', { hideAddress: true }),
  rent('esch-sur-alzette', 'apartment-loft'),
  sale('ettelbruck', 'house'),
  sale('echternach', 'apartment-loft'),
];

/** The demo's property ids: stable, CRM-looking numbers. */
export const demoPropertyId = (index: number) => 41001 + index;
