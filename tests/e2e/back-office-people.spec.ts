import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { storeUpload } from '@/lib/uploads/upload-store';
import { expect, test } from './support/visitor-test';
import { describeInEachLanguage } from './support/in-each-language';
import { changeDatabase, query } from './support/catalogue';
import { createStaffMember, signInAsStaff, signInAsStaffMember } from './support/staff';
import { expectNoAxeViolations } from './support/axe';

// An access and an erasure request answered from the back-office's people page (docs/back-office.md,
// people; docs/forms.md, personal data), in French and in Dutch: the admin finds what the site holds
// about an address, downloads it as one zip, erases it, and finds nothing left by the number.

// The server's folder of visitors' documents (lib/env.ts: UPLOAD_DIR).
const UPLOAD_DIR = process.env.UPLOAD_DIR ?? './data/uploads';
const PDF = Buffer.from('%PDF-1.7\n% loonfiche\n');

/** A person with two leads (one about a property, with a document), an alert, a subscription and a mail waiting. */
async function seedPerson() {
  const suffix = randomBytes(4).toString('hex');
  const email = `lotte.${suffix}@example.be`;
  const digits = String(100_000 + (parseInt(suffix, 16) % 800_000));
  const phone = `0470 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
  const lastName = `Vanhoutte-${suffix}`;
  const document = await storeUpload(UPLOAD_DIR, { bytes: PDF, type: 'pdf', name: 'loonfiche.pdf' });
  const [property] = query<{ id: number }>("SELECT id FROM Property WHERE status = 'available' ORDER BY id LIMIT 1");
  const now = new Date().toISOString();
  const ids = await changeDatabase([], (db) => {
    const lead = db.prepare(
      'INSERT INTO Lead (type, locale, propertyId, payload, consent, sourcePage, status, createdAt) VALUES (?, ?, ?, ?, 1, ?, ?, ?)',
    );
    const person = { salutation: 'mrs', firstName: 'Lotte', lastName, email, phone };
    const visit = Number(
      lead.run('contact-appointment', 'nl', property!.id, JSON.stringify(person), '/nl/contact/', 'new', now)
        .lastInsertRowid,
    );
    const application = Number(
      lead.run(
        'rent-application',
        'nl',
        null,
        JSON.stringify({ applicantA: person, documents: [document.token] }),
        '/nl/contact/',
        'new',
        now,
      ).lastInsertRowid,
    );
    db.prepare(
      'INSERT INTO SearchAlert (email, locale, goal, typeWebIds, zones, createdAt, confirmedAt) VALUES (?, ?, 1, ?, ?, ?, ?)',
    ).run(email, 'nl', '1', 'antwerp', now, now);
    db.prepare('INSERT INTO NewsletterSubscription (email, locale, createdAt) VALUES (?, ?, ?)').run(email, 'nl', now);
    // Far in the future: the outbox worker leaves it waiting, and the erasure cancels it.
    db.prepare(
      "INSERT INTO OutboxEmail (\"to\", subject, html, text, status, attempts, nextAttemptAt, createdAt) VALUES (?, ?, '', ?, 'pending', 0, ?, ?)",
    ).run(email, 'Bevestig uw zoekopdracht', lastName, '2999-01-01T00:00:00.000Z', now);
    return { visit, application };
  });
  return { email, phone, lastName, document, ids };
}

/** Downloads the file a link gives, as its bytes. */
async function download(page: Page, linkName: string): Promise<Uint8Array> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: linkName }).click()]);
  return new Uint8Array(readFileSync((await file.path())!));
}

const TEXTS = {
  fr: {
    locale: 'fr-BE',
    acceptLanguage: 'fr-BE,fr;q=0.9',
    signIn: signInAsStaff,
    menu: 'Gestion du site',
    title: 'Personnes',
    field: 'Adresse e-mail ou numéro de téléphone',
    search: 'Rechercher',
    searched: 'Recherche faite : voici tout ce que le site détient sur cette adresse ou ce numéro.',
    summary: (email: string) => `Le site détient 6 éléments sur ${email}.`,
    nothing: (phone: string) => `Le site ne détient rien sur ${phone}.`,
    sections: ['Demandes', 'Documents envoyés', 'Alertes de recherche', "Lettre d'information", 'E-mails'],
    exportLink: 'Télécharger les données personnelles (zip)',
    pageHeadings: ['Demandes (2)', 'Documents envoyés (1)', 'Alertes de recherche (1)', 'E-mails (1)'],
    confirm: 'Je confirme : effacer tout ce qui est listé ci-dessus au sujet de cette personne.',
    erase: 'Effacer les données de cette personne',
    erased:
      "Effacé : le site ne détient plus les données de cette personne (un compte propriétaire qui possède encore des biens est désactivé). Le journal des modifications note l'effacement.",
  },
  nl: {
    locale: 'nl-BE',
    acceptLanguage: 'nl-BE,nl;q=0.9',
    signIn: async (page: Page) => signInAsStaffMember(page, await createStaffMember('nl')),
    menu: 'Sitebeheer',
    title: 'Personen',
    field: 'E-mailadres of telefoonnummer',
    search: 'Zoeken',
    searched: 'Zoekopdracht uitgevoerd: hieronder staat alles wat de website over dit adres of nummer bewaart.',
    summary: (email: string) => `De website bewaart 6 gegevens over ${email}.`,
    nothing: (phone: string) => `De website bewaart niets over ${phone}.`,
    sections: ['Aanvragen', 'Geüploade documenten', 'Zoekopdrachten', 'Nieuwsbrief', 'E-mails'],
    exportLink: 'De persoonsgegevens downloaden (zip)',
    pageHeadings: ['Aanvragen (2)', 'Geüploade documenten (1)', 'Zoekopdrachten (1)', 'E-mails (1)'],
    confirm: 'Ik bevestig: alles wat hierboven over deze persoon staat, wissen.',
    erase: 'De gegevens van deze persoon wissen',
    erased:
      'Gewist: de website bewaart de gegevens van deze persoon niet meer (een eigenaarsaccount met panden is gedeactiveerd). Het wijzigingslogboek vermeldt de wissing.',
  },
} as const;

describeInEachLanguage(TEXTS, (texts, language) => {
  test('the admin finds a person by address, downloads what is held, erases it, and finds nothing by number', async ({
    page,
  }) => {
    const person = await seedPerson();
    await texts.signIn(page);
    await page.getByRole('navigation', { name: texts.menu }).getByRole('link', { name: texts.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    await expectNoAxeViolations(page);

    // Find: the address typed never stands in the address bar.
    await page.getByRole('textbox', { name: texts.field }).fill(person.email.toUpperCase());
    await page.getByRole('button', { name: texts.search }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.searched);
    await expect(page).toHaveURL(/\/admin\/people\/\?person=[\w-]+&notice=personSearched$/);
    expect(page.url().toLowerCase()).not.toContain('lotte');
    await expect(page.getByText(texts.summary(person.email))).toBeVisible();
    for (const section of texts.sections)
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Export: one zip with the JSON, the page in the admin's language and the document.
    const files = unzipSync(await download(page, texts.exportLink));
    expect(Object.keys(files).sort()).toEqual(
      ['personal-data.html', 'personal-data.json', `documents/${person.document.token}.pdf`].sort(),
    );
    const data = JSON.parse(strFromU8(files['personal-data.json']!)) as Record<string, { id?: number }[]>;
    expect(data.leads!.map((lead) => lead.id).sort()).toEqual([person.ids.visit, person.ids.application].sort());
    expect(
      [data.searchAlerts, data.newsletterSubscriptions, data.mails, data.documents].map((list) => list!.length),
    ).toEqual([1, 1, 1, 1]);
    const html = strFromU8(files['personal-data.html']!);
    expect(html).toContain(`<html lang="${language}">`);
    for (const heading of texts.pageHeadings) expect(html).toContain(`<h2>${heading}</h2>`);
    expect(html).toContain(person.lastName);
    expect(Buffer.from(files[`documents/${person.document.token}.pdf`]!)).toEqual(PDF);

    // Erase, once confirmed.
    await page.getByRole('checkbox', { name: texts.confirm }).check();
    await page.getByRole('button', { name: texts.erase }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.erased);
    await expect(page).toHaveURL(/\/admin\/people\/\?notice=personErased$/);
    expect(
      query('SELECT payload, anonymizedAt IS NOT NULL AS anonymized FROM Lead WHERE id = ?', person.ids.visit),
    ).toEqual([{ payload: '{}', anonymized: 1 }]);
    expect(query('SELECT id FROM Lead WHERE id = ?', person.ids.application)).toEqual([]);
    for (const table of ['SearchAlert', 'NewsletterSubscription'])
      expect(query(`SELECT id FROM ${table} WHERE email = ?`, person.email)).toEqual([]);
    expect(query('SELECT id FROM OutboxEmail WHERE "to" = ?', person.email)).toEqual([]);
    expect(existsSync(path.join(UPLOAD_DIR, `${person.document.token}.pdf`))).toBe(false);
    const [erasure] = query<{ detail: string }>(
      "SELECT detail FROM AuditEntry WHERE action = 'person.erase' ORDER BY id DESC LIMIT 1",
    );
    expect(erasure!.detail).not.toContain(person.email);

    // Nothing left, whichever way the person is looked for.
    await page.getByRole('textbox', { name: texts.field }).fill(person.phone);
    await page.getByRole('button', { name: texts.search }).click();
    await expect(page.getByText(texts.nothing(`+32${person.phone.replace(/\s/g, '').slice(1)}`))).toBeVisible();
    await expect(page.getByRole('button', { name: texts.erase })).toHaveCount(0);
  });
});
