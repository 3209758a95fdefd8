// Every visitor form sent by the browser itself (docs/forms.md, a form sent without script):
// url-encoded (multipart for the rent application's documents), through the same pipeline and
// schema as the script's JSON. A valid post goes to its thank-you page with its lead and mails
// stored; a refused one goes back to its page with what was typed and the issues kept as a sealed
// draft that only the visitor's cookie names, never in an address. The page's time token stands
// in for the proof of work, within its ages and its own rate limit. Runs on SQLite and, in
// `npm run test:pg`, on PostgreSQL.
import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readFormDraft, sweepFormDrafts } from '@/lib/forms/form-drafts';
import { formPagePath } from '@/lib/forms/form-pages';
import { issueTimeToken, TIME_TOKEN_MAX_AGE_SECONDS } from '@/lib/forms/time-token';
import { formHarnessHooks, formMaxBytes, TEST_KEYS, TIME_TOKEN_LIMIT, VALID_CAPTCHA } from '../support/form-harness';
import {
  createCatalogue,
  nativeFields,
  storedRows,
  uploadFolder,
  visitorForms,
  type VisitorFormRow,
} from '../support/visitor-forms';

const forms = formHarnessHooks();

const uploadDir = uploadFolder('native');

const FORMS = visitorForms({ uploadDir }).map((row) => [row.form.name, row] as const);
const RENT = visitorForms({ uploadDir }).find((row) => row.form.name === 'rent-application')!;

const THANK_YOU = /^\/fr\/merci\/[a-z-]+\/$/;
const ENVELOPE_FIELDS = new Set(['captcha', 'website', 'locale', 'sourcePage']);
const PAGE_FIELDS = new Set(['propertyId', 'projectId', 'search']);
const VISITOR = '192.0.2.30';
/** A page rendered ten seconds ago: its time token is old enough. */
const pageToken = (secondsAgo = 10) => issueTimeToken(TEST_KEYS.timeToken, new Date(Date.now() - secondsAgo * 1000));

async function setUp({ form, valid }: VisitorFormRow) {
  const harness = await forms.harness(form);
  const catalogue = await createCatalogue(harness.db, { slots: 6 });
  const before = await storedRows(harness.db);
  /** The form's valid fields as the browser sends them, with the page's time token as the proof. */
  const fields = (over: Record<string, unknown> = {}, nth = 0) =>
    nativeFields({ ...valid(catalogue, nth), captcha: pageToken(), ...over });
  const draftOf = (id: string | null) => readFormDraft(harness.db, TEST_KEYS.draft, id ?? '', new Date());
  return { ...harness, catalogue, before, fields, draftOf };
}

