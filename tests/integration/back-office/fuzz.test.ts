// Every back-office route (app/api/admin/**/route.ts), found on disk so that a route added later is
// fuzzed too, sent hostile input on the test database of the run (SQLite, or PostgreSQL in the
// PostgreSQL run). Whatever it is sent, a write answers no 5xx, returns only to a back-office page
// of this site, refuses another site's request and a role that does not reach it, and writes
// nothing — not even an audit entry — when it refuses (docs/back-office.md, "Writes").
// Part of the input is random: fast-check with a fixed seed, which a failure prints
// (BACK_OFFICE_FUZZ_SEED=<seed> replays another).
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isWriteError, isWriteNotice } from '@/lib/admin/outcomes';
import { formValues } from '@/lib/admin/site-layout-forms';
import { addDays } from '@/lib/admin/slot-week';
import { brusselsDateTime } from '@/lib/appointments/slot-days';
import { brusselsDay } from '@/lib/i18n/dates';
import { footerConfigSchema, headerConfigSchema, homeConfigSchema } from '@/lib/site/config-schema';
import { BACK_OFFICE_PAGES } from '@/lib/staff/paths';
import { BACK_OFFICE_AREAS, type BackOfficeArea } from '@/lib/staff/roles';
import { formFields } from '@/lib/http/form-fields';
import { ARTICLE_KEYS, MENU_PAGE_IDS, seedSiteContent } from '@/prisma/seed/site-content';
import {
  backOfficeFixture,
  formBody,
  postBody,
  session,
  SITE,
  type FormFields,
  type RouteHandler,
} from '../support/back-office';
import { MODULE_FORM, NEW_ARTICLE_FORM } from '../support/back-office-forms';
import { createTestProperty } from '../support/catalogue-fixture';
import { hostileKey, hostileString, POLLUTION_MARKER } from '../support/hostile-bodies';

vi.mock('server-only', () => ({}));
// Mails stay in the outbox: nothing is sent.
vi.mock('@/lib/mail/outbox', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/mail/outbox')>()),
  deliverPending: () => Promise.resolve(),
}));
// The routes' own client counts what it writes: a refused request must have written nothing at all.
const writes = vi.hoisted((): string[] => []);
vi.mock('@/lib/db', async () => {
  const { createDbClient } = await import('@/lib/prisma-client');
  const { countingRowWrites } = await import('@/tests/integration/support/back-office');
  return { db: countingRowWrites(createDbClient(process.env.DATABASE_URL!), writes) };
});

const SEED = Number(process.env.BACK_OFFICE_FUZZ_SEED ?? 20_260_016);
/** Random inputs per route, on top of the ones listed below. */
const RANDOM_RUNS = 25;

// ---------------------------------------------------------------- the routes, found on disk

const ROUTE_ROOT = path.resolve(import.meta.dirname, '../../../app/api/admin');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Each folder under app/api/admin that holds a route, as its URL pattern ("/api/admin/slots/[id]/"). */
const ROUTE_PATTERNS = readdirSync(ROUTE_ROOT, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => path.posix.basename(file) === 'route.ts')
  .map((file) => path.posix.dirname(file))
  .map((folder) => (folder === '.' ? '/api/admin/' : `/api/admin/${folder}/`))
  .sort();

/** The routes as they are today: the list found on disk must hold them all (or the search is wrong). */
const KNOWN_ENDPOINTS = [
  'POST /api/admin/articles/',
  'POST /api/admin/articles/[id]/',
  'POST /api/admin/layout/footer/',
  'POST /api/admin/layout/header/',
  'POST /api/admin/layout/home/',
  'POST /api/admin/leads/',
  'POST /api/admin/leads/[id]/assignment/',
  'POST /api/admin/leads/[id]/notes/',
  'POST /api/admin/leads/[id]/reply/',
  'POST /api/admin/media/',
  'POST /api/admin/modules/',
  'POST /api/admin/modules/[id]/',
  'POST /api/admin/outbox/[id]/',
  'POST /api/admin/owners/',
  'POST /api/admin/owners/[id]/',
  'POST /api/admin/pages/',
  'POST /api/admin/pages/[id]/',
  'POST /api/admin/people/erase/',
  'POST /api/admin/people/search/',
  'POST /api/admin/settings/languages/',
  'POST /api/admin/settings/retention/',
  'POST /api/admin/settings/site-info/',
  'POST /api/admin/slots/',
  'POST /api/admin/slots/[id]/',
  'POST /api/admin/slots/series/',
  'POST /api/admin/staff/',
  'POST /api/admin/staff/[id]/',
  'POST /api/admin/testimonials/[id]/',
  'GET /api/admin/leads/export/',
  'GET /api/admin/leads/documents/[token]/',
  'GET /api/admin/media/',
  'GET /api/admin/people/export/',
];

/** Routes whose first segment names no back-office page: the area they write in. */
const AREA_OF_SEGMENT: Record<string, BackOfficeArea> = { modules: 'content', media: 'content' };

/** The area a route belongs to: its back-office page's (the first segment of its path), or as said above. */
function routeArea(pattern: string): BackOfficeArea | undefined {
  const segment = pattern.split('/')[3] ?? '';
  return AREA_OF_SEGMENT[segment] ?? (BACK_OFFICE_PAGES as Record<string, { area: BackOfficeArea }>)[segment]?.area;
}

type Endpoint = { method: (typeof METHODS)[number]; pattern: string; params: string[]; handler: RouteHandler };

