import { parseUnsubscribeRequest, unsubscribe } from '@/lib/alerts/unsubscribe';
import { unsubscribeKey } from '@/lib/alerts/unsubscribe-key';
import { db } from '@/lib/db';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { localeOrDefault } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/localized-path';

// POST only: a GET (a mail scanner following links) never unsubscribes. Two callers:
// - mail clients, RFC 8058 one-click: body "List-Unsubscribe=One-Click", answered 200;
// - the unsubscribe page's confirm button: sent back to that page, which shows the result.
// A one-click body or the page's few fields; anything longer is not ours.
const MAX_BODY_BYTES = 4096;

export async function POST(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const body = await readLimitedBody(request, MAX_BODY_BYTES);
  if (!body)
    return new Response('Too large\n', { status: 413, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const type = request.headers.get('content-type') ?? '';
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } })
    .formData()
    .catch(() => null);
  const field = (name: string) => url.searchParams.get(name) ?? (form?.get(name) as string | null) ?? null;
  const unsubscribeRequest = parseUnsubscribeRequest(field);
  const done = await unsubscribe(db, unsubscribeKey(), unsubscribeRequest);

  if (form?.get('List-Unsubscribe') === 'One-Click') {
    return new Response(done ? 'Unsubscribed\n' : 'Invalid link\n', {
      status: done ? 200 : 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const locale = field('locale');
  const page = localizedPath('/unsubscribe', localeOrDefault(locale));
  const query = new URLSearchParams({
    kind: unsubscribeRequest?.kind ?? '',
    id: String(unsubscribeRequest?.id ?? ''),
    token: unsubscribeRequest?.token ?? '',
  });
  // 303: the browser follows with a GET, so reloading the result page posts nothing again. The
  // address is relative: it stays on the host the visitor came from.
  return new Response(null, { status: 303, headers: { location: `${page}?${query}` } });
}
