// Every public visitor form (lib/forms/handlers/) with a body it accepts, on a small catalogue the
// bodies refer to, and the upload folder and database of a file that posts them. Shared by the
// tests that run the same checks over all forms: the pipeline suite
// (tests/integration/forms/pipeline.test.ts), the fuzz (tests/integration/forms/fuzz.test.ts), the
// forms' route (form-route.test.ts) and the posts without script (native-posts.test.ts).
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod';
import type { FormEnvelope } from '@/lib/forms/fields';
import type { FormDefinition } from '@/lib/forms/form-pipeline';
import { contactForm } from '@/lib/forms/handlers/contact';
import { demandRegisterForm } from '@/lib/forms/handlers/demand-register';
import { documentRequestForm } from '@/lib/forms/handlers/document-request';
import { freeValuationForm } from '@/lib/forms/handlers/free-valuation';
import { newsletterForm } from '@/lib/forms/handlers/newsletter';
import { offerForm } from '@/lib/forms/handlers/offer';
import { rentApplicationForm } from '@/lib/forms/handlers/rent-application';
import { searchAlertForm } from '@/lib/forms/handlers/search-alert';
import { sendToFriendForm } from '@/lib/forms/handlers/send-to-friend';
import { testimonialForm } from '@/lib/forms/handlers/testimonial';
import { visitForm } from '@/lib/forms/handlers/visit';
import { createDbClient, type Db } from '@/lib/prisma-client';
import { inDays } from '../../support/days-from-today';
import { createTestProperty } from './catalogue-fixture';
import { setCurrentDb } from './current-db';
import { ENVELOPE } from './form-harness';
import { createTestDatabase, dropTestDatabases } from './test-database';

/**
 * What the forms refer to: a property for sale with `slots` free half-hour visit slots (one after
 * the other, from 10:00 Brussels time three days ahead) and a document on request, one to let,
 * and a newsletter subscriber.
 */
export async function createCatalogue(db: Db, { slots: slotCount = 2 } = {}) {
  const sale = await createTestProperty(db, {
    price: 425_000,
    publishPrice: true,
    translations: { create: [{ locale: 'fr', title: 'Villa à Uccle', slug: 'villa-a-uccle' }] },
  });
  const rental = await createTestProperty(db, {
    goal: 1,
    price: 1575,
    minimumIncome: 4750,
    maximumPersons: 4,
    bedrooms: 2,
    translations: { create: [{ locale: 'fr', title: 'Appartement à Uccle', slug: 'appartement-a-uccle' }] },
  });
  await db.cityTranslation.create({ data: { cityId: sale.cityId, locale: 'fr', name: 'Uccle', slug: 'uccle' } });
  const firstStart = new Date(Date.now() + 3 * 86_400_000);
  firstStart.setUTCHours(9, 0, 0, 0);
  const slots = [];
  // One after the other, so their ids follow their times on every database.
  for (let index = 0; index < slotCount; index += 1) {
    const startsAt = new Date(firstStart.getTime() + index * 30 * 60_000);
    slots.push(
      await db.appointment.create({
        data: { propertyId: sale.id, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) },
      }),
    );
  }
  const document = await db.propertyDocument.create({
    data: { propertyId: sale.id, name: 'Titre de propriété', url: '/media/titre.pdf', public: false },
  });
  const subscription = await db.newsletterSubscription.create({ data: { email: 'abonne@example.be', locale: 'fr' } });
  return { sale, rental, slots, document, subscription };
}

export type Catalogue = Awaited<ReturnType<typeof createCatalogue>>;

