import { confirmAlert, parseConfirmationRequest } from '@/lib/alerts/confirm-alert';
import { confirmationKey } from '@/lib/alerts/confirmation-key';
import { db } from '@/lib/db';
import { emptyResponse } from '@/lib/http/empty-response';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { localeOrDefault } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';

// The confirmation page's button (the double opt-in, docs/forms.md): POST only, so a mail scanner
// following the link confirms nothing. Answers 303 back to that page, which shows the result.
// The page's three fields; anything longer is not ours.
const MAX_BODY_BYTES = 2048;

export async function POST(request: Request): Promise<Response> {
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!body) return emptyResponse(413);
  const fields = new URLSearchParams(new TextDecoder().decode(body));
  const confirmation = parseConfirmationRequest((name) => fields.get(name));
  await confirmAlert(db, confirmationKey(), confirmation);

  const locale = fields.get('locale');
  const page = localizedPath('/confirm-alert', localeOrDefault(locale));
  const query = new URLSearchParams({
    id: String(confirmation?.id ?? ''),
    token: confirmation?.token ?? '',
  });
  // 303: the browser follows with a GET, so reloading the result posts nothing again. The address
  // is relative: it stays on the host the visitor came from.
  return new Response(null, { status: 303, headers: { location: `${page}?${query}` } });
}