/** The handlers a route's module exports, one per HTTP method. */
async function endpointsAt(pattern: string): Promise<Endpoint[]> {
  const file = path.join(ROUTE_ROOT, pattern.slice('/api/admin/'.length), 'route.ts');
  const exported = (await import(file)) as Record<string, unknown>;
  const params = [...pattern.matchAll(/\[(\w+)\]/g)].map((match) => match[1]!);
  return METHODS.filter((method) => typeof exported[method] === 'function').map((method) => ({
    method,
    pattern,
    params,
    handler: exported[method] as RouteHandler,
  }));
}

// ---------------------------------------------------------------- the database the routes work on

const { db, admin, editor, owner, endpoints, returnPath } = await backOfficeFixture({
  signedIn: 'admin',
  // These folders, no SMTP: mails stay in the outbox.
  environment: {
    UPLOAD_DIR: mkdtempSync(path.join(os.tmpdir(), 'vitrine-fuzz-uploads-')),
    MAIL_DIR: mkdtempSync(path.join(os.tmpdir(), 'vitrine-fuzz-mail-')),
    NEXTAUTH_SECRET: 'fuzz-test-secret-0123456789abcdef0123456',
    SMTP_URL: undefined,
  },
  load: async () => {
    const endpoints = new Map<string, Endpoint[]>();
    for (const pattern of ROUTE_PATTERNS) endpoints.set(pattern, await endpointsAt(pattern));
    return { endpoints, returnPath: (await import('@/lib/admin/write-route')).returnPath };
  },
});

/** What the examples below name: rows of the seeded site content and a few of the test's own. */
type Fixtures = {
  testimonial: number;
  leads: [number, number];
  failedMail: number;
  owner: number;
  property: { id: number; recordFile: string };
  slot: number;
  article: number;
  menuPage: { id: number; name: string; path: string };
  module: number;
  layout: Record<'home' | 'header' | 'footer', Record<string, string>>;
  /** A person the site holds a lead and an alert about, and the admin's search for them. */
  person: { email: string; token: string };
};

// A day ten days ahead, in Brussels: always to come, whatever the hour the tests run.
const DAY = addDays(brusselsDay(new Date()), 10);

async function createFixtures(): Promise<Fixtures> {
  const property = await createTestProperty(db);
  const lead = () =>
    db.lead.create({
      data: { type: 'contact', locale: 'fr', consent: true, payload: JSON.stringify({ email: 'sofie@example.be' }) },
    });
  const config = await db.siteConfig.findUniqueOrThrow({ where: { id: 1 } });
  const menuPage = await db.menuPage.findUniqueOrThrow({ where: { id: MENU_PAGE_IDS.newsDraft } });
  const person = 'lotte.fuzz@example.be';
  await db.lead.create({
    data: { type: 'contact', locale: 'nl', consent: true, payload: JSON.stringify({ email: person }) },
  });
  await db.searchAlert.create({ data: { email: person, locale: 'nl', goal: 0, typeWebIds: '', zones: '' } });
  // Imported here: lib/env, which the key reads, is read once the database and secret are set.
  const [{ personSearchToken }, { derivedKey }] = await Promise.all([
    import('@/lib/privacy/person-search-token'),
    import('@/lib/security/derived-key'),
  ]);
  return {
    person: {
      email: person,
      token: personSearchToken(derivedKey('person-search'), admin, { kind: 'email', value: person }, new Date()),
    },
    testimonial: (await db.testimonial.create({ data: { name: 'Marie D.', locale: 'fr', text: 'Très bien servi' } }))
      .id,
    leads: [(await lead()).id, (await lead()).id],
    failedMail: (
      await db.outboxEmail.create({
        data: {
          to: 'agency@example.be',
          subject: 'Demande',
          html: '<p>Bonjour</p>',
          text: 'Bonjour',
          status: 'failed',
        },
      })
    ).id,
    owner: (await db.owner.create({ data: { email: 'olga.fuzz@example.be', name: 'Olga', passwordHash: 'x' } })).id,
    property: { id: property.id, recordFile: property.recordFile },
    slot: (
      await db.appointment.create({
        data: {
          propertyId: property.id,
          startsAt: brusselsDateTime(DAY, '09:00'),
          endsAt: brusselsDateTime(DAY, '09:30'),
        },
      })
    ).id,
    article: (await db.article.findUniqueOrThrow({ where: { key: ARTICLE_KEYS.disclaimer } })).id,
    menuPage: { id: menuPage.id, name: menuPage.name, path: menuPage.path },
    module: (await db.module.findFirstOrThrow({ orderBy: { id: 'asc' } })).id,
    layout: {
      home: formValues.home(homeConfigSchema.parse(JSON.parse(config.home))),
      header: formValues.header(headerConfigSchema.parse(JSON.parse(config.header))),
      footer: formValues.footer(footerConfigSchema.parse(JSON.parse(config.footer))),
    },
  };
}

await seedSiteContent(db);
const fixtures = await createFixtures();

// ---------------------------------------------------------------- what each route's forms send

/**
 * A route's forms as the back-office sends them, and its route parameters: the fuzz starts from
 * them and breaks a little of them, so that its input gets past the first check and reaches the
 * rules behind it. A route not listed here is fuzzed from an empty form and ids of 1.
 */
type Example = {
  params?: Record<string, string>;
  forms: FormFields[];
  query?: string;
  /** Fields a new row must not share with another (a key, an e-mail): each request gets its own value. */
  fresh?: Record<string, (count: number) => string>;
  /** Other values its fields take, sent only now and then: a deletion, which leaves the rest little to do. */
  values?: string[];
};

