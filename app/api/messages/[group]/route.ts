import { z } from 'zod';
import { isOnDemandGroup, ON_DEMAND, pickMessages } from '@/lib/i18n/client-messages';
import { LOCALES } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

// The messages of a client component fetched when used (lib/i18n/client-messages.ts ON_DEMAND),
// in the language the page names: route handlers have no locale of their own (docs/toolchain.md).
const CATALOGUES = { fr, nl, en, de };

const querySchema = z.object({ locale: z.enum(LOCALES) });

export async function GET(request: Request, { params }: RouteContext<'/api/messages/[group]'>) {
  const { group } = await params;
  const parsed = querySchema.safeParse({ locale: new URL(request.url).searchParams.get('locale') });
  if (!isOnDemandGroup(group) || !parsed.success) {
    return Response.json(
      { error: `Expected /api/messages/{${Object.keys(ON_DEMAND).join('|')}}/?locale=fr|nl|en|de` },
      { status: 404 },
    );
  }
  const messages = pickMessages(CATALOGUES[parsed.data.locale], ON_DEMAND[group]);
  // Messages change with a release only; an hour spares a visitor who opens the dialog again.
  return Response.json(messages, { headers: { 'Cache-Control': 'public, max-age=3600' } });
}
