import { z } from 'zod';
import type { Prisma } from '@/generated/prisma/client';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { visitorLocale } from '@/lib/i18n/visitor-locale';
import { csvRow, listSeparator, type CsvSeparator } from '@/lib/leads/csv';
import { leadContact, payloadObject } from '@/lib/leads/lead-contact';
import type { Db } from '@/lib/prisma-client';
import type { RateLimiter } from '@/lib/rate-limit/create-rate-limiter';
import { tokenMatches } from '@/lib/security/bearer-token';

// GET /api/agency/leads/: every stored lead as CSV, for the agency (or its CRM) to pull. Guarded
// like the import: a bearer token from the environment, compared in constant time, wrong guesses
// rate-limited per address, nothing cached on the way. Its cells are separated as the spreadsheets
// of the request's language (Accept-Language, French without one) expect, so it opens in columns.

export type LeadExport = {
  db: Db;
  token: string | undefined;
  /** Counts failed attempts per address. */
  failures: RateLimiter;
  address: string;
};

const day = z.iso.date();
const querySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  type: z
    .string()
    .regex(/^[a-z-]{1,40}$/)
    .optional(),
});

export const LEAD_COLUMNS = [
  'id',
  'createdAt',
  'type',
  'locale',
  'propertyId',
  'reference',
  'projectId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'message',
  'consent',
  'sourcePage',
  'payload',
] as const;

const PAGE = 1000;

const noStore = { 'Cache-Control': 'no-store' };

/** The lead rows as CSV, read a thousand at a time so a large export never sits in memory whole. */
async function* csvLines(db: Db, where: Prisma.LeadWhereInput, separator: CsvSeparator): AsyncGenerator<string> {
  yield `\uFEFF${csvRow(LEAD_COLUMNS, separator)}`; // The byte-order mark makes Excel read UTF-8.
  let after = 0;
  for (;;) {
    const leads = await db.lead.findMany({
      where: { AND: [where, { id: { gt: after } }] },
      orderBy: { id: 'asc' },
      take: PAGE,
      include: { property: { select: { recordFile: true } } },
    });
    for (const lead of leads) {
      // A payload that is not JSON is still exported, raw, in the last column.
      const contact = leadContact(payloadObject(lead.payload));
      yield csvRow(
        [
          lead.id,
          lead.createdAt,
          lead.type,
          lead.locale,
          lead.propertyId,
          lead.property?.recordFile,
          lead.projectId,
          contact.firstName,
          contact.lastName,
          contact.email,
          contact.phone,
          contact.message,
          lead.consent,
          lead.sourcePage,
          lead.payload,
        ],
        separator,
      );
    }
    if (leads.length < PAGE) return;
    after = leads.at(-1)!.id;
  }
}

/**
 * The leads `where` selects as a CSV download for a reader of `locale`, streamed, never cached.
 * The agency's export below and the back-office's (app/api/admin/leads/export/) answer with it,
 * each after its own check.
 */
export function leadCsvResponse(db: Db, where: Prisma.LeadWhereInput, locale: Locale): Response {
  const lines = csvLines(db, where, listSeparator(locale));
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  return new Response(body, {
    headers: {
      ...noStore,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
}

export async function handleLeadExport(request: Request, options: LeadExport): Promise<Response> {
  if (!options.token) {
    return Response.json(
      { error: 'The leads export is switched off: set LEADS_EXPORT_TOKEN.' },
      { status: 503, headers: noStore },
    );
  }
  // An address over its budget of wrong guesses is refused before its token is even compared,
  // so a right guess among many cannot be told from the others.
  const tooMany = (retryAfterSeconds: number) =>
    Response.json(
      { error: 'rateLimited' },
      { status: 429, headers: { ...noStore, 'Retry-After': String(retryAfterSeconds) } },
    );
  const budget = await options.failures.consume(options.address, 0);
  if (!budget.allowed) return tooMany(budget.retryAfterSeconds);
  if (!tokenMatches(request.headers.get('authorization'), options.token)) {
    const limit = await options.failures.consume(options.address);
    if (!limit.allowed) return tooMany(limit.retryAfterSeconds);
    return Response.json(
      { error: 'unauthorized' },
      { status: 401, headers: { ...noStore, 'WWW-Authenticate': 'Bearer realm="leads"' } },
    );
  }
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    return Response.json(
      { error: 'invalid', issues: query.error.issues.map((issue) => issue.path.join('.')) },
      { status: 400, headers: noStore },
    );
  }
  const { from, to, type } = query.data;
  const createdAt = {
    ...(from ? { gte: new Date(`${from}T00:00:00Z`) } : {}),
    // `to` is inclusive: the whole day.
    ...(to ? { lt: new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000) } : {}),
  };
  const where = { ...(type ? { type } : {}), ...(from || to ? { createdAt } : {}) };
  const locale = visitorLocale({
    cookie: undefined,
    acceptLanguage: request.headers.get('accept-language'),
    enabled: LOCALES,
    fallback: DEFAULT_LOCALE,
  });
  return leadCsvResponse(options.db, where, locale);
}
