// "Send to a friend": the friend's mail names the sender and carries the property's title, town,
// price (or "price on request") and canonical address in the visitor's language; the agency gets
// a short notice, the visitor nothing; three sendings per address per ten minutes at most (the
// limit is the form's own; pipeline.test.ts enforces it, the honeypot and the captcha for every form).
import { describe, expect, it } from 'vitest';
import { sendToFriendForm } from '@/lib/forms/handlers/send-to-friend';
import { createTestProperty } from '../support/catalogue-fixture';
import { AGENCY_EMAIL, ENVELOPE, formHarnessHooks, SITE_URL } from '../support/form-harness';

const forms = formHarnessHooks();

const VALID = {
  ...ENVELOPE,
  senderName: 'Sophie Martin',
  senderEmail: 'Sophie.Martin@example.be',
  friendEmail: 'Luc.Friend@example.lu',
  message: 'Regarde, le jardin est superbe !',
};

/** A published property with French and Dutch texts in Uccle / Ukkel. */
async function harness(property: { price?: number; publishPrice?: boolean; goal?: number } = {}) {
  const form = await forms.harness(sendToFriendForm);
  const { db } = form;
  const row = await createTestProperty(db, { price: 425000, publishPrice: true, ...property });
  await db.cityTranslation.createMany({
    data: [
      { cityId: row.cityId, locale: 'fr', name: 'Uccle', slug: 'uccle' },
      { cityId: row.cityId, locale: 'nl', name: 'Ukkel', slug: 'ukkel' },
    ],
  });
  await db.propertyTranslation.createMany({
    data: [
      { propertyId: row.id, locale: 'fr', title: 'Maison de maître avec jardin', slug: 'maison-de-maitre-avec-jardin' },
      { propertyId: row.id, locale: 'nl', title: 'Herenhuis met tuin', slug: 'herenhuis-met-tuin' },
    ],
  });
  return { ...form, property: row };
}

