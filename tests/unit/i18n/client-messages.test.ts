import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_ALERT_KEYS, FORM_ERROR_KEYS } from '@/lib/i18n/form-error-keys';
import { newsletterSchema } from '@/lib/forms/newsletter';
import { ISLANDS, LAYOUT_NAMESPACES, ON_DEMAND, pickMessages } from '@/lib/i18n/client-messages';
import { LOCALES } from '@/lib/i18n/locales';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.join(ROOT, `messages/${locale}.json`), 'utf8')) as Record<string, unknown>;

/** Every .ts/.tsx module of the app, by its path from the root without extension. */
function modules(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name))
        found.set(relative.replace(/\.tsx?$/, ''), readFileSync(path.join(ROOT, relative), 'utf8'));
    }
  };
  for (const dir of ['app', 'components', 'lib']) walk(dir);
  return found;
}

const source = modules();
const isClient = (module: string) => /^\s*['"]use client['"]/.test(source.get(module) ?? '');
const importsOf = (module: string) =>
  // Type-only imports bring no code, hence no messages.
  [...(source.get(module) ?? '').matchAll(/^import (?!type )[^;]*? from '@\/([^']+)'/gms)]
    .map((match) => match[1]!)
    .filter((target) => source.has(target) || existsSync(path.join(ROOT, `${target}.tsx`)));

const ANY_KEY = '*';

/**
 * The top-level keys a module's source reads of each namespace: `t('a.b')` reads `a`,
 * `` t(`errors.${key}`) `` reads `errors`; a key built otherwise, or the translator handed on,
 * reads any key (ANY_KEY). A JSX tag of the translator's name (`<form>`) is not a use of it.
 */
function keysRead(text: string): Map<string, Set<string>> {
  const read = new Map<string, Set<string>>();
  const add = (namespace: string, key: string) => read.set(namespace, (read.get(namespace) ?? new Set()).add(key));
  for (const [call, namespace, subtree] of text.matchAll(/useTranslations\('([A-Za-z]+)((?:\.\w+)*)'\)/g)) {
    const name = new RegExp(`(\\w+) = ${call.replace(/[.()]/g, '\\$&')}`).exec(text)?.[1];
    if (subtree) add(namespace!, subtree.split('.')[1]!);
    else if (!name) add(namespace!, ANY_KEY);
    else
      for (const [, argument] of text.matchAll(
        new RegExp(
          `(?<![<./\\w-])${name}\\b(?! = useTranslations)(?:\\.(?:rich|markup|raw|has))?(\\(\\s*[^,)]*)?`,
          'g',
        ),
      )) {
        const key = /^\(\s*(['"])([^'"]*)\1$/.exec(argument ?? '')?.[2] ?? /^\(\s*`(\w+)\./.exec(argument ?? '')?.[1];
        add(namespace!, key?.split('.')[0] ?? ANY_KEY);
      }
  }
  return read;
}

/** The keys a client module and the client modules it imports read, by namespace. */
function keysOf(module: string, seen = new Set<string>()): Map<string, Set<string>> {
  if (seen.has(module)) return new Map();
  seen.add(module);
  const found = keysRead(source.get(module) ?? '');
  for (const target of importsOf(module))
    if (isClient(target) || !source.get(target)?.includes('export default'))
      for (const [namespace, keys] of keysOf(target, seen))
        found.set(namespace, new Set([...(found.get(namespace) ?? []), ...keys]));
  return found;
}

describe('client messages', () => {
  it('picks the given namespaces and refuses an unknown one', () => {
    const messages = { A: { x: '1' }, B: { y: '2' }, C: { z: '3' } };
    expect(pickMessages(messages, ['A', 'C'])).toEqual({ A: { x: '1' }, C: { z: '3' } });
    expect(() => pickMessages(messages, ['D'])).toThrow('No message namespace "D"');
  });

  it('picks single keys of a namespace and refuses an unknown one', () => {
    const messages = { A: { x: '1', y: { z: '2' }, w: '3' }, B: { v: '4' } };
    expect(pickMessages(messages, ['A.x', 'A.y', 'B'])).toEqual({ A: { x: '1', y: { z: '2' } }, B: { v: '4' } });
    expect(() => pickMessages(messages, ['A.q'])).toThrow('No message "A.q"');
    expect(() => pickMessages(messages, ['D.x'])).toThrow('No message namespace "D"');
  });

  it('picks keys deeper in a namespace, next to their siblings', () => {
    const messages = { A: { x: '1', y: { z: '2', u: '3', t: '4' } } };
    expect(pickMessages(messages, ['A.x', 'A.y.z', 'A.y.t'])).toEqual({ A: { x: '1', y: { z: '2', t: '4' } } });
    expect(() => pickMessages(messages, ['A.y.q'])).toThrow('No message "A.y.q"');
    expect(() => pickMessages(messages, ['A.x.q'])).toThrow('No message "A.x.q"');
  });

  it('sends with every page each error the newsletter sign-up can show, in every language', () => {
    const refusals = [
      {},
      { email: '', privacy: false, captcha: '', locale: 'xx', sourcePage: 'a'.repeat(600), website: 'a'.repeat(3000) },
      { email: 'not an address', privacy: 'yes', captcha: 1, locale: 'fr', sourcePage: '\0' },
      { email: `${'a'.repeat(250)}@example.be`, privacy: true, captcha: 'x', locale: 'fr' },
    ].flatMap((input) => newsletterSchema.safeParse(input).error?.issues ?? []);
    // A message that is no key of Form.errors reads as `invalid` (components/forms/field-kit.tsx).
    const shown = new Set(
      refusals.map((issue) => (FORM_ERROR_KEYS.some((key) => key === issue.message) ? issue.message : 'invalid')),
    );
    expect(shown.size).toBeGreaterThan(3);
    for (const locale of LOCALES) {
      const sent = pickMessages(catalogue(locale), LAYOUT_NAMESPACES) as { Form: { errors: Record<string, string> } };
      for (const key of [...shown, ...FORM_ALERT_KEYS]) expect(sent.Form.errors[key], `${locale} ${key}`).toBeTruthy();
    }
  });

  it('reads which keys a component translates', () => {
    const text = `const t = useTranslations('A');
      t('x'); t.rich('y.z', {}); t(\`e.\${key}\`);
      const u = useTranslations('B'); u(key); <u>text</u>;
      const v = useTranslations('C'); format(v);
      const w = useTranslations('D.sub');`;
    expect(keysRead(text)).toEqual(
      new Map([
        ['A', new Set(['x', 'y', 'e'])],
        ['B', new Set([ANY_KEY])],
        ['C', new Set([ANY_KEY])],
        ['D', new Set(['sub'])],
      ]),
    );
  });

  it('lists namespaces every catalogue has', () => {
    const listed = [
      ...LAYOUT_NAMESPACES,
      ...Object.values(ISLANDS).flatMap((island) => island.namespaces),
      ...Object.values(ON_DEMAND).flat(),
    ];
    for (const locale of LOCALES) expect(() => pickMessages(catalogue(locale), listed)).not.toThrow();
  });

  it('client components name their namespace, so the lists can be checked', () => {
    const unnamed = [...source.keys()].filter(
      (module) => isClient(module) && /useTranslations\(\)/.test(source.get(module) ?? ''),
    );
    expect(unnamed).toEqual([]);
  });

  it('gives every client component a page renders the messages it reads', () => {
    // The layout sends some namespaces whole and others in part, by key.
    const sent = new Map<string, Set<string>>();
    for (const name of LAYOUT_NAMESPACES) {
      const [namespace, key = ANY_KEY] = name.split('.') as [string, string?];
      sent.set(namespace, (sent.get(namespace) ?? new Set()).add(key));
    }
    const fromLayout = (namespace: string, keys: Set<string>) => {
      const layoutKeys = sent.get(namespace);
      return !!layoutKeys && (layoutKeys.has(ANY_KEY) || [...keys].every((key) => layoutKeys.has(key)));
    };
    const problems: string[] = [];
    for (const [module, text] of source) {
      if (isClient(module)) continue;
      for (const target of importsOf(module).filter(isClient)) {
        const needed = [...keysOf(target)]
          .filter(([namespace, keys]) => !fromLayout(namespace, keys))
          .map(([namespace]) => namespace);
        if (needed.length === 0) continue;
        const entry = Object.entries(ISLANDS).find(([, island]) =>
          (island.modules as readonly string[]).includes(target),
        );
        if (!entry) {
          problems.push(`${target} (in ${module}) reads ${needed.join(', ')}: list it in ISLANDS`);
          continue;
        }
        const [key, island] = entry;
        const missing = needed.filter((namespace) => !(island.namespaces as readonly string[]).includes(namespace));
        if (missing.length > 0) problems.push(`ISLANDS.${key} lacks ${missing.join(', ')}`);
        if (!text.includes(`island="${key}"`))
          problems.push(`${module} renders ${target} outside <ClientMessages island="${key}">`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('sends the messages of a component fetched when used with it, not with every page', () => {
    const onDemand: string[] = Object.values(ON_DEMAND).flat();
    expect(LAYOUT_NAMESPACES.filter((name) => onDemand.includes(name.split('.')[0]!))).toEqual([]);
    expect(source.get('components/consent/consent-dialogs')).toContain('/api/messages/consent/');
  });

  it('keeps the messages sent with every page small', () => {
    expect(source.get('app/[locale]/layout')).toContain('messages={pickMessages(messages, LAYOUT_NAMESPACES)}');
    for (const locale of LOCALES) {
      const bytes = Buffer.byteLength(JSON.stringify(pickMessages(catalogue(locale), LAYOUT_NAMESPACES)));
      expect(bytes, locale).toBeLessThan(12 * 1024);
    }
  });
});
