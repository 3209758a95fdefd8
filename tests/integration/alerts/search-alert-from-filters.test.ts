// A search alert made from a listing's filters (docs/forms.md): the post stores a waiting alert of
// the same kind as the demand register's and queues one mail, the confirmation; nothing is sent
// about properties until the link in it is followed; confirmed, the next import that brings a
// matching property mails it. The same form sent without JavaScript is answered by redirects, and
// no redirect carries the address. The shared pipeline's checks (honeypot, captcha, time token,
// rate limits, size, drafts) run for every form in tests/integration/forms/pipeline.test.ts.
import { describe, expect, it } from 'vitest';
import { searchAlertsAfterImport } from '@/lib/import/alerts-after-import';
import { confirmAlert, confirmationState, parseConfirmationRequest } from '@/lib/alerts/confirm-alert';
import { confirmationKey } from '@/lib/alerts/confirmation-key';
import { parseUnsubscribeRequest, unsubscribe } from '@/lib/alerts/unsubscribe';
import { unsubscribeKey } from '@/lib/alerts/unsubscribe-key';
import { signUnsubscribe } from '@/lib/alerts/unsubscribe-token';
import { readFormDraft } from '@/lib/forms/form-drafts';
import { searchAlertForm } from '@/lib/forms/handlers/search-alert';
import { issueTimeToken } from '@/lib/forms/time-token';
import { importFeed } from '@/lib/import/import-feed';
import type { Db } from '@/lib/prisma-client';
import { anyAlert } from '../../support/search-alerts';
import { alertFeed, FLAT, type PropertyDraft } from '../support/alert-feed';
import { ENVELOPE, formHarnessHooks, SITE_URL, TEST_KEYS } from '../support/form-harness';

const forms = formHarnessHooks();

const TOWNS = {
  liege: { Name: 'Liège', Zip: '4000' },
  ghent: { Name: 'Gent', Zip: '9000' },
  namur: { Name: 'Namur', Zip: '5000' },
};

type Draft = PropertyDraft<keyof typeof TOWNS>;

/** The houses of 150 m² unless said, in TOWNS. */
const feed = (drafts: Draft[]) =>
  alertFeed(
    TOWNS,
    drafts.map((draft) => ({ surface: 150, ...draft })),
  );

const importWithAlerts = (db: Db, drafts: Draft[]) =>
  importFeed(db, feed(drafts), { afterImport: [searchAlertsAfterImport] });

// Houses in Liège or Ghent up to € 400.000 with 2 bedrooms or more, with a garden (which the
// alert cannot hold), as the page writes the listing's query.
const SEARCH = 'city=Li%C3%A8ge%7C4000&city=Gent%7C9000&type=1&priceMax=400000&bedrooms=2&feature=garden';
const VALID = {
  ...ENVELOPE,
  goal: 'sale',
  search: SEARCH,
  email: 'Marie.Dupont@example.be',
  sourcePage: '/fr/a-vendre/',
};

async function harness() {
  const form = await forms.harness(searchAlertForm);
  // The catalogue (its types, which the summary names), before any alert.
  await importFeed(form.db, feed([{ id: 600, type: FLAT, town: 'namur' }]), { afterImport: [] });
  return form;
}

/** The id and token of the confirmation link in a mail's text. */
function confirmationIn(text: string) {
  const link = /http:\/\/localhost:3000\/fr\/confirmer-alerte\/\?(id=\d+&token=[\w-]+)/.exec(text);
  expect(link).not.toBeNull();
  const query = new URLSearchParams(link![1]);
  return parseConfirmationRequest((name) => query.get(name));
}

