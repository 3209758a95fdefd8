import { describe, expect, it } from 'vitest';
import { ENERGY_SCALES, energyLabel } from '@/lib/domain/energy-label';
import { regionFromPostcode, type Region } from '@/lib/domain/region';
import { parseVideoLink, isVirtualTour } from '@/lib/domain/video';
import { FEED_LANGUAGES, propertyRecord, type PropertyRecord } from '@/lib/import/feed-schema';
import { DEMO_TYPES } from '@/prisma/seed/demo-catalogue';
import { buildDemoFeed, DEMO_REFERENCE_DATE } from '@/prisma/seed/demo-feed';
import { TOWNS } from '@/prisma/seed/demo-places';

const feed = buildDemoFeed();
const french = feed.properties.filter((record) => record.language === 'fr');
const regionOf = (record: PropertyRecord) => regionFromPostcode(record.Zip, record.CountryID);
const inRegion = (region: Region) => french.filter((record) => regionOf(record) === region);

describe('the demo feed', () => {
  it('is the same on every build', () => {
    expect(buildDemoFeed()).toEqual(feed);
  });

  it('has enough properties in every region', () => {
    expect(french.length).toBeGreaterThanOrEqual(60);
    expect(inRegion('brussels').length).toBeGreaterThanOrEqual(20);
    expect(inRegion('flanders').length).toBeGreaterThanOrEqual(12);
    expect(inRegion('wallonia').length).toBeGreaterThanOrEqual(12);
    expect(inRegion('luxembourg').length).toBeGreaterThanOrEqual(5);
  });

  it('puts every postcode in the region of its town', () => {
    for (const record of feed.properties) {
      const town = TOWNS.find(
        (candidate) => candidate.zip === record.Zip && candidate.names[record.language] === record.City,
      );
      expect(town, `${record.ID} ${record.language} ${record.Zip} ${record.City}`).toBeDefined();
      expect(regionOf(record), `${record.ID} ${record.Zip}`).toBe(town?.region);
    }
  });

  it('has a valid record in fr, nl, en and de for every property', () => {
    for (const record of french) {
      const languages = feed.properties.filter((other) => other.ID === record.ID).map((other) => other.language);
      expect(languages.sort()).toEqual([...FEED_LANGUAGES].sort());
    }
    for (const record of feed.properties) expect(propertyRecord.safeParse(record).success).toBe(true);
  });

  it.each(['brussels', 'flanders', 'wallonia'] as const)('hits every energy label of %s', (region) => {
    const labels = new Set(
      inRegion(region).map((record) => energyLabel({ region, value: record.EnergyPerformance })?.label),
    );
    for (const label of ENERGY_SCALES[region]) expect(labels, label).toContain(label);
  });

  it('reaches both open ends of the Flemish table', () => {
    const values = inRegion('flanders').flatMap((record) =>
      record.EnergyPerformance == null ? [] : [record.EnergyPerformance],
    );
    expect(Math.min(...values)).toBeLessThanOrEqual(0);
    expect(Math.max(...values)).toBeGreaterThan(500);
  });

  it('gives Luxembourg properties a label text', () => {
    const labels = inRegion('luxembourg').map(
      (record) => energyLabel({ region: 'luxembourg', labelText: record.EPCLabelText })?.label,
    );
    expect(labels.every(Boolean)).toBe(true);
    for (const label of ['B', 'D', 'F']) expect(labels).toContain(label);
  });

  it('uses all seven types, for sale and for rent, with names in every language', () => {
    expect(new Set(french.map((record) => record.WebID))).toEqual(new Set(DEMO_TYPES.map((type) => type.webId)));
    expect(feed.webIDs).toHaveLength(DEMO_TYPES.length * 4);
    for (const type of feed.webIDs) expect(type.Name).toBeTruthy();
    expect(french.some((record) => record.Goal === 0)).toBe(true);
    expect(french.some((record) => record.Goal !== 0)).toBe(true);
  });

  it('shows the special cases: sold, rented, unlabelled, under option, starting from, hidden price and address', () => {
    expect(french.some((record) => record.Marquee === 3 && record.Goal === 0)).toBe(true);
    expect(french.some((record) => record.Marquee === 4 && record.Goal !== 0)).toBe(true);
    expect(french.some((record) => record.Marquee === 2)).toBe(true);
    expect(french.some((record) => record.UnderOption === true && record.Goal === 0)).toBe(true);
    expect(french.some((record) => record.UnderOption === true && record.Goal !== 0)).toBe(true);
    expect(french.some((record) => record.PriceUnit === 7)).toBe(true);
    expect(french.some((record) => record.PublishPrice === false)).toBe(true);
    expect(french.some((record) => record.PublishAddress === false)).toBe(true);
  });

  it('has realistic prices and recent creation dates', () => {
    for (const record of french) {
      const [min, max] = record.Goal === 0 ? [150_000, 2_500_000] : [650, 4_500];
      expect(record.Price, record.RecordFile).toBeGreaterThanOrEqual(min);
      expect(record.Price, record.RecordFile).toBeLessThanOrEqual(max);
      const age = DEMO_REFERENCE_DATE.getTime() - new Date(record.CreatedAt ?? 0).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(60 * 86_400_000);
    }
  });

  it('writes varied titles and descriptions long enough to be cut', () => {
    for (const record of feed.properties) {
      expect(record.Description?.length, `${record.ID} ${record.language}`).toBeGreaterThanOrEqual(300);
      expect(record.Description?.length, `${record.ID} ${record.language}`).toBeLessThanOrEqual(900);
    }
    for (const language of FEED_LANGUAGES) {
      const titles = feed.properties.filter((record) => record.language === language).map((record) => record.Title);
      expect(new Set(titles).size, language).toBeGreaterThanOrEqual(50);
    }
    for (const record of french) {
      const dutch = feed.properties.find((other) => other.ID === record.ID && other.language === 'nl');
      expect(dutch?.Title).not.toBe(record.Title);
    }
  });

  it('fills the rich detail tabs somewhere', () => {
    expect(french.some((record) => parseVideoLink(record.VideoUrl)?.kind === 'youtube')).toBe(true);
    expect(french.some((record) => isVirtualTour(record.VirtualTourUrl))).toBe(true);
    const documents = french.flatMap((record) => record.Documents ?? []);
    expect(documents.some((document) => document.Public && document.Url)).toBe(true);
    expect(documents.some((document) => !document.Public && !document.Url)).toBe(true);
    expect(french.some((record) => record.FloodZoneType && record.FloodZoneType !== 'not-flood-prone')).toBe(true);
    expect(french.some((record) => record.AsbestosType)).toBe(true);
    expect(french.some((record) => record.ViagerAnnuity && record.ViagerBouquet && record.ViagerAges)).toBe(true);
  });

  it('has new-build projects with public and hidden addresses, and their units', () => {
    const projects = feed.projects.filter((project) => project.language === 'fr');
    expect(projects.length).toBeGreaterThanOrEqual(3);
    expect(new Set(projects.map((project) => project.PublicAddress))).toEqual(new Set([true, false]));
    for (const project of projects) expect(french.some((record) => record.ProjectID === project.ID)).toBe(true);
  });

  it('has two or three managers with Belgian phones and agency e-mails', () => {
    expect(feed.managers.length).toBeGreaterThanOrEqual(2);
    expect(feed.managers.length).toBeLessThanOrEqual(3);
    for (const manager of feed.managers) {
      expect(manager.Phone).toMatch(/^\+32 /);
      expect(manager.Email).toMatch(/@vitrine\.example$/);
    }
  });

  it('links the demo owners to their properties', () => {
    const linked = (email: string) =>
      feed.owners
        .filter((link) => link.Email === email)
        .map((link) => french.find((record) => record.ID === link.PropertyID));
    const first = linked('owner@vitrine.example');
    expect(first).toHaveLength(5);
    expect(first.some((record) => record?.Goal === 0)).toBe(true);
    expect(first.some((record) => record?.Goal !== 0)).toBe(true);
    expect(first.some((record) => record?.Marquee === 3)).toBe(true);
    expect(linked('second.owner@vitrine.example')).toHaveLength(2);
    const owned = new Set(feed.owners.map((link) => link.PropertyID));
    expect(feed.communications.every((entry) => owned.has(entry.PropertyID))).toBe(true);
    for (const id of owned) expect(feed.publications.some((publication) => publication.PropertyID === id)).toBe(true);
    const luxembourg = new Set(inRegion('luxembourg').map((record) => record.ID));
    for (const publication of feed.publications) {
      expect(publication.Portal === 'athome.lu').toBe(luxembourg.has(publication.PropertyID));
    }
  });
});
