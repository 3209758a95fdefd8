import { z } from 'zod';
import type { Prisma } from '@/generated/prisma/client';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { visitorLocale } from '@/lib/i18n/visitor-locale';
import { BYTE_ORDER_MARK, csvRow, listSeparator, type CsvSeparator } from '@/lib/leads/csv';
import { leadContact, payloadObject } from '@/lib/leads/lead-contact';
import type { Db } from '@/lib/prisma-client';
import type { RateLimiter } from '@/lib/rate-limit/create-rate-limiter';
import { tokenMatches } from '@/lib/security/bearer-token';

// GET /api/agency/leads/: every stored lead as CSV, for the agency (or its CRM) to pull. Guarded
// like the import: a bearer token from the environment, compared in constant time, wrong guesses
// rate-limited per address, nothing cached on the way. Its cells are separated as the spreadsheets
// of the request's language (Accept-Language, French without one) expect, so it opens in columns;
// its columns are technical names and UTC times, stable for a program that reads them. The
// back-office's CSV, for people, is lib/admin/lead-spreadsheet.ts.

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

/**
 * Rows in id order, read a page at a time by `read` (the rows after an id), so a large export
 * never sits in memory whole.
 */
export async function* inIdOrder<Row extends { id: number }>(
  read: (after: number, take: number) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let after = 0;
  for (;;) {
    const rows = await read(after, PAGE);
    yield* rows;
    if (rows.length < PAGE) return;
    after = rows.at(-1)!.id;
  }
}

/** The lead rows as CSV, in the agency export's columns. */
async function* csvLines(db: Db, where: Prisma.LeadWhereInput, separator: CsvSeparator): AsyncGenerator<string> {
  yield `${BYTE_ORDER_MARK}${csvRow(LEAD_COLUMNS, separator)}`;
  const leads = inIdOrder((after, take) =>
    db.lead.findMany({
      where: { AND: [where, { id: { gt: after } }] },
      orderBy: { id: 'asc' },
      take,
      include: { property: { select: { recordFile: true } } },
    }),
  );
  for await (const lead of leads) {
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
}

/** `lines` as a CSV download, streamed, never cached. */
export function csvDownload(lines: AsyncIterator<string>): Response {
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

/** The leads `where` selects in the agency export's columns, for a reader of `locale` (its list separator). */
function leadCsvResponse(db: Db, where: Prisma.LeadWhereInput, locale: Locale): Response {
  return csvDownload(csvLines(db, where, listSeparator(locale)));
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