describe.each(FORMS)('%s form, sent without script', (_name, row) => {
  it('goes to its thank-you page with the page’s time token as its proof, its lead and mails stored', async () => {
    const { db, postNative, fields } = await setUp(row);
    const answer = await postNative(fields());
    expect(answer).toMatchObject({ status: 303, draftId: null });
    expect(answer.location).toMatch(THANK_YOU);
    expect(await db.lead.count()).toBe(1);
    expect(await db.outboxEmail.count()).toBeGreaterThan(0);
  });

  it('takes the proof of work too, when the browser sends one', async () => {
    const { db, postNative, fields } = await setUp(row);
    expect((await postNative(fields({ captcha: VALID_CAPTCHA }))).location).toMatch(THANK_YOU);
    expect(await db.lead.count()).toBe(1);
  });

  it('comes back refused to its page with what was typed and the issue kept in a draft; the corrected post sends it and ends the draft', async () => {
    const { db, postNative, fields, draftOf, before } = await setUp(row);
    const refusedFields = fields({ privacy: false });
    const refused = await postNative(refusedFields, { ip: VISITOR });
    expect(refused.status).toBe(303);
    expect(refused.location).toBe(formPagePath(row.form.name, refusedFields, 'fr'));
    expect(await storedRows(db)).toEqual(before);

    const draft = await draftOf(refused.draftId);
    expect(draft).toMatchObject({ form: row.form.name, alert: null });
    expect(draft!.issues).toEqual([{ path: ['privacy'], message: 'privacyRequired' }]);
    // What was typed is kept, the proof and the honeypot are not; nothing of it is in the address
    // but what names the page itself (the property, a listing's search).
    expect(draft!.values).not.toHaveProperty('captcha');
    expect(draft!.values).not.toHaveProperty('website');
    for (const [name, value] of Object.entries(refusedFields)) {
      if (ENVELOPE_FIELDS.has(name) || value === 'on') continue;
      const kept = name.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], draft!.values);
      expect([kept].flat().map(String), name).toEqual([value].flat().map((one) => one.trim()));
      if (!PAGE_FIELDS.has(name) && String(value).length >= 4) expect(refused.location).not.toContain(String(value));
    }

    const sent = await postNative(fields(), { ip: VISITOR, cookie: `vitrine-form-draft=${refused.draftId}` });
    expect(sent.location).toMatch(THANK_YOU);
    expect(sent.draftId, 'the cookie is cleared').toBe('');
    expect(await db.formDraft.count()).toBe(0);
    expect(await db.lead.count()).toBe(1);
  });

  it('comes back with "send again" for a time token too fresh, too old or forged, and stores nothing', async () => {
    const { db, postNative, fields, draftOf, before } = await setUp(row);
    const tooOld = issueTimeToken(TEST_KEYS.timeToken, new Date(Date.now() - (TIME_TOKEN_MAX_AGE_SECONDS + 60) * 1000));
    for (const captcha of [pageToken(0), tooOld, issueTimeToken('e5'.repeat(32), new Date(Date.now() - 60_000))]) {
      const answer = await postNative(fields({ captcha }));
      expect(answer.status).toBe(303);
      expect((await draftOf(answer.draftId))?.issues).toEqual([{ path: ['captcha'], message: 'sendAgain' }]);
    }
    expect(await storedRows(db)).toEqual(before);
  });

  it('takes two posts with a time token per address in ten minutes; the next comes back rate-limited', async () => {
    const { db, postNative, fields, draftOf } = await setUp(row);
    const answers = [];
    for (let nth = 0; nth <= TIME_TOKEN_LIMIT.points; nth += 1) {
      answers.push(await postNative(fields({}, nth), { ip: VISITOR }));
    }
    expect(answers.slice(0, -1).map((answer) => answer.location)).toEqual([
      expect.stringMatching(THANK_YOU),
      expect.stringMatching(THANK_YOU),
    ]);
    expect(await draftOf(answers.at(-1)!.draftId)).toMatchObject({ alert: 'rateLimited', issues: [] });
    expect(await db.lead.count()).toBe(TIME_TOKEN_LIMIT.points);
  });

  it('answers a filled honeypot as it answers a person, and stores nothing', async () => {
    const { db, postNative, fields, before } = await setUp(row);
    const bot = await postNative(fields({ website: 'http://spam.example' }));
    expect(bot).toMatchObject({ status: 303, draftId: null });
    expect(bot.location).toMatch(THANK_YOU);
    expect(await storedRows(db)).toEqual(before);
  });

  it('refuses a post from another site (403) without a draft, and one over its size limit comes back with the alert', async () => {
    const { db, postNative, fields, draftOf, before } = await setUp(row);
    const forbidden = await postNative(fields(), { origin: 'https://evil.example' });
    expect(forbidden).toMatchObject({ status: 403, draftId: null });
    const tooLarge = await postNative(fields({ website: '', message: 'x'.repeat(formMaxBytes(row.form)) }));
    expect(tooLarge.status).toBe(303);
    expect(await draftOf(tooLarge.draftId)).toMatchObject({ alert: 'tooLarge', values: {} });
    expect(await storedRows(db)).toEqual(before);
  });
});