describe('a search alert from the listing filters', () => {
  it('stores a waiting alert and mails its confirmation; once confirmed, an import mails what matches', async () => {
    const { db, expectStored } = await harness();
    const { result, lead } = await expectStored(VALID, '/fr/merci/alerte-e-mail/', {
      type: 'search-alert',
      locale: 'fr',
      sourcePage: '/fr/a-vendre/',
    });
    expect(Object.keys(result.body)).toEqual(['redirect']);

    const alert = await db.searchAlert.findFirstOrThrow();
    expect(alert).toMatchObject({
      ...anyAlert,
      typeWebIds: '1',
      towns: 'Liège|4000\nGent|9000',
      priceMax: 400_000,
      bedroomsMin: 2,
      email: 'marie.dupont@example.be',
      locale: 'fr',
      confirmedAt: null,
      unsubscribedAt: null,
    });

    // One mail, to the visitor alone: the criteria kept, the confirmation link, the unsubscribe link.
    expect(lead.emails).toHaveLength(1);
    const mail = lead.emails[0]!;
    expect(mail.to).toBe('marie.dupont@example.be');
    expect(mail.subject).toBe('Confirmez votre alerte');
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('Types de bien : Maison');
    expect(text).toContain('Communes : Liège (4000), Gent (9000)');
    expect(text).not.toContain('Zones :');
    expect(text).toContain("Budget : jusqu'à € 400.000");
    expect(text).toContain('Chambres (minimum) : 2');
    expect(text).toContain('valable 7 jours');
    const unsubscribeLink = `${SITE_URL}/fr/desinscription/?kind=alert&id=${alert.id}&token=${signUnsubscribe(unsubscribeKey(), 'alert', alert.id)}`;
    expect(text).toContain(unsubscribeLink);
    expect(JSON.parse(mail.headers!)).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const confirmation = confirmationIn(text);
    expect(confirmation?.id).toBe(alert.id);

    // Waiting: an import with a matching house mails nothing.
    await importWithAlerts(db, [{ id: 601 }]);
    expect(await db.outboxEmail.count({ where: { leadId: null } })).toBe(0);
    expect(await db.searchAlertMatch.count()).toBe(0);

    const key = confirmationKey();
    expect(await confirmationState(db, key, confirmation)).toBe('pending');
    expect(await confirmAlert(db, key, confirmation)).toBe('confirmed');
    const confirmedAt = (await db.searchAlert.findUniqueOrThrow({ where: { id: alert.id } })).confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);
    // A second click changes nothing.
    expect(await confirmAlert(db, key, confirmation, new Date('2030-01-01'))).toBe('confirmed');
    expect((await db.searchAlert.findUniqueOrThrow({ where: { id: alert.id } })).confirmedAt).toEqual(confirmedAt);

    await importWithAlerts(db, [
      { id: 602, town: 'ghent', surface: 90 },
      { id: 603, town: 'namur' },
      { id: 604, type: FLAT },
      { id: 605, price: 450_000 },
      { id: 606, bedrooms: 1 },
    ]);
    const alertMails = await db.outboxEmail.findMany({ where: { leadId: null } });
    expect(alertMails).toHaveLength(1);
    expect(alertMails[0]).toMatchObject({
      to: 'marie.dupont@example.be',
      subject: 'Un nouveau bien correspond à votre recherche',
    });
    expect(alertMails[0]!.text).toContain('Bien 602');
    expect(alertMails[0]!.text).toContain(unsubscribeLink);
    expect((await db.searchAlertMatch.findMany()).map((match) => match.propertyId)).toEqual([602]);
  });

  it('saves everything of the goal when the listing was not narrowed', async () => {
    const { db, post } = await harness();
    expect((await post({ ...VALID, goal: 'rent', search: '' })).status).toBe(200);
    expect(await db.searchAlert.findFirstOrThrow()).toMatchObject({ ...anyAlert, goal: 1 });
    const text = (await db.outboxEmail.findFirstOrThrow()).text.replace(/\u00a0/g, ' ');
    expect(text).toContain('Objectif : louer');
    expect(text).toContain('Types de bien : tous');
    expect(text).toContain('Zones : partout');
  });

  it('refuses a query the listing cannot read, and an address that is none, and stores nothing', async () => {
    const { db, post, issuesOf } = await harness();
    expect(await issuesOf({ ...VALID, search: 'priceMin=cheap' })).toEqual(['search:invalid']);
    expect(await issuesOf({ ...VALID, goal: 'buy' })).toEqual(['goal:invalid']);
    expect(await issuesOf({ ...VALID, email: 'marie' })).toEqual(['email:emailInvalid']);
    expect((await post({ ...VALID, privacy: false })).status).toBe(422);
    expect(await db.searchAlert.count()).toBe(0);
    expect(await db.lead.count()).toBe(0);
  });

  it('does not start an alert whose link comes too late, or that was unsubscribed first', async () => {
    const { db, post } = await harness();
    await post(VALID);
    await post({ ...VALID, email: 'luc@example.be' });
    const [late, stopped] = await db.searchAlert.findMany({ orderBy: { id: 'asc' } });
    const mails = await db.outboxEmail.findMany({ orderBy: { id: 'asc' } });
    const key = confirmationKey();
    const eightDaysOn = new Date(late!.createdAt.getTime() + 8 * 86_400_000);
    expect(await confirmAlert(db, key, confirmationIn(mails[0]!.text), eightDaysOn)).toBe('expired');

    const token = signUnsubscribe(unsubscribeKey(), 'alert', stopped!.id);
    const request = parseUnsubscribeRequest((name) => ({ kind: 'alert', id: String(stopped!.id), token })[name]);
    expect(await unsubscribe(db, unsubscribeKey(), request)).toBe(true);
    expect(await confirmAlert(db, key, confirmationIn(mails[1]!.text))).toBe('unsubscribed');

    // A forged link confirms nothing.
    expect(await confirmAlert(db, key, { id: late!.id, token: 'A'.repeat(43) })).toBe('invalid');
    expect(await db.searchAlert.count({ where: { confirmedAt: { not: null } } })).toBe(0);
  });
});

