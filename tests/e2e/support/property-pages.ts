// Shared steps of the property and project detail specs: real URLs from the database, the consent
// banner out of the way, and no request leaving the machine (map tiles, video and tour players).
import type { BrowserContext } from '@playwright/test';
import { NOTHING_GRANTED } from '@/lib/consent/purposes';
import { CONSENT_STORAGE_KEY, serializeConsent } from '@/lib/consent/stored-consent';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { firstProperty, query } from './catalogue';
import { BLANK_TILE } from './maps';

export type PropertyRow = {
  id: number;
  goal: number;
  marquee: number;
  zip: string;
  countryId: number;
  price: number | null;
  publishPrice: number;
  publishAddress: number;
  street: string | null;
  houseNumber: string | null;
  energyPerformance: number | null;
  epcLabelText: string | null;
};

/** The id of the first published property matching an SQL condition on Property. */
export function idWhere(where: string): number {
  return firstProperty(where).id;
}

const ZIP = (from: string, to: string) => `cityId IN (SELECT id FROM City WHERE zip BETWEEN '${from}' AND '${to}')`;
export const IN_BRUSSELS = ZIP('1000', '1299');
export const IN_FLANDERS = `(${ZIP('1500', '3999')} OR ${ZIP('8000', '9999')})`;
export const IN_WALLONIA = `(${ZIP('1300', '1499')} OR ${ZIP('4000', '7999')})`;
export const IN_LUXEMBOURG = 'countryId = 50';

/** A demo property by id, with what the tests compare the page against. */
export function property(id: number): PropertyRow {
  const [row] = query<PropertyRow>(
    `SELECT p.id, p.goal, p.marquee, c.zip, p.countryId, p.price, p.publishPrice, p.publishAddress, p.street,
            p.houseNumber, p.energyPerformance, p.epcLabelText
       FROM Property p JOIN City c ON c.id = p.cityId WHERE p.id = ?`,
    id,
  );
  if (!row) throw new Error(`No property ${id}`);
  return row;
}

/** The slugs of a property's or a project's title and town in one language, which its path holds. */
function slugs(table: 'Property' | 'Project', id: number, locale: Locale) {
  const owner = table === 'Property' ? 'propertyId' : 'projectId';
  const [row] = query<{ title: string; city: string }>(
    `SELECT t.slug AS title, ct.slug AS city FROM ${table} p
       JOIN ${table}Translation t ON t.${owner} = p.id AND t.locale = ?
       JOIN CityTranslation ct ON ct.cityId = p.cityId AND ct.locale = ?
      WHERE p.id = ?`,
    locale,
    locale,
    id,
  );
  if (!row) throw new Error(`No ${table.toLowerCase()} ${id} in ${locale}`);
  return { ...row, id };
}

/** The canonical page of a property in one language. */
export function propertyPath(id: number, locale: Locale): string {
  const pathname = property(id).goal === 0 ? '/for-sale/[city]/[title]/[id]' : '/for-rent/[city]/[title]/[id]';
  return localizedPath(pathname, locale, slugs('Property', id, locale));
}

export function projectPath(id: number, locale: Locale): string {
  return localizedPath('/projects/[city]/[title]/[id]', locale, slugs('Project', id, locale));
}

/** Views counted for a property, all days together. */
export function visitCount(id: number): number {
  const [row] = query<{ n: number | null }>('SELECT SUM(count) AS n FROM PropertyVisitDay WHERE propertyId = ?', id);
  return row?.n ?? 0;
}

/** Tiles and players answer locally: the tests never depend on the network. */
export async function stubThirdParties(context: BrowserContext) {
  await context.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
  );
  await context.route(/youtube-nocookie\.com|player\.vimeo\.com|matterport\.com|facebook\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
  );
}

/** Stores a declined cookie choice before any page loads, so the consent banner covers nothing. */
export async function declineCookies(context: BrowserContext) {
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    CONSENT_STORAGE_KEY,
    serializeConsent(NOTHING_GRANTED, new Date()),
  ] as const);
}

/** A context fit for the detail pages: cookie choice made, third parties answered locally. */
export async function prepareContext(context: BrowserContext) {
  await declineCookies(context);
  await stubThirdParties(context);
}
