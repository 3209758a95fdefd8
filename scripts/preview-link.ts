// `npm run preview-link -- <menu page id> [--locale fr] [--hours 72]`: prints a signed link to a
// menu page's preview, draft or published, valid for the given hours (lib/site/preview-link.ts).
// The link is signed with the session secret (NEXTAUTH_SECRET, or data/auth-secret), so it opens
// on the servers that share it.
import { parseArgs } from 'node:util';
import { env } from '../lib/env';
import { isLocale } from '../lib/i18n/locales';
import { derivedKey } from '../lib/security/derived-key';
import { PREVIEW_LINK_HOURS, previewQuery } from '../lib/site/preview-link';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    locale: { type: 'string', default: 'fr' },
    hours: { type: 'string', default: String(PREVIEW_LINK_HOURS) },
  },
});
const pageId = Number(positionals[0]);
const hours = Number(values.hours);
if (!Number.isSafeInteger(pageId) || pageId <= 0 || !isLocale(values.locale) || !(hours > 0 && hours <= 24 * 31)) {
  console.error('Usage: npm run preview-link -- <menu page id> [--locale fr|nl|en|de] [--hours 1–744]');
  process.exit(2);
}
const query = previewQuery(derivedKey('preview'), pageId, new Date(Date.now() + hours * 3600 * 1000));
const url = new URL(`/${values.locale}/preview/${pageId}/`, env().SITE_URL);
url.search = new URLSearchParams(query).toString();
console.log(url.href);