describe('send to a friend form', () => {
  it('stores the lead on the property and queues the friend mail and the agency notice, nothing to the visitor', async () => {
    const { expectStored, property } = await harness();
    const { lead } = await expectStored({ ...VALID, propertyId: property.id }, '/fr/merci/envoyer-a-un-ami/', {
      type: 'send-to-friend',
      propertyId: property.id,
      locale: 'fr',
    });
    expect(JSON.parse(lead.payload)).toMatchObject({
      senderEmail: 'sophie.martin@example.be',
      friendEmail: 'luc.friend@example.lu',
    });
    expect(lead.emails.map((mail) => mail.to).sort()).toEqual([AGENCY_EMAIL, 'luc.friend@example.lu'].sort());

    const friend = lead.emails.find((mail) => mail.to === 'luc.friend@example.lu')!;
    expect(friend.subject).toBe('Sophie Martin vous recommande un bien : Maison de maître avec jardin');
    // The visitor's own address, shown as text no mail client turns into a link.
    expect(friend.text).toContain('Sophie Martin (sophie[.]martin[@]example[.]be)');
    expect(friend.text).toContain('Regarde, le jardin est superbe !');
    expect(friend.text).toContain('Maison de maître avec jardin\n1180 Uccle\n€ 425.000\n');
    expect(friend.text).toContain(`${SITE_URL}/fr/a-vendre/uccle/maison-de-maitre-avec-jardin/${property.id}/`);
    expect(friend.html).toContain(
      `<a href="${SITE_URL}/fr/a-vendre/uccle/maison-de-maitre-avec-jardin/${property.id}/"`,
    );
    const agency = lead.emails.find((mail) => mail.to === AGENCY_EMAIL)!;
    expect(agency.text).toContain(`${property.recordFile} (#${property.id})`);
    expect(agency.text).toContain('luc.friend@example.lu');
  });

  it("writes to the friend in the visitor's language, with that language's title, town and address", async () => {
    const { db, post, property } = await harness({ goal: 1, price: 1250 });
    const result = await post({ ...VALID, locale: 'nl', propertyId: property.id, message: '' });
    expect(result.redirect).toBe('/nl/bedankt/doorsturen/');
    const friend = (await db.outboxEmail.findMany({ where: { leadId: result.storedLeadId! } })).find(
      (mail) => mail.to === 'luc.friend@example.lu',
    )!;
    expect(friend.subject).toBe('Sophie Martin raadt u een pand aan: Herenhuis met tuin');
    expect(friend.text).toContain('Herenhuis met tuin\n1180 Ukkel\n€ 1.250 / maand\n');
    expect(friend.text).toContain(`${SITE_URL}/nl/te-huur/ukkel/herenhuis-met-tuin/${property.id}/`);
    expect(friend.text).not.toContain('Het bericht van');
  });

  it.each([
    ['fr', 'Sophie Martin via Vitrine Immobilier', '/fr/a-vendre/uccle/maison-de-maitre-avec-jardin/'],
    ['nl', 'Sophie Martin via Vitrine Immobilier', '/nl/te-koop/ukkel/herenhuis-met-tuin/'],
    ['en', 'Sophie Martin via Vitrine Immobilier', '/en/for-sale/'],
    ['de', 'Sophie Martin via Vitrine Immobilier', '/de/'],
  ])(
    'in %s, names the visitor "via" the agency and links only the property, never the visitor\'s text',
    async (locale, fromName, path) => {
      const { db, post, property } = await harness();
      const message =
        'Connecte-toi sur https://evil.example/login?x=1 ou www.evil.example, écris à aide@evil.example <b>vite</b>';
      const result = await post({ ...VALID, locale, propertyId: property.id, senderName: 'Sophie Martin', message });
      const friend = (await db.outboxEmail.findMany({ where: { leadId: result.storedLeadId! } })).find(
        (mail) => mail.to === 'luc.friend@example.lu',
      )!;
      expect(friend.fromName).toBe(fromName);
      // The one link of the mail is the property's page on the agency's site.
      const anchors = [...friend.html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1]);
      expect(anchors).toHaveLength(1);
      expect(anchors[0]).toContain(`${SITE_URL}${path}`);
      expect(anchors[0]).toMatch(new RegExp(`/${property.id}/$`));
      // The visitor's text reads as plain text that no mail client turns into a link.
      for (const part of [friend.text, friend.html]) {
        expect(part).toContain('evil[.]example');
        expect(part).not.toMatch(/https?:\/\/evil|www\.evil|@evil|evil\.example/);
      }
      expect(friend.html).toContain('&lt;b&gt;vite&lt;/b&gt;');
      expect(friend.html).not.toContain('<b>');
    },
  );

  it('defuses links in the name the visitor gives, in the subject and the text', async () => {
    const { db, post, property } = await harness();
    const result = await post({ ...VALID, propertyId: property.id, senderName: 'www.evil.example' });
    const friend = (await db.outboxEmail.findMany({ where: { leadId: result.storedLeadId! } })).find(
      (mail) => mail.to === 'luc.friend@example.lu',
    )!;
    for (const part of [friend.subject, friend.text, friend.html, friend.fromName!]) {
      expect(part).not.toContain('www.evil');
    }
    expect(friend.fromName).toBe('www[.]evil[.]example via Vitrine Immobilier');
  });

  it('says "price on request" when the agency does not publish the price', async () => {
    const { db, post, property } = await harness({ publishPrice: false });
    const result = await post({ ...VALID, propertyId: property.id });
    const friend = (await db.outboxEmail.findMany({ where: { leadId: result.storedLeadId! } })).find(
      (mail) => mail.to === 'luc.friend@example.lu',
    )!;
    expect(friend.text).toContain('1180 Uccle\nPrix sur demande\n');
    expect(friend.text).not.toContain('425');
  });

  it.each([
    ['your name', { senderName: ' ' }, 'senderName:required'],
    ['your name length', { senderName: 'x'.repeat(101) }, 'senderName:tooLong'],
    ['your e-mail', { senderEmail: 'sophie@' }, 'senderEmail:emailInvalid'],
    ["friend's e-mail missing", { friendEmail: '' }, 'friendEmail:required'],
    ["friend's e-mail", { friendEmail: 'luc.example.lu' }, 'friendEmail:emailInvalid'],
    ['message length', { message: 'x'.repeat(1001) }, 'message:tooLong'],
    ['property', { propertyId: 'abc' }, 'propertyId:'],
    ['privacy', { privacy: false }, 'privacy:privacyRequired'],
  ])('refuses a wrong %s at that field and stores nothing', async (_name, change, expected) => {
    const { expectRefused, property } = await harness();
    await expectRefused({ ...VALID, propertyId: property.id, ...change }, expected);
  });

  it('refuses a property that is not online, mailing nobody', async () => {
    const { db, issuesOf, property } = await harness();
    await db.property.update({ where: { id: property.id }, data: { status: 'withdrawn' } });
    expect(await issuesOf({ ...VALID, propertyId: property.id })).toEqual(['propertyId:propertyUnavailable']);
    expect(await issuesOf({ ...VALID, propertyId: 999_999 })).toEqual(['propertyId:propertyUnavailable']);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it('allows three sendings per address in ten minutes, fewer than the other forms', () => {
    // It mails someone who asked for nothing: pipeline.test.ts answers the fourth with 429.
    expect(sendToFriendForm.limit).toEqual({ points: 3, windowSeconds: 600 });
  });
});
