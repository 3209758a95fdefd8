// The rent application's route: a valid application stores the lead with the summary figures and
// queues the agency's and the visitor's mails; each rule and an unknown document token refuse at
// the right field without storing anything. The honeypot, the captcha, the origin check, the size
// limit (40 kB here) and the rate limit are the shared pipeline's, checked for every form in
// pipeline.test.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentApplicationForm } from '@/lib/forms/handlers/rent-application';
import { brusselsDay } from '@/lib/i18n/dates';
import { handleUploadDownload } from '@/lib/uploads/download';
import { storeUpload } from '@/lib/uploads/upload-store';
import { inDays } from '../../support/days-from-today';
import { RENTAL_TERMS } from '../../support/rental-terms';
import { createTestProperty } from '../support/catalogue-fixture';
import { AGENCY_EMAIL, ENVELOPE, formHarnessHooks, visitorFields } from '../support/form-harness';

const forms = formHarnessHooks();
const LINK_KEY = 'test-upload-link-key';
let uploadDir = '';
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'vitrine-rent-uploads-'));
});
afterAll(() => rm(uploadDir, { recursive: true, force: true }));

const RENT = { goal: 1, ...RENTAL_TERMS };

const application = (propertyId: number) => ({
  ...ENVELOPE,
  propertyId,
  applicantA: {
    ...visitorFields('mrs', 'Marie', 'Dupont', '0470 12 34 56'),
    street: 'Rue de la Station',
    houseNumber: '12',
    postcode: '5000',
    city: 'Namur',
    birthDate: '1990-05-14',
  },
  applicantB: { salutation: 'mr', firstName: 'Luc', lastName: 'Martin', email: '', phone: '', birthDate: '1988-11-02' },
  adults: 2,
  children: 1,
  pets: 'yes',
  petsDescription: 'Un chat',
  income1: { amount: 2600, employment: 'employee' },
  income2: { amount: 2400, employment: 'self-employed' },
  movingDate: inDays(45),
  movingReason: 'Rapprochement du lieu de travail',
  documents: [] as string[],
});

async function harness() {
  const form = await forms.harness(rentApplicationForm({ directory: uploadDir, linkKey: LINK_KEY, retentionDays: 90 }));
  const property = await createTestProperty(form.db, RENT);
  return { ...form, property, valid: application(property.id) };
}

const payslip = () =>
  storeUpload(uploadDir, { bytes: Buffer.from('%PDF-1.7\n1 0 obj\n'), type: 'pdf', name: 'fiche-de-salaire-mars.pdf' });