// The fuzz's module has a coloured background and names an article by its key.
const MODULE_FIELDS = {
  ...MODULE_FORM,
  cssClass: 'highlight',
  backgroundType: 'color',
  colorBackground: '#ffffff',
  relation: `article:${ARTICLE_KEYS.disclaimer}`,
};

/** A route's forms, each typed as a form on its own (a list literal would merge their fields). */
const formList = (...list: FormFields[]) => list;

const EXAMPLES: Record<string, (fixture: Fixtures) => Example> = {
  '/api/admin/articles/': () => ({
    fresh: { key: (count) => `viewing-tips-${count}`, title: (count) => `Nos conseils de visite ${count}` },
    forms: formList({ back: '/admin/articles/', ...NEW_ARTICLE_FORM }),
  }),
  '/api/admin/articles/[id]/': ({ article }) => {
    const back = `/admin/articles/${article}/`;
    return {
      params: { id: String(article) },
      forms: formList(
        { back, action: 'text', locale: 'nl', title: 'Disclaimer', summary: '', body: '<p>Tekst</p>' },
        { back, action: 'settings', categoryId: '', imageUrl: '', sort: '3' },
        { back, action: 'removeText', locale: 'de' },
        // Refused without its confirmation box, which the fuzz may add.
        { back, action: 'delete' },
      ),
    };
  },
  '/api/admin/layout/home/': ({ layout }) => ({ forms: formList({ back: '/admin/layout/', ...layout.home }) }),
  '/api/admin/layout/header/': ({ layout }) => ({ forms: formList({ back: '/admin/layout/', ...layout.header }) }),
  '/api/admin/layout/footer/': ({ layout }) => ({ forms: formList({ back: '/admin/layout/', ...layout.footer }) }),
  '/api/admin/leads/': ({ leads }) => ({
    forms: formList({ back: '/admin/leads/?status=new', ids: leads.map(String), status: 'handled' }),
    values: ['new', 'spam'],
  }),
  '/api/admin/leads/[id]/assignment/': ({ leads }) => ({
    params: { id: String(leads[0]) },
    forms: formList(
      { back: `/admin/leads/${leads[0]}/`, assigneeId: String(admin) },
      { back: `/admin/leads/${leads[0]}/`, assigneeId: '' },
    ),
    // Ann's colleague Eddy is an editor: he cannot take a lead.
    values: [String(editor)],
  }),
  '/api/admin/leads/[id]/notes/': ({ leads }) => ({
    params: { id: String(leads[0]) },
    forms: formList({ back: `/admin/leads/${leads[0]}/`, note: 'Rappelée, elle passe jeudi.' }),
  }),
  // Sofie left her address: each reply that passes is queued, linked to her lead.
  '/api/admin/leads/[id]/reply/': ({ leads }) => ({
    params: { id: String(leads[1]) },
    forms: formList({
      back: `/admin/leads/${leads[1]}/`,
      subject: 'Votre demande',
      message: 'Bonjour,\n\nLa maison est toujours disponible.',
    }),
  }),
  '/api/admin/leads/export/': () => ({ forms: formList(), query: '?status=new&type=contact' }),
  '/api/admin/leads/documents/[token]/': () => ({
    params: { token: '00000000-0000-4000-8000-000000000000' },
    forms: formList(),
    query: `?expires=${Date.now() + 3_600_000}&signature=AAAA`,
  }),
  // A picture comes as a multipart file, which these forms never hold: each must be refused as
  // invalid (tests/integration/back-office/media.test.ts sends pictures).
  '/api/admin/media/': () => ({ forms: formList({ back: `/admin/pages/${MENU_PAGE_IDS.demandRegister}/` }) }),
  '/api/admin/modules/': () => ({
    forms: formList({
      back: `/admin/pages/${MENU_PAGE_IDS.ourAgency}/`,
      menuPageId: String(MENU_PAGE_IDS.ourAgency),
      ...MODULE_FIELDS,
    }),
  }),
  '/api/admin/modules/[id]/': ({ module }) => ({
    params: { id: String(module) },
    forms: formList(
      { back: '/admin/pages/', action: 'edit', ...MODULE_FIELDS },
      { back: '/admin/pages/', action: 'move', direction: 'down' },
      { back: '/admin/pages/', action: 'move', direction: 'up' },
    ),
    values: ['delete'],
  }),
  '/api/admin/outbox/[id]/': ({ failedMail }) => ({
    params: { id: String(failedMail) },
    forms: formList({ back: '/admin/outbox/' }),
  }),
  '/api/admin/owners/': () => ({
    fresh: { email: (count) => `claire.dubois.${count}@example.be` },
    forms: formList({ back: '/admin/owners/', name: 'Claire Dubois', email: 'claire.dubois@example.be', locale: 'nl' }),
  }),
  '/api/admin/owners/[id]/': ({ owner: id, property }) => {
    const back = `/admin/owners/${id}/`;
    return {
      params: { id: String(id) },
      forms: formList(
        { back, action: 'link', property: property.recordFile },
        { back, action: 'unlink', property: String(property.id) },
        { back, action: 'invite' },
        { back, action: 'disable' },
        { back, action: 'enable' },
      ),
    };
  },
  '/api/admin/pages/': () => ({
    fresh: { path: (count) => `biens-vendus-${count}` },
    forms: formList({
      back: '/admin/pages/',
      name: 'Nos biens vendus',
      path: 'biens-vendus',
      parentId: '',
      type: 'page',
      redirectUrl: '',
      'title.fr': 'Nos biens vendus',
      'title.nl': 'Onze verkochte panden',
    }),
  }),
  '/api/admin/pages/[id]/': ({ menuPage }) => {
    const back = `/admin/pages/${menuPage.id}/`;
    return {
      params: { id: String(menuPage.id) },
      forms: formList(
        { back, action: 'texts', locale: 'nl', title: 'Nieuws', description: 'Het laatste nieuws', metaTitle: '' },
        {
          back,
          action: 'settings',
          status: 'Draft',
          sort: '5',
          parentId: '',
          bannerType: '',
          bannerImageUrl: '',
          css: '',
          name: menuPage.name,
          path: menuPage.path,
          type: 'page',
          redirectUrl: '',
        },
        { back, action: 'delete' },
      ),
    };
  },
  '/api/admin/settings/languages/': () => ({
    forms: formList(
      { back: '/admin/settings/', action: 'choose', locales: ['fr', 'nl', 'en', 'de'] },
      { back: '/admin/settings/', action: 'follow' },
    ),
  }),
  '/api/admin/people/search/': ({ person }) => ({
    forms: formList(
      { back: '/admin/people/', identifier: person.email },
      { back: '/admin/people/', identifier: '0470 12 34 56' },
    ),
  }),
  '/api/admin/people/export/': ({ person }) => ({ forms: formList(), query: `?person=${person.token}` }),
  // The first that passes erases the person; the others find nothing left to erase.
  '/api/admin/people/erase/': ({ person }) => ({
    forms: formList({ back: `/admin/people/?person=${person.token}`, person: person.token, confirm: 'on' }),
  }),
  '/api/admin/settings/retention/': () => ({
    forms: formList({
      back: '/admin/settings/',
      leads: '24',
      spamLeads: '30',
      sentMails: '90',
      inactiveSubscriptions: '30',
      signInRecords: '30',
      auditEntries: '36',
    }),
    values: ['1', '7', '12', '120', '365', '730'],
  }),
  '/api/admin/settings/site-info/': () => ({
    forms: formList({
      back: '/admin/settings/',
      tagManagerId: 'GTM-AB12CD3',
      analyticsId: 'G-AB12CD34EF',
      adsId: '',
      socialPixelId: '',
    }),
  }),
  '/api/admin/slots/': ({ property }) => ({
    fresh: { date: (count) => addDays(DAY, count) },
    forms: formList({
      back: `/admin/slots/${property.id}/?week=${DAY}`,
      propertyId: String(property.id),
      date: DAY,
      time: '10:00',
      duration: '30',
    }),
  }),
  '/api/admin/slots/series/': ({ property }) => ({
    // Each request a week of its own: most series are made, not skipped for the last one's slots.
    fresh: { firstDay: (count) => addDays(DAY, 7 * count) },
    forms: formList({
      back: `/admin/slots/${property.id}/?week=${DAY}`,
      propertyId: String(property.id),
      firstDay: DAY,
      weekdays: ['2', '4'],
      from: '17:00',
      until: '18:00',
      duration: '30',
      weeks: '2',
    }),
    values: ['7', '26', '08:00', '23:59'],
  }),
  '/api/admin/slots/[id]/': ({ slot, property }) => {
    const back = `/admin/slots/${property.id}/?week=${DAY}`;
    return {
      params: { id: String(slot) },
      forms: formList(
        { back, action: 'move', date: DAY, time: '14:00', duration: '45' },
        { back, action: 'cancel', reopen: 'on' },
      ),
      values: ['delete'],
    };
  },
  '/api/admin/staff/': () => ({
    fresh: { email: (count) => `nora.${count}@example.be` },
    forms: formList({ back: '/admin/staff/', name: 'Nora', email: 'nora@example.be', role: 'editor', locale: 'de' }),
  }),
  '/api/admin/staff/[id]/': () => ({
    params: { id: String(editor) },
    forms: formList(
      { back: '/admin/staff/', action: 'role', role: 'editor' },
      { back: '/admin/staff/', action: 'invite' },
      { back: '/admin/staff/', action: 'disable' },
      { back: '/admin/staff/', action: 'enable' },
      { back: '/admin/staff/', action: 'role', role: 'admin' },
    ),
  }),
  '/api/admin/testimonials/[id]/': ({ testimonial }) => ({
    params: { id: String(testimonial) },
    forms: formList(
      { back: '/admin/testimonials/', action: 'edit', name: 'Marie D.', text: 'Très bien servi !' },
      { back: '/admin/testimonials/', action: 'approve' },
      { back: '/admin/testimonials/', action: 'hide' },
    ),
  }),
};