describe('the same form sent without JavaScript', () => {
  // What the page's form sends: its hidden fields, the address and a ticked privacy box, and for a
  // proof the page's time token (docs/forms.md, a form sent without script).
  const RENDERED = new Date('2026-11-28T10:00:00Z');
  const FIELDS = {
    goal: 'sale',
    search: SEARCH,
    locale: 'nl',
    website: '',
    captcha: issueTimeToken(TEST_KEYS.timeToken, RENDERED),
    email: 'Marie.Dupont@example.be',
    privacy: 'on',
  };

  async function scriptless() {
    const form = await harness();
    // Sent a minute after the page was rendered: a person's pace.
    form.clock.now = new Date(RENDERED.getTime() + 60_000);
    return form;
  }

  it('stores the waiting alert and answers 303 to the "check your mailbox" page', async () => {
    const { db, postNative } = await scriptless();
    expect(await postNative(FIELDS)).toMatchObject({ status: 303, location: '/nl/bedankt/e-mailmelding/' });
    expect(await db.searchAlert.findFirstOrThrow()).toMatchObject({
      email: 'marie.dupont@example.be',
      locale: 'nl',
      towns: 'Liège|4000\nGent|9000',
      confirmedAt: null,
    });
    expect((await db.outboxEmail.findFirstOrThrow()).subject).toBe('Bevestig uw e-mailmelding');
  });

  it('sends a refusal back to the same search, the address kept in a draft and never in the URL', async () => {
    const { db, postNative } = await scriptless();
    const refused = await postNative({ ...FIELDS, email: 'marie.dupont@example' });
    expect(refused.status).toBe(303);
    const location = new URL(refused.location!, SITE_URL);
    expect(location.pathname).toBe('/nl/te-koop/');
    expect(location.hash).toBe('#form-search-alert');
    expect(location.searchParams.getAll('city')).toEqual(['Liège|4000', 'Gent|9000']);
    expect(location.searchParams.get('feature')).toBe('garden');
    expect(refused.location).not.toMatch(/marie|dupont/i);

    const draft = await readFormDraft(db, TEST_KEYS.draft, refused.draftId!, new Date(RENDERED.getTime() + 120_000));
    expect(draft).toMatchObject({
      form: 'search-alert',
      values: { email: 'marie.dupont@example', goal: 'sale', search: SEARCH },
      issues: [{ path: ['email'], message: 'emailInvalid' }],
    });
    expect(await db.searchAlert.count()).toBe(0);
  });

  it('goes back to the listing for rent when the alert was asked there', async () => {
    const { postNative } = await scriptless();
    const refused = await postNative({ ...FIELDS, goal: 'rent', search: 'bedrooms=2', privacy: '' });
    expect(refused.location).toBe('/nl/te-huur/?bedrooms=2&draft=1#form-search-alert');
  });
});