/** A folder for the visitors' files this test file's forms store (`name` tells it apart), removed after its last test. */
export function uploadFolder(name: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `vitrine-${name}-uploads-`));
  afterAll(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/**
 * The database of a test file that posts to the forms' routes, whose lib/db is mocked to
 * ./current-db.ts: made with its catalogue before the file's first test and named as lib/db's,
 * dropped after its last. Its `db` and `catalogue` are there once the file's tests run.
 */
export function routesDatabase(): { db: Db; catalogue: Catalogue } {
  const database = {} as { db: Db; catalogue: Catalogue };
  beforeAll(async () => {
    database.db = createDbClient(await createTestDatabase());
    setCurrentDb(database.db);
    database.catalogue = await createCatalogue(database.db);
  }, 60_000);
  afterAll(async () => {
    await database.db?.$disconnect();
    await dropTestDatabases();
  }, 60_000);
  return database;
}

export type FormBody = Record<string, unknown>;

export type VisitorFormRow = {
  form: FormDefinition<z.ZodType<FormEnvelope>>;
  /**
   * A body the form accepts and stores. `nth` tells repeated submissions apart where the form
   * takes a thing only once: the visit books `catalogue.slots[nth]`; the other forms ignore it.
   */
  valid: (catalogue: Catalogue, nth?: number) => FormBody;
};

const PERSON = {
  salutation: 'mrs',
  firstName: 'Marie',
  lastName: 'Dupont',
  email: 'Marie.Dupont@example.be',
  phone: '0470 12 34 56',
};

/** Each visitor form with a body it accepts; `uploadDir` is where the rent application looks for documents. */
export function visitorForms({ uploadDir }: { uploadDir: string }): VisitorFormRow[] {
  return [
    {
      form: contactForm,
      valid: ({ sale }) => ({ ...ENVELOPE, ...PERSON, category: 'buyer', message: 'Bonjour.', propertyId: sale.id }),
    },
    {
      form: demandRegisterForm,
      valid: () => ({
        ...ENVELOPE,
        goal: 'buy',
        typeWebIds: ['1'],
        zones: ['brussels'],
        priceMin: '250000',
        priceMax: '450000',
        bedroomsMin: '2',
        firstName: 'Marie',
        lastName: 'Dupont',
        email: 'marie@example.be',
        phone: '',
      }),
    },
    {
      form: documentRequestForm,
      valid: ({ sale, document }) => ({
        ...ENVELOPE,
        ...PERSON,
        propertyId: sale.id,
        documentIds: [String(document.id)],
      }),
    },
    {
      form: freeValuationForm,
      valid: () => ({
        ...ENVELOPE,
        ...PERSON,
        street: 'Avenue Brugmann',
        houseNumber: '12',
        box: '',
        postcode: '1180',
        city: 'Uccle',
        propertyType: '1',
        goal: 'sell',
        message: '',
        timeSlots: ['14-16'],
      }),
    },
    { form: newsletterForm, valid: () => ({ ...ENVELOPE, email: 'Lucas.Peeters@example.be' }) },
    {
      form: offerForm,
      valid: ({ sale }) => ({
        ...ENVELOPE,
        ...PERSON,
        propertyId: sale.id,
        amount: '285000',
        validFrom: inDays(0),
        validUntil: inDays(14),
        signingPlace: 'Namur',
        signingDate: inDays(0),
        street: 'Rue de Fer',
        houseNumber: '25',
        postcode: '5000',
        city: 'Namur',
        advanceAcknowledged: true,
      }),
    },
    {
      form: rentApplicationForm({ directory: uploadDir, linkKey: 'test-upload-link-key', retentionDays: 90 }),
      valid: ({ rental }) => ({
        ...ENVELOPE,
        propertyId: rental.id,
        applicantA: {
          ...PERSON,
          street: 'Rue de la Station',
          houseNumber: '12',
          postcode: '5000',
          city: 'Namur',
          birthDate: '1990-05-14',
        },
        applicantB: { salutation: 'mr', firstName: 'Luc', lastName: 'Martin', birthDate: '1988-11-02' },
        adults: 2,
        children: 1,
        pets: 'no',
        income1: { amount: 2600, employment: 'employee' },
        income2: { amount: 2400, employment: 'self-employed' },
        movingDate: inDays(45),
        movingReason: 'Rapprochement du lieu de travail',
        documents: [],
      }),
    },
    {
      form: searchAlertForm,
      valid: () => ({
        ...ENVELOPE,
        goal: 'sale',
        search: 'city=Uccle%7C1180&priceMax=500000&bedrooms=2',
        email: 'Lucas.Peeters@example.be',
      }),
    },
    {
      form: sendToFriendForm,
      valid: ({ sale }) => ({
        ...ENVELOPE,
        propertyId: sale.id,
        senderName: 'Sophie Martin',
        senderEmail: 'sophie@example.be',
        friendEmail: 'luc@example.lu',
        message: 'Regarde !',
      }),
    },
    {
      form: testimonialForm,
      valid: () => ({
        ...ENVELOPE,
        name: 'Claire V.',
        town: 'Waterloo',
        rating: '5',
        text: 'Une équipe attentive du début à la fin.',
        email: 'claire@example.be',
      }),
    },
    {
      form: visitForm,
      valid: ({ sale, slots }, nth = 0) => {
        const slot = slots[nth];
        if (!slot) throw new Error(`The catalogue has ${slots.length} visit slots: none for booking #${nth}.`);
        return { ...ENVELOPE, ...PERSON, propertyId: sale.id, appointmentId: String(slot.id), message: '' };
      },
    },
  ];
}

// Everything a visitor's post may store or change, across the public routes.
const COUNTED = [
  'Lead',
  'OutboxEmail',
  'NewsletterSubscription',
  'Testimonial',
  'SearchAlert',
  'PasswordResetRequest',
  'PasswordResetToken',
  'PropertyVisitDay',
  'SignInFailure',
];

/** Row counts of everything a visitor's post may store or change (slots booked too), in one query. */
export async function storedRows(db: Db): Promise<Record<string, number>> {
  const counts = [
    ...COUNTED.map((table) => `(SELECT COUNT(*) FROM "${table}") AS "${table}"`),
    `(SELECT COUNT(*) FROM "Appointment" WHERE "status" <> 'open') AS "booked"`,
    `(SELECT COUNT(*) FROM "NewsletterSubscription" WHERE "unsubscribedAt" IS NOT NULL) AS "unsubscribed"`,
  ];
  const [row] = await db.$queryRawUnsafe<Record<string, bigint | number>[]>(`SELECT ${counts.join(', ')}`);
  return Object.fromEntries(Object.entries(row!).map(([name, count]) => [name, Number(count)]));
}

/**
 * A form's JSON body as the browser sends the form itself: nested fields under dotted names, a
 * list as its name repeated, a ticked box as "on" and an unticked one not at all.
 */
export function nativeFields(body: FormBody, prefix = ''): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(body)) {
    const name = `${prefix}${key}`;
    if (value === true) fields[name] = 'on';
    else if (value === false || value === null || value === undefined) continue;
    else if (Array.isArray(value)) fields[name] = value.map(String);
    else if (typeof value === 'object') Object.assign(fields, nativeFields(value as FormBody, `${name}.`));
    else fields[name] = String(value);
  }
  return fields;
}