function exampleOf(endpoint: Endpoint): Required<Example> {
  const example = EXAMPLES[endpoint.pattern]?.(fixtures);
  return {
    params: example?.params ?? Object.fromEntries(endpoint.params.map((name) => [name, '1'])),
    forms: example?.forms.length ? example.forms : [{ back: '/admin/' }],
    query: example?.query ?? '',
    fresh: example?.fresh ?? {},
    values: example?.values ?? [],
  };
}

let freshCount = 0;

/** `fields` with a value of its own in each field the example says must be fresh, where it kept the example's. */
function freshened(fields: FormFields, { forms, fresh }: Required<Example>): FormFields {
  const copy = { ...fields };
  for (const [name, value] of Object.entries(fresh)) {
    if (copy[name] !== undefined && copy[name] === forms[0]?.[name]) copy[name] = value((freshCount += 1));
  }
  return copy;
}

// ---------------------------------------------------------------- hostile input

const LONG = 'x'.repeat(100_000);

/** Values for any field: none, too long, NUL, lone surrogates, markup, numbers out of range, other kinds. */
const HOSTILE_VALUES = [
  '',
  '   ',
  LONG,
  'é'.repeat(50_000),
  'abc\u0000def',
  '\u0000',
  '\ud800',
  'a\udfffb',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '1.5',
  '99999999999999999999',
  '2147483648',
  '__proto__',
  'on',
  'javascript:alert(1)',
  '//evil.example',
  '../../etc/passwd',
  `'; DROP TABLE "AuditEntry"; --`,
  '\u202e\u200b\ufeff',
  '{count, plural, other {#}}',
];