describe('rent application', () => {
  it('stores the lead with the summary, queues a French mail to the agency and the visitor copy, and thanks', async () => {
    const { expectStored, property, valid } = await harness();
    const document = await payslip();
    const { lead } = await expectStored(
      { ...valid, documents: [document.token], sourcePage: '/fr/contact/' },
      '/fr/merci/candidature/',
      { type: 'rent-application', propertyId: property.id, locale: 'fr' },
    );
    const payload = JSON.parse(lead.payload) as Record<string, unknown>;
    expect(payload).toMatchObject({
      documents: [document.token],
      // 1575 + 120 + 300 / 2 + 3 × 1575
      figures: { totalAtSigning: 6570, guarantee: 4725, inventoryShare: 150, minimumIncome: 4750, maximumPersons: 4 },
      check: { persons: 3, income: 5000, incomeBelowMinimum: false, tooManyPersons: false },
    });

    const agency = lead.emails.find((mail) => mail.to === AGENCY_EMAIL)!;
    const visitor = lead.emails.find((mail) => mail.to === 'marie.dupont@example.be')!;
    expect(lead.emails).toHaveLength(2);
    expect(agency.text).toContain('Candidat B (personne 2)');
    expect(agency.text).toContain('Luc Martin');
    expect(agency.text).toContain('Un chat');
    // The agency's mail links the document; the link opens it, and only it.
    const link = new RegExp(
      `fiche-de-salaire-mars\\.pdf : (http://localhost:3000/api/agency/uploads/${document.token}/\\S+)`,
    ).exec(agency.text)?.[1];
    expect(link).toBeDefined();
    const download = (url: string) =>
      handleUploadDownload(new Request(url), document.token, { directory: uploadDir, key: LINK_KEY, now: new Date() });
    const file = await download(link!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('filename="fiche-de-salaire-mars.pdf"');
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('%PDF-1.7\n1 0 obj\n');
    expect((await download(link!.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(404);
    expect(agency.text).toMatch(/Documents \(liens de téléchargement valables jusqu'au \d\d\/\d\d\/\d{4}\)/);
    expect(agency.text).toContain('Total à la signature : € 6.570');
    expect(agency.attachments ?? null).toBeNull();
    expect(visitor.text).toContain('Total à la signature : € 6.570');
    expect(visitor.text).not.toContain(document.token);
  });

  it('writes the visitor copy in their language and warns without refusing', async () => {
    const { post, valid, queuedMails } = await harness();
    const result = await post({
      ...valid,
      locale: 'nl',
      children: 3,
      income1: { amount: 2000, employment: 'employee' },
      income2: { amount: 0, employment: 'student' },
    });
    expect(result).toMatchObject({ status: 200, redirect: '/nl/bedankt/kandidatuur/' });
    const { visitor, agency } = await queuedMails(result);
    expect(visitor.text).toContain('Totaal bij ondertekening: € 6.570');
    expect(visitor.text).toContain('onder het minimum');
    expect(visitor.text).toContain('meer personen dan het maximum');
    expect(agency.text).toContain('inférieurs au minimum');
    expect(agency.text).toContain('plus de personnes que le maximum');
  });

  it('accepts a single applicant without person B nor their income', async () => {
    const { post, valid } = await harness();
    const result = await post({
      ...valid,
      applicantB: {},
      adults: 1,
      children: 0,
      pets: 'no',
      petsDescription: '',
      income2: { amount: null, employment: '' },
    });
    expect(result.status).toBe(200);
  });

  it('shows "on request" instead of a private rent, in the figures and the mails', async () => {
    const { db, post, storedLead } = await harness();
    const hidden = await createTestProperty(db, { ...RENT, publishPrice: false, minimumIncome: null });
    const result = await post(application(hidden.id));
    expect(result.status).toBe(200);
    const lead = await storedLead(result);
    expect(JSON.parse(lead.payload).figures).toMatchObject({ rent: null, totalAtSigning: null, minimumIncome: null });
    expect(lead.emails.every((mail) => !mail.text.includes('1.575'))).toBe(true);
    expect(lead.emails[0]!.text).toContain('sur demande');
  });

  it.each([
    ['salutation A', { applicantA: { salutation: 'sir' } }, 'applicantA.salutation:required'],
    ['first name A', { applicantA: { firstName: ' ' } }, 'applicantA.firstName:required'],
    ['last name A', { applicantA: { lastName: '' } }, 'applicantA.lastName:required'],
    ['e-mail A', { applicantA: { email: 'marie@' } }, 'applicantA.email:emailInvalid'],
    ['phone A', { applicantA: { phone: '12' } }, 'applicantA.phone:phoneInvalid'],
    ['street A', { applicantA: { street: '' } }, 'applicantA.street:required'],
    ['house number A', { applicantA: { houseNumber: '' } }, 'applicantA.houseNumber:required'],
    ['postcode A', { applicantA: { postcode: '500' } }, 'applicantA.postcode:postcodeInvalid'],
    ['city A', { applicantA: { city: '' } }, 'applicantA.city:required'],
    ['missing birth date A', { applicantA: { birthDate: '' } }, 'applicantA.birthDate:required'],
    ['impossible birth date A', { applicantA: { birthDate: '1990-02-30' } }, 'applicantA.birthDate:dateInvalid'],
    ['birth date A in the future', { applicantA: { birthDate: inDays(10) } }, 'applicantA.birthDate:adultRequired'],
    ['minor applicant A', { applicantA: { birthDate: inDays(-17 * 366) } }, 'applicantA.birthDate:adultRequired'],
    ['birth date A 121 years ago', { applicantA: { birthDate: '1800-01-01' } }, 'applicantA.birthDate:dateInvalid'],
    ['person B without first name', { applicantB: { firstName: '' } }, 'applicantB.firstName:required'],
    [
      'person B with only an e-mail',
      { applicantB: { salutation: '', firstName: '', lastName: '', birthDate: '', email: 'luc@example.be' } },
      'applicantB.lastName:required',
    ],
    ['e-mail B', { applicantB: { email: 'luc@' } }, 'applicantB.email:emailInvalid'],
    ['phone B', { applicantB: { phone: '12' } }, 'applicantB.phone:phoneInvalid'],
    ['birth date B', { applicantB: { birthDate: '2024-13-01' } }, 'applicantB.birthDate:dateInvalid'],
    ['no adult', { adults: 0 }, 'adults:numberInvalid'],
    ['adults not a number', { adults: null }, 'adults:numberInvalid'],
    ['half a child', { children: 1.5 }, 'children:numberInvalid'],
    ['negative children', { children: -1 }, 'children:numberInvalid'],
    ['pets unanswered', { pets: undefined }, 'pets:required'],
    ['pets without description', { pets: 'yes', petsDescription: ' ' }, 'petsDescription:required'],
    ['income 1 missing', { income1: { amount: null, employment: 'employee' } }, 'income1.amount:numberInvalid'],
    ['income 1 negative', { income1: { amount: -1, employment: 'employee' } }, 'income1.amount:numberInvalid'],
    ['employment 1', { income1: { amount: 2600, employment: 'astronaut' } }, 'income1.employment:required'],
    [
      'income 2 of person B missing',
      { income2: { amount: null, employment: 'employee' } },
      'income2.amount:numberInvalid',
    ],
    ['employment 2 of person B missing', { income2: { amount: 100, employment: '' } }, 'income2.employment:required'],
    ['moving date missing', { movingDate: '' }, 'movingDate:required'],
    ['moving date impossible', { movingDate: '2027-04-31' }, 'movingDate:dateInvalid'],
    ['moving date yesterday', { movingDate: inDays(-1) }, 'movingDate:dateInPast'],
    ['moving date in six years', { movingDate: inDays(6 * 366) }, 'movingDate:dateInvalid'],
    ['moving reason', { movingReason: '' }, 'movingReason:required'],
    ['not a token', { documents: ['../../etc/passwd'] }, 'documents.0:uploadUnknown'],
    ['six documents', { documents: Array.from({ length: 6 }, () => crypto.randomUUID()) }, 'documents:tooManyFiles'],
    ['privacy', { privacy: false }, 'privacy:privacyRequired'],
  ])('refuses a wrong %s at that field and stores nothing', async (_name, change, expected) => {
    const { db, issuesOf, valid } = await harness();
    const body: Record<string, unknown> = { ...valid };
    for (const [key, value] of Object.entries(change)) {
      body[key] =
        value && typeof value === 'object' && !Array.isArray(value) ? { ...(body[key] as object), ...value } : value;
    }
    const issues = await issuesOf(body);
    expect(issues).toContain(expected);
    expect(await db.lead.count()).toBe(0);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it('refuses today as a birth date but accepts today as a moving date', async () => {
    const { issuesOf, post, valid } = await harness();
    expect(
      await issuesOf({ ...valid, applicantA: { ...valid.applicantA, birthDate: brusselsDay(new Date()) } }),
    ).toEqual(['applicantA.birthDate:adultRequired']);
    expect((await post({ ...valid, movingDate: brusselsDay(new Date()) })).status).toBe(200);
  });

  it('refuses a well-formed token that names no stored file, at that document', async () => {
    const { db, issuesOf, valid } = await harness();
    const known = await payslip();
    const issues = await issuesOf({ ...valid, documents: [known.token, crypto.randomUUID()] });
    expect(issues).toEqual(['documents.1:uploadUnknown']);
    expect(await db.lead.count()).toBe(0);
  });

  it('refuses a sale, an unknown, a withdrawn and an already rented property at the property', async () => {
    const { db, issuesOf } = await harness();
    const sale = await createTestProperty(db, { ...RENT, goal: 0 });
    expect(await issuesOf(application(sale.id))).toEqual(['propertyId:propertyUnavailable']);
    expect(await issuesOf(application(999_999))).toEqual(['propertyId:propertyUnavailable']);
    const withdrawn = await createTestProperty(db, { ...RENT, status: 'withdrawn' });
    expect(await issuesOf(application(withdrawn.id))).toEqual(['propertyId:propertyUnavailable']);
  });

  it('refuses a property already rented, or sold, as taken, and stores nothing', async () => {
    const { db, issuesOf } = await harness();
    for (const marquee of [4, 3]) {
      const taken = await createTestProperty(db, { ...RENT, marquee });
      expect(await issuesOf(application(taken.id))).toEqual(['propertyId:propertyTaken']);
    }
    expect(await db.lead.count()).toBe(0);
  });
});
