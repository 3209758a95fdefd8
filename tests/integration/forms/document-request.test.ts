// Document request: only the documents the property page lists "on request" can be asked for;
// a valid request stores the lead with their names and queues the agency's and the visitor's mails.
// The honeypot, the captcha and the rate limit are the shared pipeline's, checked for every form in
// pipeline.test.ts.
import { describe, expect, it } from 'vitest';
import { documentRequestForm } from '@/lib/forms/handlers/document-request';
import { createTestProperty } from '../support/catalogue-fixture';
import { AGENCY_EMAIL, ENVELOPE, formHarnessHooks, PERSON_REFUSALS, visitorFields } from '../support/form-harness';

const forms = formHarnessHooks();

const PERSON = {
  ...ENVELOPE,
  ...visitorFields('mrs', 'Anne', 'Peeters', '+32 470 11 22 33'),
  message: 'Pour mon notaire.',
};

/** A property with one public document and two held back (private, and without a file). */
async function harness() {
  const form = await forms.harness(documentRequestForm);
  const { db } = form;
  const property = await createTestProperty(db);
  await db.propertyTranslation.createMany({
    data: [
      { propertyId: property.id, locale: 'fr', title: 'Villa à Uccle', slug: 'villa-a-uccle' },
      { propertyId: property.id, locale: 'nl', title: 'Villa in Ukkel', slug: 'villa-in-ukkel' },
    ],
  });
  // One after the other, so their ids follow this order on every database.
  const created = [];
  for (const document of [
    { name: 'Brochure', url: '/media/brochure.pdf', public: true },
    { name: 'Titre de propriété', url: '/media/titre.pdf', public: false },
    { name: 'Attestation du sol', url: null, public: true },
  ]) {
    created.push(await db.propertyDocument.create({ data: { propertyId: property.id, ...document } }));
  }
  const [brochure, title, soil] = created;
  return { ...form, property, documents: { brochure: brochure!, title: title!, soil: soil! } };
}

describe('document request form', () => {
  it('stores the lead with the chosen held-back documents and queues the agency and visitor mails', async () => {
    const { expectStored, property, documents } = await harness();
    const { lead } = await expectStored(
      { ...PERSON, propertyId: property.id, documentIds: [String(documents.title.id), String(documents.soil.id)] },
      '/fr/merci/documents/',
      { type: 'document-request', propertyId: property.id, locale: 'fr' },
    );
    expect(JSON.parse(lead.payload)).toMatchObject({
      documentIds: [documents.title.id, documents.soil.id],
      documents: [
        { id: documents.title.id, name: 'Titre de propriété' },
        { id: documents.soil.id, name: 'Attestation du sol' },
      ],
      email: 'anne.peeters@example.be',
    });
    expect(lead.emails.map((mail) => mail.to).sort()).toEqual([AGENCY_EMAIL, 'anne.peeters@example.be'].sort());
    const agency = lead.emails.find((mail) => mail.to === AGENCY_EMAIL)!;
    expect(agency.text).toContain('- Titre de propriété\n- Attestation du sol');
    expect(agency.text).toContain('Pour mon notaire.');
    expect(agency.text).toContain('+32470112233');
  });

  it('confirms to the visitor in their language, and to the agency in French', async () => {
    const { post, property, documents, queuedMails } = await harness();
    const result = await post({ ...PERSON, locale: 'nl', propertyId: property.id, documentIds: [documents.soil.id] });
    expect(result.redirect).toBe('/nl/bedankt/documenten/');
    const { visitor, agency } = await queuedMails(result, 'anne.peeters@example.be');
    expect(visitor.subject).toBe('Uw aanvraag van documenten – Villa in Ukkel');
    expect(visitor.text).toContain('Beste Anne');
    expect(visitor.text).toContain('- Attestation du sol');
    expect(visitor.text).toContain(`/nl/te-koop/city/villa-in-ukkel/${property.id}/`);
    expect(agency.subject).toContain('Demande de documents');
  });

  it.each([
    ['no document', { documentIds: [] }, 'documentIds:chooseOne'],
    ['message length', { message: 'x'.repeat(3001) }, 'message:tooLong'],
    ...PERSON_REFUSALS,
  ])('refuses a wrong %s at that field and stores nothing', async (_name, change, expected) => {
    const { expectRefused, property, documents } = await harness();
    await expectRefused({ ...PERSON, propertyId: property.id, documentIds: [documents.soil.id], ...change }, expected);
  });

  it("refuses a public document, another property's document and a property that is not online", async () => {
    const { db, issuesOf, property, documents } = await harness();
    const other = await createTestProperty(db);
    const elsewhere = await db.propertyDocument.create({ data: { propertyId: other.id, name: 'Plan', public: false } });
    const body = { ...PERSON, propertyId: property.id };
    expect(await issuesOf({ ...body, documentIds: [documents.brochure.id] })).toEqual(['documentIds:chooseOne']);
    expect(await issuesOf({ ...body, documentIds: [documents.soil.id, elsewhere.id] })).toEqual([
      'documentIds:chooseOne',
    ]);
    await db.property.update({ where: { id: property.id }, data: { status: 'withdrawn' } });
    expect(await issuesOf({ ...body, documentIds: [documents.soil.id] })).toEqual(['propertyId:propertyUnavailable']);
    expect(await db.lead.count()).toBe(0);
  });

  it('takes a single ticked box, which the browser sends as one value', async () => {
    const { post, property, documents } = await harness();
    const result = await post({ ...PERSON, propertyId: property.id, documentIds: String(documents.soil.id) });
    expect(result.status).toBe(200);
  });
});