/** Route parameters that are no id, and ids that name no row. */
const MALFORMED_IDS = ['abc', '-1', '1.5', '99999999999999999999', '0', '', ' 1', '1e3', '0x1F', '\ud800', '1\u0000'];
const UNKNOWN_IDS = ['2147483647', '2147483648', '999999'];

/** `back` fields that leave the back-office: each must return to /admin/ itself. */
const OFF_SITE_BACKS = [
  'https://evil.example/',
  '//evil.example',
  '//evil.example/admin/',
  'https://evil.example/admin/',
  'javascript:alert(1)',
  'http://localhost:3000@evil.example/admin/',
  '/\\evil.example',
  '/admin/\\evil.example',
  '/admin/../../evil',
  '/admin/%2e%2e/%2e%2e/evil',
  '/admin/.%2E/',
  ' /admin/',
  '/admin/\r\nLocation: https://evil.example/',
  '/fr/',
  LONG,
];

/** Field names no form has: prototype keys, names the nested forms read, and their near misses. */
const ODD_NAMES = [
  '__proto__',
  `__proto__.${POLLUTION_MARKER}`,
  `constructor.prototype.${POLLUTION_MARKER}`,
  `title.__proto__.${POLLUTION_MARKER}`,
  'constructor',
  'toString',
  'hasOwnProperty',
  'columns.99.title.fr',
  'columns.100.title.fr',
  'headerLinks.20.label.fr',
  'title.fr.deeper',
  'title',
  'id',
  'x'.repeat(1000),
];

