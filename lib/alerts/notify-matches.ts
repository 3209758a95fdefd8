// Search alerts after an import (and after seeding): the new and changed properties are matched
// against every active alert (confirmed, not unsubscribed: lib/alerts/active-alert.ts); each alert
// with new matches gets ONE mail in its own language, stored in the outbox together with the match
// rows, so a property is never mailed twice to the same alert, even when the next import touches
// it again.
import { ACTIVE_ALERT } from '@/lib/alerts/active-alert';
import { alertCandidate, CANDIDATE_COLUMNS } from '@/lib/alerts/alert-candidate';
import { alertMatches, type AlertCandidate } from '@/lib/alerts/match';
import { unsubscribeLinks } from '@/lib/alerts/unsubscribe-link';
import { type Locale, localeOrDefault } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { translator } from '@/lib/i18n/translator';
import { outboxRow } from '@/lib/mail/queue';
import { textMail } from '@/lib/mail/text-mail';
import { chunks } from '@/lib/id-chunks';
import type { Db } from '@/lib/prisma-client';
import { propertyMailSummary, type PropertyMailSummary } from '@/lib/properties/property-for-mail';
import { goalFromFeed, listingPathname } from '@/lib/properties/goal';
import { ON_OFFER_WHERE } from '@/lib/properties/marquee';

export type AlertMailOptions = { siteUrl: string; unsubscribeKey: string; now?: Date };
export type AlertOutcome = { alertsMailed: number; matches: number; failed: number };

// A mail lists this many properties at most; the rest are a click away on the site.
export const MAX_LISTED = 20;

type Candidate = AlertCandidate & { id: number };

async function candidates(db: Db, ids: readonly number[]): Promise<Candidate[]> {
  const rows = (
    await Promise.all(
      chunks(ids).map((chunk) =>
        db.property.findMany({
          where: { id: { in: chunk }, ...ON_OFFER_WHERE },
          orderBy: { id: 'asc' },
          select: { id: true, publishPrice: true, ...CANDIDATE_COLUMNS },
        }),
      ),
    )
  ).flat();
  return rows.map((row) => ({
    id: row.id,
    // A price the agency does not publish must not decide (and so reveal) anything.
    ...alertCandidate(row, row.publishPrice ? row.price : null),
  }));
}

async function alreadyMailed(db: Db, ids: readonly number[]): Promise<Set<string>> {
  const rows = (
    await Promise.all(
      chunks(ids).map((chunk) =>
        db.searchAlertMatch.findMany({
          where: { propertyId: { in: chunk } },
          select: { alertId: true, propertyId: true },
        }),
      ),
    )
  ).flat();
  return new Set(rows.map((row) => `${row.alertId}:${row.propertyId}`));
}

/** The alert mail's text: the matches (title, town, price or "price on request", link), then how to stop. */
export function alertMailText(
  locale: Locale,
  properties: readonly PropertyMailSummary[],
  total: number,
  links: { more: string; unsubscribe: string },
): string {
  const t = translator(locale, 'AlertMail');
  const listed = properties.map(
    (property) => `${property.title} — ${property.town}\n${property.price}\n${property.url}`,
  );
  return [
    t('intro', { count: total }),
    ...listed,
    ...(total > properties.length ? [t('more', { count: total - properties.length, link: links.more })] : []),
    t('why'),
    t('unsubscribe', { link: links.unsubscribe }),
  ].join('\n\n');
}

/**
 * Matches these properties against the active alerts and queues the mails. Returns what was done;
 * an alert whose mail could not be stored is counted in `failed` and tried again next time.
 */
export async function notifySearchAlerts(
  db: Db,
  propertyIds: readonly number[],
  { siteUrl, unsubscribeKey, now = new Date() }: AlertMailOptions,
): Promise<AlertOutcome> {
  const outcome: AlertOutcome = { alertsMailed: 0, matches: 0, failed: 0 };
  const ids = [...new Set(propertyIds)];
  if (ids.length === 0) return outcome;
  const [properties, alerts] = await Promise.all([
    candidates(db, ids),
    db.searchAlert.findMany({ where: ACTIVE_ALERT, orderBy: { id: 'asc' } }),
  ]);
  if (properties.length === 0 || alerts.length === 0) return outcome;
  const mailed = await alreadyMailed(
    db,
    properties.map((property) => property.id),
  );
  const summaries = new Map<string, PropertyMailSummary | null>();
  async function summary(id: number, locale: Locale) {
    const key = `${id}:${locale}`;
    if (!summaries.has(key)) summaries.set(key, await propertyMailSummary(db, id, locale, siteUrl));
    return summaries.get(key) ?? null;
  }

  for (const alert of alerts) {
    const matching = properties.filter(
      (property) => !mailed.has(`${alert.id}:${property.id}`) && alertMatches(alert, property),
    );
    if (matching.length === 0) continue;
    const locale = localeOrDefault(alert.locale);
    const listed = (
      await Promise.all(matching.slice(0, MAX_LISTED).map((property) => summary(property.id, locale)))
    ).filter((item): item is PropertyMailSummary => item !== null);
    const t = translator(locale, 'AlertMail');
    const links = unsubscribeLinks(siteUrl, unsubscribeKey, 'alert', alert.id, locale);
    const more = new URL(localizedPath(listingPathname(goalFromFeed(alert.goal)), locale), siteUrl).href;
    const mail = {
      ...textMail(
        alert.email,
        t('subject', { count: matching.length }),
        alertMailText(locale, listed, matching.length, { more, unsubscribe: links.page }),
      ),
      headers: links.headers,
    };
    try {
      await db.$transaction(async (tx) => {
        await tx.searchAlertMatch.createMany({
          data: matching.map((property) => ({ alertId: alert.id, propertyId: property.id, notifiedAt: now })),
        });
        await tx.searchAlert.update({ where: { id: alert.id }, data: { lastMatchedAt: now } });
        await tx.outboxEmail.create({ data: outboxRow(mail) });
      });
      outcome.alertsMailed += 1;
      outcome.matches += matching.length;
    } catch (error) {
      // Another import recorded some of these matches meanwhile: its mail covers them.
      console.error(`Search alert ${alert.id}: mail not queued`, error);
      outcome.failed += 1;
    }
  }
  return outcome;
}