describe('the rent application sent without script', () => {
  const PDF = () => new File(['%PDF-1.7\n1 0 obj\n'], 'fiche de salaire.pdf', { type: 'application/pdf' });
  const EXE = () => new File(['MZ\u0090\u0090'], 'virus.pdf', { type: 'application/pdf' });
  const storedFiles = async () => (await readdir(uploadDir)).filter((name) => !name.endsWith('.json')).length;

  it('takes its documents with the application (multipart) and links them in the agency’s mail', async () => {
    const { db, postNative, fields } = await setUp(RENT);
    const files = await storedFiles();
    const answer = await postNative(fields(), { files: [PDF()] });
    expect(answer.location).toMatch(THANK_YOU);
    expect(await storedFiles()).toBe(files + 1);
    const agency = await db.outboxEmail.findFirstOrThrow({ where: { to: 'agency@vitrine.example' } });
    expect(agency.text).toContain('fiche de salaire.pdf');
  });

  it('keeps the documents it accepted when the application comes back refused, refuses a disguised file at the documents, and sends once corrected', async () => {
    const { db, postNative, fields, draftOf } = await setUp(RENT);
    const wrongFile = await postNative(fields(), { files: [EXE()] });
    const refusedFile = await draftOf(wrongFile.draftId);
    expect(refusedFile?.issues).toEqual([{ path: ['documents'], message: 'fileType' }]);
    expect(refusedFile?.documents).toEqual([]);

    const refused = await postNative(fields({ privacy: false }), { files: [PDF()] });
    const draft = await draftOf(refused.draftId);
    expect(draft?.issues).toEqual([{ path: ['privacy'], message: 'privacyRequired' }]);
    expect(draft?.documents).toEqual([{ token: expect.any(String), name: 'fiche de salaire.pdf' }]);
    expect(draft?.values.documents).toEqual([draft!.documents[0]!.token]);

    // The page sends the kept document back by its token, without the file.
    const sent = await postNative(fields({ documents: [draft!.documents[0]!.token] }), { multipart: true });
    expect(sent.location).toMatch(THANK_YOU);
    expect(JSON.parse((await db.lead.findFirstOrThrow()).payload).documents).toEqual([draft!.documents[0]!.token]);
  });

  it('refuses more than five documents in all, the kept ones counted', async () => {
    const { postNative, fields, draftOf } = await setUp(RENT);
    const answer = await postNative(fields(), { files: Array.from({ length: 6 }, PDF) });
    expect((await draftOf(answer.draftId))?.issues).toEqual([{ path: ['documents'], message: 'tooManyFiles' }]);
  });
});

describe('drafts', () => {
  it('are sealed, read only with their key and within their quarter of an hour, and swept after', async () => {
    const [, contact] = FORMS.find(([name]) => name === 'contact')!;
    const { db, postNative, fields } = await setUp(contact);
    const answer = await postNative(fields({ privacy: false, email: 'marie.secret@example.be' }));
    const row = await db.formDraft.findUniqueOrThrow({ where: { id: answer.draftId! } });
    expect(row.payload).not.toContain('marie.secret');
    expect(await readFormDraft(db, 'f6'.repeat(32), row.id, new Date())).toBeNull();
    expect(await readFormDraft(db, TEST_KEYS.draft, row.id, new Date(Date.now() + 16 * 60_000))).toBeNull();
    expect(await readFormDraft(db, TEST_KEYS.draft, row.id, new Date())).toMatchObject({
      values: { email: 'marie.secret@example.be' },
    });
    expect(await sweepFormDrafts(db, new Date())).toBe(0);
    expect(await sweepFormDrafts(db, new Date(Date.now() + 16 * 60_000))).toBe(1);
  });

  it('keep what was typed when the visitor is over the form’s rate limit', async () => {
    const [, contact] = FORMS.find(([name]) => name === 'contact')!;
    const { postNative, fields, draftOf } = await setUp(contact);
    let last;
    for (let nth = 0; nth < 6; nth += 1) last = await postNative(fields({ privacy: false }), { ip: VISITOR });
    expect(await draftOf(last!.draftId)).toMatchObject({ alert: 'rateLimited', values: { lastName: 'Dupont' } });
  });
});

describe('a press made before the form’s script ran, sent by the script with the page’s time token', () => {
  it('is taken as JSON too, within the same ages', async () => {
    const [, newsletter] = FORMS.find(([name]) => name === 'newsletter')!;
    const { db, post, catalogue } = await setUp(newsletter);
    expect(await post({ ...newsletter.valid(catalogue), captcha: pageToken() })).toMatchObject({ status: 200 });
    expect(await post({ ...newsletter.valid(catalogue), captcha: pageToken(0) })).toMatchObject({
      status: 422,
      issues: [{ path: ['captcha'], message: 'sendAgain' }],
    });
    expect(await db.lead.count()).toBe(1);
  });
});