const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 60)}…(${text.length} chars)` : text;
};

/** One request of the fuzz: a form (URL-encoded as a browser sends it) or raw bytes, and its headers. */
type Attempt = {
  label: string;
  params: Record<string, string>;
  fields?: FormFields;
  raw?: { body: BodyInit; contentType: string | null };
  query?: string;
  origin?: string | null;
  headers?: Record<string, string>;
  /** The `back` sent leaves the back-office: the write must return to /admin/ itself. */
  offSite?: boolean;
};

const without = (fields: FormFields, name: string) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
const everyField = (fields: FormFields, value: (current: string[]) => string | string[]) =>
  Object.fromEntries(Object.entries(fields).map(([name, current]) => [name, value([current].flat())]));

/** The listed hostile requests for a route that writes: every kind of the fuzz, each at least once. */
function listedAttempts(example: Required<Example>): Attempt[] {
  const { params, forms } = example;
  const [form = {}, ...others] = forms;
  const attempts: Attempt[] = [];
  const add = (label: string, fields: FormFields, more: Partial<Attempt> = {}) =>
    attempts.push({ label, params, fields: freshened(fields, example), ...more });
  add('the example form', form);
  others.forEach((other, index) => add(`example form ${index + 2}`, other));
  add('an empty body', {});
  add('only its back field', { back: form.back ?? '/admin/' });
  const names = Object.keys(form).filter((name) => name !== 'back');
  add('a form of unknown fields', Object.fromEntries(ODD_NAMES.map((name) => [name, '1'])));
  // Each field gets every hostile value in a small form; in a large one, two each in turn.
  const perField = names.length <= 12 ? HOSTILE_VALUES.length : 2;
  for (const [index, name] of names.entries()) {
    add(`without ${name}`, without(form, name));
    for (let step = 0; step < perField; step += 1) {
      const value = HOSTILE_VALUES[(index * perField + step) % HOSTILE_VALUES.length]!;
      add(`${name} = ${shown(value)}`, { ...form, [name]: value });
    }
  }
  for (const value of HOSTILE_VALUES)
    add(`every field ${shown(value)}`, { ...everyField(form, () => value), back: form.back ?? '/admin/' });
  add(
    'every field twice',
    everyField(form, (values) => [...values, ...values]),
  );
  add(
    'every field twice, then hostile',
    everyField(form, (values) => [...values, '<script>alert(1)</script>']),
  );
  add(
    'every field hostile, then as it was',
    everyField(form, (values) => ['\u0000', ...values]),
  );
  for (const back of OFF_SITE_BACKS) add(`back = ${shown(back)}`, { ...form, back }, { offSite: true });
  add('back twice, off-site first', { ...form, back: ['https://evil.example/', '/admin/'] }, { offSite: true });
  for (const name of Object.keys(params)) {
    for (const id of [...MALFORMED_IDS, ...UNKNOWN_IDS, LONG]) {
      attempts.push({
        label: `route parameter ${name} = ${shown(id)}`,
        params: { ...params, [name]: id },
        fields: form,
      });
    }
  }
  const encoded = formBody(form);
  const raw = (label: string, body: BodyInit, contentType: string | null) =>
    attempts.push({ label, params, raw: { body, contentType } });
  raw('the form as JSON', JSON.stringify(form), 'application/json');
  raw('a JSON array', '[1,2,3]', 'application/json');
  const multipart = new FormData();
  for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) multipart.append(name, one);
  // Its Content-Type (with the boundary) comes with the FormData.
  raw('the form as multipart/form-data', multipart, null);
  raw('the form as text/plain', encoded, 'text/plain');
  raw('the form without a Content-Type', new TextEncoder().encode(encoded), null);
  raw('the form in UTF-16', Buffer.from(encoded, 'utf16le'), 'application/x-www-form-urlencoded; charset=utf-16');
  raw(
    'bytes that are no UTF-8',
    new Uint8Array([0xff, 0xfe, 0xc3, 0x28, 0x00, 0x3d, 0x26]),
    'application/x-www-form-urlencoded',
  );
  raw(
    'lone surrogates, percent-encoded',
    names.map((name) => `${encodeURIComponent(name)}=%ED%A0%80`).join('&'),
    'application/x-www-form-urlencoded',
  );
  raw(
    'NUL bytes, percent-encoded',
    names.map((name) => `${encodeURIComponent(name)}=%00`).join('&'),
    'application/x-www-form-urlencoded',
  );
  raw('broken percent-encoding', `${encoded}&%zz=%&back=%E0%A4%A`, 'application/x-www-form-urlencoded');
  raw('a body over the limit', `${encoded}&pad=${'a'.repeat(300_000)}`, 'application/x-www-form-urlencoded');
  // As many fields as the limit lets in: one name sent over and over, and as many names.
  raw('one name 80 000 times', `${encoded}${'&a='.repeat(80_000)}`, 'application/x-www-form-urlencoded');
  raw(
    '20 000 different names',
    `${encoded}${Array.from({ length: 20_000 }, (_, index) => `&f${index}=`).join('')}`,
    'application/x-www-form-urlencoded',
  );
  return attempts;
}

/** Random hostile forms for a route that writes, from its example forms. */
function randomAttempt(example: Required<Example>): fc.Arbitrary<Attempt> {
  const { params, forms, values } = example;
  const names = [...new Set(forms.flatMap((form) => Object.keys(form)))];
  const known = [...new Set([...forms.flatMap((form) => Object.values(form).flat()), ...values])];
  const value = fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 3 },
    { arbitrary: fc.constantFrom(...HOSTILE_VALUES), weight: 2 },
    { arbitrary: hostileString, weight: 2 },
  );
  const name = fc.oneof(
    { arbitrary: fc.constantFrom(...names), weight: 4 },
    { arbitrary: fc.constantFrom(...ODD_NAMES), weight: 1 },
    { arbitrary: hostileKey, weight: 1 },
  );
  const param = (valid: string) =>
    fc.oneof({ arbitrary: fc.constant(valid), weight: 4 }, fc.constantFrom(...MALFORMED_IDS, ...UNKNOWN_IDS));
  return fc
    .record({
      form: fc.constantFrom(...forms),
      dropped: fc.subarray(names, { maxLength: Math.min(3, names.length) }),
      // Each change sets a field, or (true) sends it once more.
      changes: fc.array(fc.tuple(name, value, fc.boolean()), { maxLength: 6 }),
      back: fc.option(fc.oneof(fc.constantFrom(...OFF_SITE_BACKS), hostileString), { freq: 3 }),
      params: fc.record(Object.fromEntries(Object.entries(params).map(([key, valid]) => [key, param(valid)]))),
    })
    .map(({ form, dropped, changes, back, params: chosen }) => {
      const fields: FormFields = Object.fromEntries(Object.entries(form).filter(([key]) => !dropped.includes(key)));
      for (const [key, text, again] of changes) {
        const before = Object.hasOwn(fields, key) ? [fields[key]!].flat() : [];
        fields[key] = again ? [...before, text] : text;
      }
      if (back !== null) fields.back = back;
      const sent = freshened(fields, example);
      const label = `random: params ${shown(chosen)}, fields ${shown(sent)}`;
      const attempt: Attempt = {
        label,
        params: chosen,
        fields: sent,
        offSite: back !== null && OFF_SITE_BACKS.includes(back),
      };
      return Object.assign(attempt, { [fc.toStringMethod]: () => label });
    });
}

/** The names a route that reads may take from its query: the inbox's filters, a signed link's. */
const QUERY_NAMES = ['status', 'type', 'locale', 'assigned', 'q', 'page', 'expires', 'signature', 'person'];

/** Query strings for a route that reads: its example's, each hostile value, names repeated or odd. */
function listedQueries({ query }: Required<Example>): string[] {
  const names = QUERY_NAMES;
  return [
    query,
    '',
    ...HOSTILE_VALUES.map(
      (value, index) => `?${names[index % names.length]}=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '?'))}`,
    ),
    `?${names.map((name) => `${name}=${encodeURIComponent('<script>')}`).join('&')}`,
    `?status=new&status=spam&page=2&page=-1`,
    `?__proto__=1&constructor=1`,
  ];
}

/** Random query strings for a route that reads. */
const randomQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_NAMES), hostileKey),
      fc.oneof(fc.constantFrom(...HOSTILE_VALUES), hostileString),
    ),
    {
      maxLength: 5,
    },
  )
  .map(
    (pairs) =>
      `?${pairs.map((pair) => pair.map((part) => encodeURIComponent(part.toWellFormed())).join('=')).join('&')}`,
  );

// ---------------------------------------------------------------- one request, and what must hold

function requestPath(endpoint: Endpoint, params: Record<string, string>): string {
  let route = endpoint.pattern;
  for (const [name, value] of Object.entries(params)) {
    route = route.replace(`[${name}]`, value.isWellFormed() ? encodeURIComponent(value) : '_');
  }
  return route;
}

function send(endpoint: Endpoint, attempt: Attempt): Promise<Response> {
  const route = requestPath(endpoint, attempt.params);
  const options = { params: attempt.params, origin: attempt.origin, headers: attempt.headers };
  if (endpoint.method === 'GET' || endpoint.method === 'HEAD') {
    const headers = { host: 'localhost:3000', ...attempt.headers };
    const request = new Request(`${SITE}${route}${attempt.query ?? ''}`, { method: endpoint.method, headers });
    return endpoint.handler(request, { params: Promise.resolve(attempt.params) });
  }
  if (attempt.raw) return postBody(endpoint.handler, route, attempt.raw.body, attempt.raw.contentType, options);
  return postBody(
    endpoint.handler,
    route,
    formBody(attempt.fields ?? {}),
    'application/x-www-form-urlencoded',
    options,
  );
}

type Answer = { status: number; location: URL | null; refused: boolean; written: string[] };

/** Notices of a write that returns to the week of the slots it made or moved (lib/admin/slots.ts). */
const SLOT_WEEK_NOTICES = ['slotCreated', 'slotMoved', 'slotSeriesCreated', 'slotSeriesCreatedSkipping'];
/** Notices of a write that returns to the people page, with a search or without (lib/admin/people.ts). */
const PEOPLE_PAGE_NOTICES = ['personSearched', 'personErased'];

/**
 * Sends `attempt` and checks what holds for any request: no 5xx (nor an exception, which Next
 * turns into one); a write answers 303, 403, 404 or 413; its 303 goes to a back-office page of
 * this site with a known outcome; a refused request wrote nothing, not even an audit entry; and
 * a request that wrote logged what it wrote.
 */
async function check(endpoint: Endpoint, attempt: Attempt): Promise<Answer> {
  const where = `${endpoint.method} ${endpoint.pattern}, ${attempt.label}`;
  const logged = await db.auditEntry.count();
  writes.length = 0;
  let response: Response;
  try {
    response = await send(endpoint, attempt);
    // A body that fails while it streams is a broken answer too.
    await response.arrayBuffer();
  } catch (error) {
    throw new Error(`${where}: the handler threw, which Next answers with a 500: ${String(error)}`, { cause: error });
  }
  const written = [...writes];
  const newEntries = (await db.auditEntry.count()) - logged;
  expect(response.status, where).toBeLessThan(500);
  let location: URL | null = null;
  let refused = response.status >= 400;
  if (endpoint.method !== 'GET' && endpoint.method !== 'HEAD') {
    expect([303, 403, 404, 413], where).toContain(response.status);
    if (response.status === 303) {
      // A path alone: the browser stays on the host it posted to, whatever SITE_URL says.
      const path = response.headers.get('location') ?? 'missing:';
      expect(path, where).toMatch(/^\/admin\//);
      location = new URL(path, SITE);
      expect(location.origin, where).toBe(SITE);
      expect(location.pathname, where).toMatch(/^\/admin\//);
      const [notice, error] = [location.searchParams.get('notice'), location.searchParams.get('error')];
      // A forged `back` leads to /admin/ itself; a slot made or moved shows in its own week, whatever `back` said.
      if (attempt.offSite) {
        expect(location.pathname, where).toMatch(
          notice && SLOT_WEEK_NOTICES.includes(notice)
            ? /^\/admin\/slots\/\d+\/$/
            : notice && PEOPLE_PAGE_NOTICES.includes(notice)
              ? /^\/admin\/people\/$/
              : /^\/admin\/$/,
        );
      }
      // Exactly one outcome, one the page can show.
      expect([isWriteNotice(notice), isWriteError(error)], `${where}: ${location.search}`).toContain(true);
      expect(notice === null || error === null, where).toBe(true);
      refused = error !== null;
    }
  }
  if (refused) {
    expect(written, `${where}: refused, yet written`).toEqual([]);
    expect(newEntries, `${where}: refused, yet logged`).toBe(0);
  } else if (written.length > 0) {
    expect(written, `${where}: written without an audit entry`).toContain('AuditEntry.create');
  }
  return { status: response.status, location, refused, written };
}

const isWrite = (endpoint: Endpoint) => endpoint.method !== 'GET' && endpoint.method !== 'HEAD';

// ---------------------------------------------------------------- the tests

beforeEach(async () => {
  // Whatever the fuzz did to the accounts, each test starts from an enabled admin and editor.
  await db.staff.update({ where: { id: admin }, data: { role: 'admin', disabledAt: null } });
  await db.staff.update({ where: { id: editor }, data: { role: 'editor', disabledAt: null } });
});

describe('the routes the fuzz finds', () => {
  it('are every route under app/api/admin/, the known ones among them, each in an area of the back-office', () => {
    const found = [...endpoints.values()].flat().map((endpoint) => `${endpoint.method} ${endpoint.pattern}`);
    expect(found.length).toBeGreaterThanOrEqual(KNOWN_ENDPOINTS.length);
    expect(found).toEqual(expect.arrayContaining(KNOWN_ENDPOINTS));
    // A route of a new area: say in AREA_OF_SEGMENT which one, for the role test below.
    for (const pattern of ROUTE_PATTERNS) expect(routeArea(pattern), pattern).toBeDefined();
  });

  it('count what the routes write, through the client they use', async () => {
    const [endpoint] = endpoints.get('/api/admin/testimonials/[id]/')!;
    const answer = await check(endpoint!, {
      label: 'approve',
      params: { id: String(fixtures.testimonial) },
      fields: { back: '/admin/testimonials/', action: 'approve' },
    });
    expect(answer.written).toEqual(['Testimonial.update', 'AuditEntry.create']);
  });
});

describe.each(ROUTE_PATTERNS)('%s', (pattern) => {
  it('answers no 5xx to hostile input, returns only into the back-office, and writes nothing when it refuses', async () => {
    for (const endpoint of endpoints.get(pattern)!) {
      const example = exampleOf(endpoint);
      if (isWrite(endpoint)) {
        for (const attempt of listedAttempts(example)) await check(endpoint, attempt);
        await fc.assert(
          fc.asyncProperty(randomAttempt(example), async (attempt) => void (await check(endpoint, attempt))),
          { seed: SEED, numRuns: RANDOM_RUNS },
        );
      } else {
        for (const query of listedQueries(example))
          await check(endpoint, { label: `query ${shown(query)}`, params: example.params, query });
        await fc.assert(
          fc.asyncProperty(randomQuery, async (query) => {
            await check(endpoint, { label: `random query ${shown(query)}`, params: example.params, query });
          }),
          { seed: SEED, numRuns: RANDOM_RUNS },
        );
        for (const [name] of Object.entries(example.params)) {
          for (const id of [...MALFORMED_IDS, ...UNKNOWN_IDS, LONG]) {
            await check(endpoint, {
              label: `route parameter ${name} = ${shown(id)}`,
              params: { ...example.params, [name]: id },
              query: example.query,
            });
          }
        }
      }
    }
  });

  it('refuses a request from another site, or without Origin, with 403, and writes nothing', async () => {
    for (const endpoint of endpoints.get(pattern)!.filter(isWrite)) {
      const { params, forms } = exampleOf(endpoint);
      const foreign: [string, string | null, Record<string, string>?][] = [
        ['no Origin', null],
        ['another site', 'https://evil.example'],
        ['an opaque origin', 'null'],
        ['a look-alike host', 'http://localhost:3000.evil.example'],
        ['another port', 'http://localhost:3001'],
        ['no URL', 'not a url'],
        ['this site, but the browser says cross-site', SITE, { 'sec-fetch-site': 'cross-site' }],
        ['this site, but the browser says same-site', SITE, { 'sec-fetch-site': 'same-site' }],
      ];
      for (const form of forms) {
        for (const [label, origin, headers] of foreign) {
          const answer = await check(endpoint, { label, params, fields: form, origin, headers });
          expect(answer.status, `${pattern}, ${label}`).toBe(403);
        }
      }
    }
  });

  it('answers 404 to an owner, to nobody, and to an editor where the area is an admin’s, and writes nothing', async () => {
    const area = routeArea(pattern)!;
    for (const endpoint of endpoints.get(pattern)!) {
      const { params, forms, query } = exampleOf(endpoint);
      const attempts: Attempt[] = [
        ...forms.map((fields, index) => ({ label: `example form ${index + 1}`, params, fields, query })),
        { label: 'an empty body', params, fields: {}, query },
      ];
      for (const attempt of attempts) {
        // An owner's session holds the owner alone (lib/auth/session.ts); then nobody's.
        for (const [who, staffId, ownerId] of [
          ['an owner', null, owner],
          ['nobody', null, null],
        ] as const) {
          Object.assign(session, { staffId, ownerId });
          expect((await check(endpoint, attempt)).status, `${pattern}, ${who}, ${attempt.label}`).toBe(404);
        }
        Object.assign(session, { staffId: editor, ownerId: null });
        const answer = await check(endpoint, attempt);
        if (BACK_OFFICE_AREAS[area] === 'admin') expect(answer.status, `${pattern}, an editor`).toBe(404);
        else expect(answer.status, `${pattern}, an editor`).not.toBe(404);
      }
    }
  });
});

describe('what the fuzz found', () => {
  it('reads a form of one name sent 80 000 times at once, not in quadratic time', () => {
    const started = performance.now();
    expect(formFields(`back=/admin/${'&a='.repeat(80_000)}`).a).toHaveLength(80_000);
    // A minute of CPU before the fix; some milliseconds after.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('returns to /admin/ itself for a back whose encoded dot segments climb out of the back-office', async () => {
    for (const back of [
      '/admin/%2e%2e/%2e%2e/evil',
      '/admin/.%2E/',
      '/admin/x/%2E%2e/%2e%2e/api/admin/leads/export/',
    ]) {
      expect(returnPath(back, { notice: 'testimonialApproved' })).toBe('/admin/?notice=testimonialApproved');
    }
    const [endpoint] = endpoints.get('/api/admin/testimonials/[id]/')!;
    const { location } = await check(endpoint!, {
      label: 'approve',
      params: { id: String(fixtures.testimonial) },
      fields: { back: '/admin/%2e%2e/fr/', action: 'approve' },
    });
    expect(location?.pathname).toBe('/admin/');
  });

  it('refuses a field holding NUL as invalid, which PostgreSQL cannot store, and a search holding one finds without it', async () => {
    const [write] = endpoints.get('/api/admin/testimonials/[id]/')!;
    const answer = await check(write!, {
      label: 'NUL in the text',
      params: { id: String(fixtures.testimonial) },
      fields: { back: '/admin/testimonials/', action: 'edit', name: 'Marie D.', text: 'Très\u0000 bien' },
    });
    expect(answer.location?.search).toBe('?error=invalid&field=text');
    const [exported] = endpoints.get('/api/admin/leads/export/')!;
    expect((await check(exported!, { label: 'NUL in the search', params: {}, query: '?q=sofie%00' })).status).toBe(200);
  });

  it('left nothing on Object.prototype, whatever names the forms had', () => {
    expect(Object.prototype).not.toHaveProperty(POLLUTION_MARKER);
  });
});
