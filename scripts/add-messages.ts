// `npx tsx scripts/add-messages.ts <file.json>`: sets whole namespaces in all four message files.
// The input maps namespace → locale → messages: { "Favourites": { "fr": {...}, "nl": {...}, … } }.
// Each file is read and written at once, so concurrent edits of other namespaces are kept.
import { readFileSync, writeFileSync } from 'node:fs';
import { LOCALES } from '../lib/i18n/locales';

const input = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, Record<string, unknown>>;
for (const [namespace, byLocale] of Object.entries(input)) {
  const missing = LOCALES.filter((locale) => !(locale in byLocale));
  if (missing.length > 0) throw new Error(`${namespace}: missing ${missing.join(', ')}`);
}
for (const locale of LOCALES) {
  const file = `messages/${locale}.json`;
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  for (const [namespace, byLocale] of Object.entries(input)) messages[namespace] = byLocale[locale];
  writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
}
console.log(`Set ${Object.keys(input).join(', ')} in ${LOCALES.join(', ')}.`);
