// The path every visitor form's POST takes (lib/forms/form-pipeline.ts), checked here once for every
// form of tests/integration/support/visitor-forms.ts rather than in each form's own file: a filled
// honeypot gets a person's answer and stores nothing, a wrong or missing captcha and a post from
// another site are refused without storing anything, a body over the form's size limit is 413, and
// the post past the form's own rate limit from one address is 429 while other visitors get through.
// Each form's file keeps what only that form does. Runs on SQLite and, in `npm run test:pg`, on
// PostgreSQL (vitest.pg.config.ts).
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/prisma-client';
import { formHarnessHooks, formLimit, formMaxBytes, type PostOptions } from '../support/form-harness';
import {
  createCatalogue,
  storedRows,
  visitorForms,
  uploadFolder,
  type FormBody,
  type VisitorFormRow,
} from '../support/visitor-forms';

const forms = formHarnessHooks();

// The rent application's documents would be looked for here; the valid body names none.
const uploadDir = uploadFolder('pipeline');

const FORMS = visitorForms({ uploadDir }).map((row) => [row.form.name, row] as const);

/** One visitor's address, and another's. */
const VISITOR = '192.0.2.7';
const OTHER_VISITOR = '192.0.2.8';

const headersOf = (headers: Headers) => [...headers.entries()].sort();

/** A fresh database with the catalogue the form's body refers to, and what it holds before any post. */
async function setUp({ form, valid }: VisitorFormRow) {
  const harness = await forms.harness(form);
  // A visit slot for each booking one address may make, and for one more visitor's.
  const catalogue = await createCatalogue(harness.db, { slots: formLimit(form).points + 2 });
  const before = await storedRows(harness.db);
  return { ...harness, before, valid: (nth = 0) => valid(catalogue, nth) };
}

/** No lead, no mail, and nothing else a post may store, book or subscribe. */
async function expectNothingStored(db: Db, before: Record<string, number>) {
  expect(await db.lead.count(), 'no lead').toBe(0);
  expect(await db.outboxEmail.count(), 'no mail queued').toBe(0);
  expect(await storedRows(db), 'nothing stored, booked or subscribed').toEqual(before);
}

/** Posts the pipeline refuses or drops without storing anything, and the status each gets. */
const UNSTORED: [name: string, post: (valid: FormBody) => [FormBody | null, PostOptions?], status: number][] = [
  ['a wrong captcha', (valid) => [{ ...valid, captcha: 'forged' }], 422],
  ['no privacy consent', (valid) => [{ ...valid, privacy: false }], 422],
  ['broken JSON', (valid) => [null, { raw: JSON.stringify(valid).slice(0, -1) }], 400],
  ['a filled honeypot', (valid) => [{ ...valid, website: 'http://spam.example' }], 200],
];

describe.each(FORMS)('%s form, through the shared pipeline', (_name, row) => {
  it('answers a filled honeypot exactly as it answers a person, and stores, books and mails nothing', async () => {
    const { db, post, valid, before } = await setUp(row);
    const bot = await post({ ...valid(), website: 'http://spam.example' });
    await expectNothingStored(db, before);

    const person = await post(valid());
    expect(person.status).toBe(200);
    expect(person.redirect).toMatch(/^\/fr\/[a-z-]+\/[a-z-]+\/$/);
    expect(await db.lead.count()).toBe(1);
    expect(bot.status).toBe(person.status);
    expect(bot.body).toEqual(person.body);
    expect(headersOf(bot.headers)).toEqual(headersOf(person.headers));
  });

  it.each([
    ['a wrong captcha', 'captchaInvalid', 'forged'],
    ['a missing captcha', 'captchaRequired', ''],
  ])('refuses %s as a form error at its field (422, %s) and stores nothing', async (_case, message, captcha) => {
    const { db, post, valid, before } = await setUp(row);
    const result = await post({ ...valid(), captcha });
    expect(result).toMatchObject({ status: 422, error: 'invalid' });
    expect(result.issues).toEqual([{ path: ['captcha'], message }]);
    await expectNothingStored(db, before);
  });

  it('refuses a post from another site (403) and stores nothing', async () => {
    const { db, post, valid, before } = await setUp(row);
    expect(await post(valid(), { origin: 'https://evil.example' })).toMatchObject({ status: 403, error: 'forbidden' });
    await expectNothingStored(db, before);
  });

  it('refuses broken JSON (400) and a body one byte over its limit (413), and takes one of exactly its limit', async () => {
    const { db, post, valid, before } = await setUp(row);
    const maxBytes = formMaxBytes(row.form);
    const json = JSON.stringify(valid());
    // JSON may end in white space: the same body, padded to the size wanted.
    const sized = (bytes: number) => json + ' '.repeat(bytes - Buffer.byteLength(json));
    expect(Buffer.byteLength(sized(maxBytes + 1))).toBe(maxBytes + 1);

    expect(await post(null, { raw: json.slice(0, -1) })).toMatchObject({ status: 400, error: 'invalid' });
    expect(await post(null, { raw: sized(maxBytes + 1) })).toMatchObject({ status: 413, error: 'tooLarge' });
    await expectNothingStored(db, before);
    expect(await post(null, { raw: sized(maxBytes) })).toMatchObject({ status: 200 });
    expect(await db.lead.count()).toBe(1);
  });

  it('answers 429 with Retry-After to the post past its limit from one address, and other visitors still get through', async () => {
    const { db, post, valid } = await setUp(row);
    const { points, windowSeconds } = formLimit(row.form);
    const statuses = [];
    for (let nth = 0; nth < points; nth += 1) statuses.push((await post(valid(nth), { ip: VISITOR })).status);
    const allowed = await storedRows(db);
    const refused = await post(valid(points), { ip: VISITOR });
    statuses.push(refused.status);

    expect(statuses).toEqual([...Array<number>(points).fill(200), 429]);
    expect(refused).toMatchObject({ status: 429, error: 'rateLimited' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expect(await db.lead.count()).toBe(points);
    expect(await storedRows(db), 'the refused post stored nothing').toEqual(allowed);
    expect((await post(valid(points + 1), { ip: OTHER_VISITOR })).status).toBe(200);
    expect(await db.lead.count()).toBe(points + 1);
  });

  it('counts the posts it refuses or drops against the limit too', async () => {
    const { db, post, valid, before } = await setUp(row);
    const { points } = formLimit(row.form);
    const statuses = [];
    const expected = [];
    for (let nth = 0; nth < points; nth += 1) {
      const [, unstored, status] = UNSTORED[nth % UNSTORED.length]!;
      const [body, options] = unstored(valid());
      statuses.push((await post(body, { ...options, ip: VISITOR })).status);
      expected.push(status);
    }
    statuses.push((await post(valid(), { ip: VISITOR })).status);
    expect(statuses).toEqual([...expected, 429]);
    await expectNothingStored(db, before);
    expect((await post(valid(), { ip: OTHER_VISITOR })).status).toBe(200);
  });
});
