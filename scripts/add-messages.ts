// `npx tsx scripts/add-messages.ts <file.json>`: sets whole namespaces in all four message files.
// The input maps namespace → locale → messages: { "Favourites": { "fr": {...}, "nl": {...}, … } }.
// A namespace may be nested, written with dots ("Admin.leads"): only that part is set.
// Each file is read and written at once, so concurrent edits of other namespaces are kept.
import { readFileSync, writeFileSync } from 'node:fs';
import { LOCALES } from '../lib/i18n/locales';

type Tree = Record<string, unknown>;

const input = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as Record<string, Record<string, unknown>>;
for (const [namespace, byLocale] of Object.entries(input)) {
  const missing = LOCALES.filter((locale) => !(locale in byLocale));
  if (missing.length > 0) throw new Error(`${namespace}: missing ${missing.join(', ')}`);
}

/** Sets `value` at the dotted `path` of `tree`, making the objects on the way. */
function setAt(tree: Tree, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let node = tree;
  for (const key of keys) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Tree;
  }
  node[last] = value;
}

for (const locale of LOCALES) {
  const file = `messages/${locale}.json`;
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  for (const [namespace, byLocale] of Object.entries(input)) setAt(messages, namespace, byLocale[locale]);
  writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
}
console.log(`Set ${Object.keys(input).join(', ')} in ${LOCALES.join(', ')}.`);
