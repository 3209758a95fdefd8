import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import { searchQuick } from '@/lib/listing/queries';

// The home search box (docs/domain-rules.md, home search box). next-intl cannot read the locale
// in a route handler (docs/toolchain.md, locale in route handlers),
// so the box sends it: titles, towns, types and links come back in the visitor's language.
const RESULT_LIMIT = 8;

const querySchema = z.object({
  locale: z.enum(LOCALES),
  q: z.string().max(100),
});

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({ locale: params.get('locale'), q: params.get('q') ?? '' });
  if (!parsed.success) {
    return Response.json({ error: 'Expected ?locale=fr|nl|en|de&q=<at most 100 characters>' }, { status: 400 });
  }
  const { locale, q } = parsed.data;
  const { results, more, listing } = await searchQuick(locale, q, RESULT_LIMIT);
  return Response.json({ results, more, listing }, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
