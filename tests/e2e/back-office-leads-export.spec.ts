import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LEAD_EXPORT_COLUMNS } from '../support/lead-export-columns';
import { parseCsv } from '../support/parse-csv';
import { expect, test } from './support/visitor-test';
import { describeInEachLanguage } from './support/in-each-language';
import { changeDatabase } from './support/catalogue';
import { createStaffMember, signInAsStaff, signInAsStaffMember } from './support/staff';
import { expectNoAxeViolations } from './support/axe';

// The inbox's CSV as Belgian Excel opens it (docs/back-office.md, leads): ";" between the cells
// for staff working in French or Dutch, UTF-8 with its byte-order mark, headers in their language,
// a column per form field (an applicant's first name has its own), times on Brussels clocks, the
// answers in words, and no cell a spreadsheet would run as a formula.

/** Stores a lead as a form would, at `createdAt`; returns its id. */
function insertLead(type: string, createdAt: string, payload: Record<string, unknown>): Promise<number> {
  return changeDatabase([], (db) =>
    Number(
      db
        .prepare(
          'INSERT INTO Lead (type, locale, payload, consent, sourcePage, status, createdAt) VALUES (?, ?, ?, 1, ?, ?, ?)',
        )
        .run(type, 'fr', JSON.stringify(payload), '/fr/', 'new', createdAt).lastInsertRowid,
    ),
  );
}

/** Downloads the CSV the inbox's link gives, as the file's text (its byte-order mark included). */
async function downloadExport(page: Page, linkName: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  return readFileSync((await download.path())!).toString('utf8');
}

const TEXTS = {
  fr: {
    locale: 'fr-BE',
    acceptLanguage: 'fr-BE,fr;q=0.9',
    signIn: signInAsStaff,
    link: 'Exporter ces 2 demandes en CSV',
    columns: LEAD_EXPORT_COLUMNS.fr,
    fields: {
      salutation: 'Titre',
      firstName: 'Prénom',
      message: 'Message',
      applicantFirstName: 'Candidat A › Prénom',
      income: 'Revenus du candidat A › Revenu net mensuel (€)',
      employment: 'Revenus du candidat A › Situation professionnelle',
      pets: 'Animaux de compagnie',
    },
    values: {
      contactMe: 'Question sur un bien',
      mrs: 'Madame',
      no: 'Non',
      civilServant: 'Fonctionnaire',
      newStatus: 'Nouvelle',
      french: 'Français',
    },
  },
  nl: {
    locale: 'nl-BE',
    acceptLanguage: 'nl-BE,nl;q=0.9',
    signIn: async (page: Page) => signInAsStaffMember(page, await createStaffMember('nl')),
    link: 'Deze 2 aanvragen exporteren als CSV',
    columns: LEAD_EXPORT_COLUMNS.nl,
    fields: {
      salutation: 'Aanspreking',
      firstName: 'Voornaam',
      message: 'Bericht',
      applicantFirstName: 'Kandidaat A › Voornaam',
      income: 'Inkomen kandidaat A › Netto maandinkomen (€)',
      employment: 'Inkomen kandidaat A › Beroepssituatie',
      pets: 'Huisdieren',
    },
    values: {
      contactMe: 'Vraag over een pand',
      mrs: 'Mevrouw',
      no: 'Nee',
      civilServant: 'Ambtenaar',
      newStatus: 'Nieuw',
      french: 'Frans',
    },
  },
} as const;

describeInEachLanguage(TEXTS, (texts) => {
  test('the export opens in columns in a spreadsheet that separates with ";", headed in the staff’s language', async ({
    page,
  }) => {
    const token = randomBytes(4).toString('hex');
    // Summer and winter time: Brussels is two, then one hour ahead of UTC.
    const question = await insertLead('contact-me', '2026-07-01T10:30:00.000Z', {
      salutation: 'mrs',
      firstName: 'Nadia',
      lastName: `Claes-${token}`,
      phone: '0470 12 34 56',
      message: 'Bonjour;=1+1',
    });
    const application = await insertLead('rent-application', '2026-12-01T08:05:00.000Z', {
      applicantA: { firstName: 'Koen', lastName: `Claes-${token}`, email: `koen-${token}@example.be` },
      income1: { amount: 2850.5, employment: 'civil-servant' },
      pets: 'no',
    });

    await texts.signIn(page);
    await page.goto(`/admin/leads/?q=${token}`);
    await expect(page.getByRole('row').filter({ hasText: `Claes-${token}` })).toHaveCount(2);
    await expectNoAxeViolations(page);
    const file = await downloadExport(page, texts.link);

    // The byte-order mark makes Excel read UTF-8; ";" is its list separator in Belgium.
    expect(file.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(file, ';');
    expect(header!.slice(0, texts.columns.length)).toEqual([...texts.columns]);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toHaveLength(header!.length);
    // Nothing a spreadsheet would run as a formula, not even after a ";" inside a cell.
    expect(rows.flat().filter((cell) => cell.startsWith('='))).toEqual([]);
    const cell = (row: string[], column: string) => row[header!.indexOf(column)];
    expect(header).not.toContain('payload');
    const [first, second] = rows as [string[], string[]];
    expect(first.slice(0, 5)).toEqual([
      String(question),
      '2026-07-01 12:30',
      texts.values.contactMe,
      texts.values.newStatus,
      texts.values.french,
    ]);
    expect(cell(first, texts.fields.salutation)).toBe(texts.values.mrs);
    expect(cell(first, texts.fields.firstName)).toBe('Nadia');
    expect(cell(first, texts.fields.message)).toBe("Bonjour;'=1+1");
    expect(cell(first, texts.fields.applicantFirstName)).toBe('');
    expect(second.slice(0, 2)).toEqual([String(application), '2026-12-01 09:05']);
    expect(cell(second, texts.fields.applicantFirstName)).toBe('Koen');
    expect(cell(second, texts.fields.income)).toBe('2850,5');
    expect(cell(second, texts.fields.employment)).toBe(texts.values.civilServant);
    expect(cell(second, texts.fields.pets)).toBe(texts.values.no);
    expect(cell(second, texts.fields.firstName)).toBe('');
  });
});
