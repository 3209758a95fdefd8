// The demand register ("keep me informed"): a valid post stores the lead, its search alert and
// both mails in one go; each rule refuses without storing anything. The honeypot, the captcha and
// the rate limit are the shared pipeline's, checked for every form in pipeline.test.ts.
import { describe, expect, it } from 'vitest';
import { unsubscribeKey } from '@/lib/alerts/unsubscribe-key';
import { signUnsubscribe } from '@/lib/alerts/unsubscribe-token';
import { demandRegisterForm } from '@/lib/forms/handlers/demand-register';
import { AGENCY_EMAIL, ENVELOPE, formHarnessHooks, NAME_AND_CONTACT_REFUSALS, SITE_URL } from '../support/form-harness';

const forms = formHarnessHooks();

const VALID = {
  ...ENVELOPE,
  goal: 'buy',
  typeWebIds: ['1', '2'],
  zones: ['brussels', 'walloon-brabant', 'luxembourg'],
  priceMin: '250000',
  priceMax: '450000',
  bedroomsMin: '2',
  firstName: 'Marie',
  lastName: 'Dupont',
  email: 'Marie.Dupont@example.be',
  phone: '',
};

async function harness() {
  const form = await forms.harness(demandRegisterForm);
  for (const [id, webId, fr, nl] of [
    [201, 1, 'Maison', 'Huis'],
    [202, 2, 'Appartement', 'Appartement'],
  ] as const) {
    await form.db.propertyType.create({
      data: {
        id,
        webId,
        translations: {
          create: [
            { locale: 'fr', name: fr },
            { locale: 'nl', name: nl },
          ],
        },
      },
    });
  }
  return form;
}

describe('demand register', () => {
  it('stores the lead and its search alert, and queues the agency mail and the confirmation with its unsubscribe link', async () => {
    const { db, expectStored } = await harness();
    const { lead } = await expectStored({ ...VALID, sourcePage: '/fr/recherche/' }, '/fr/merci/recherche/', {
      type: 'demand-register',
      locale: 'fr',
      sourcePage: '/fr/recherche/',
    });

    const alert = await db.searchAlert.findFirstOrThrow();
    expect(alert).toMatchObject({
      email: 'marie.dupont@example.be',
      locale: 'fr',
      goal: 0,
      typeWebIds: '1,2',
      zones: 'brussels,walloon-brabant,luxembourg',
      priceMin: 250_000,
      priceMax: 450_000,
      bedroomsMin: 2,
      unsubscribedAt: null,
    });

    expect(lead.emails.map((mail) => mail.to).sort()).toEqual([AGENCY_EMAIL, 'marie.dupont@example.be'].sort());
    // French punctuation and Belgian amounts use no-break spaces, which keep them on one line.
    const agency = lead.emails.find((mail) => mail.to === AGENCY_EMAIL)!.text.replace(/\u00a0/g, ' ');
    expect(agency).toContain('Types de bien : Maison, Appartement');
    expect(agency).toContain('Zones : Région de Bruxelles-Capitale, Brabant wallon, Grand-Duché de Luxembourg');
    expect(agency).toContain('Budget : de € 250.000 à € 450.000');
    const visitor = lead.emails.find((mail) => mail.to !== AGENCY_EMAIL)!;
    const token = signUnsubscribe(unsubscribeKey(), 'alert', alert.id);
    expect(visitor.text).toContain(`${SITE_URL}/fr/desinscription/?kind=alert&id=${alert.id}&token=${token}`);
    expect(JSON.parse(visitor.headers!)).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('writes to the visitor in their language and accepts a rental search without bounds', async () => {
    const { db, post } = await harness();
    const result = await post({
      ...VALID,
      locale: 'nl',
      goal: 'rent',
      typeWebIds: ['2'],
      priceMin: '',
      priceMax: '',
      bedroomsMin: '',
      phone: '0470 12 34 56',
    });
    expect(result).toMatchObject({ status: 200, redirect: '/nl/bedankt/zoekopdracht/' });
    expect(await db.searchAlert.findFirstOrThrow()).toMatchObject({
      locale: 'nl',
      goal: 1,
      priceMin: null,
      priceMax: null,
      bedroomsMin: null,
    });
    const visitor = await db.outboxEmail.findFirstOrThrow({ where: { to: 'marie.dupont@example.be' } });
    expect(visitor.subject).toBe('Uw zoekopdracht is geregistreerd');
    expect(visitor.text).toContain('Type pand: Appartement');
    expect(visitor.text).toContain('Budget: geen grens');
    expect(visitor.text).toContain('/nl/uitschrijven/?kind=alert');
  });

  it('accepts a maximum equal to the minimum', async () => {
    const { post } = await harness();
    expect((await post({ ...VALID, priceMin: '300000', priceMax: '300000' })).status).toBe(200);
  });

  it.each([
    ['goal', { goal: 'swap' }, 'goal:required'],
    ['no goal', { goal: undefined }, 'goal:required'],
    ['no property type', { typeWebIds: [] }, 'typeWebIds:chooseOne'],
    ['no zone', { zones: [] }, 'zones:chooseOne'],
    ['unknown zone', { zones: ['atlantis'] }, 'zones.0:'],
    ['maximum below minimum', { priceMin: '400000', priceMax: '300000' }, 'priceMax:priceOrder'],
    ['negative price', { priceMin: '-1' }, 'priceMin:numberInvalid'],
    ['price not a number', { priceMax: 'cheap' }, 'priceMax:numberInvalid'],
    ['bedrooms out of range', { bedroomsMin: '25' }, 'bedroomsMin:numberInvalid'],
    // The form asks for no salutation.
    ...NAME_AND_CONTACT_REFUSALS,
  ])('refuses %s with a message at that field and stores nothing', async (_name, change, expected) => {
    const { expectRefused } = await harness();
    await expectRefused({ ...VALID, ...change }, expected, ['searchAlert']);
  });

  it('refuses a property type the catalogue does not have', async () => {
    const { db, issuesOf } = await harness();
    expect(await issuesOf({ ...VALID, typeWebIds: ['1', '99'] })).toEqual(['typeWebIds:chooseOne']);
    expect(await db.searchAlert.count()).toBe(0);
  });
});
