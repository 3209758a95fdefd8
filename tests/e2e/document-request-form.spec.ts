import { expect, test } from './support/visitor-test';
import { query } from './support/catalogue';
import {
  expectAccessibleAndFitting,
  expectLead,
  expectMailsMentioning,
  fillPerson,
  FORMS_BASE_URL,
  openVisitorForm,
  PERSON_LABELS,
  sendSolved,
  uniqueEmail,
} from './support/visitor-forms';

// A visitor asks for the documents a property page lists "on request", in French and in Dutch.
const CASES = [
  {
    locale: 'fr',
    tag: '',
    labels: {
      documents: 'Documents souhaités',
      ...PERSON_LABELS.fr,
      robot: 'Je ne suis pas un robot',
      send: 'Demander les documents',
      chooseOne: 'Veuillez choisir au moins une option.',
      thanks: /\/fr\/merci\/documents\/$/,
    },
  },
  {
    locale: 'nl',
    tag: ' @phone',
    labels: {
      documents: 'Gewenste documenten',
      ...PERSON_LABELS.nl,
      robot: 'Ik ben geen robot',
      send: 'Documenten aanvragen',
      chooseOne: 'Kies minstens één optie.',
      thanks: /\/nl\/bedankt\/documenten\/$/,
    },
  },
] as const;

/** A published property with at least two documents held back, and those documents. */
function propertyWithHeldBackDocuments() {
  const rows = query<{ propertyId: number; id: number; name: string }>(
    `SELECT d.propertyId, d.id, d.name FROM PropertyDocument d JOIN Property p ON p.id = d.propertyId
     WHERE p.status = 'available' AND (d.public = 0 OR d.url IS NULL OR d.url = '')
       AND d.propertyId IN (SELECT propertyId FROM PropertyDocument WHERE public = 0 OR url IS NULL OR url = ''
                            GROUP BY propertyId HAVING COUNT(*) >= 2)
     ORDER BY d.propertyId, d.id`,
  );
  const propertyId = rows[0]!.propertyId;
  return { propertyId, documents: rows.filter((row) => row.propertyId === propertyId) };
}

test.use({ baseURL: FORMS_BASE_URL });

for (const { locale, tag, labels } of CASES) {
  test(`a visitor asks for the documents held back (${locale})${tag}`, async ({ page }) => {
    const { propertyId, documents } = propertyWithHeldBackDocuments();
    const email = uniqueEmail('documents', locale);
    const path = `/${locale}/contact/?property=${propertyId}&subject=documents`;
    const { form, field, submit } = await openVisitorForm(page, path, labels.send);
    const choice = form.getByRole('group', { name: labels.documents });

    // Exactly the held-back documents are offered.
    await expect(choice.getByRole('checkbox')).toHaveCount(documents.length);
    await submit();
    await expect(choice).toHaveAccessibleDescription(labels.chooseOne);
    await expect(field(labels.first)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleAndFitting(page);

    for (const document of documents) await choice.getByRole('checkbox', { name: document.name }).check();
    await fillPerson(form, labels, labels.mrs, { first: 'Anne', last: 'Peeters', email, phone: '0470 11 22 33' });
    await form.locator('input[name="privacy"]').check();
    await sendSolved(form, labels);

    const payload = expectLead(email, { type: 'document-request', locale, propertyId });
    expect(payload.documentIds).toEqual(documents.map((document) => document.id));
    await expectMailsMentioning(email, 2);
  });
}
