import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

/** The namespaces a client module and the client modules it imports translate with. */
function namespacesOf(module: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(module)) return found;
  seen.add(module);
  for (const match of (source.get(module) ?? '').matchAll(/useTranslations\('([A-Za-z]+)/g)) found.add(match[1]!);
  for (const target of importsOf(module))
    if (isClient(target) || !source.get(target)?.includes('export default'))
      for (const namespace of namespacesOf(target, seen)) found.add(namespace);
  return found;
}

describe('client messages', () => {
  it('picks the given namespaces and refuses an unknown one', () => {
    const messages = { A: { x: '1' }, B: { y: '2' }, C: { z: '3' } };
    expect(pickMessages(messages, ['A', 'C'])).toEqual({ A: { x: '1' }, C: { z: '3' } });
    expect(() => pickMessages(messages, ['D'])).toThrow('No message namespace "D"');
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
    const layout = new Set<string>(LAYOUT_NAMESPACES);
    const problems: string[] = [];
    for (const [module, text] of source) {
      if (isClient(module)) continue;
      for (const target of importsOf(module).filter(isClient)) {
        const needed = [...namespacesOf(target)].filter((namespace) => !layout.has(namespace));
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
    expect(LAYOUT_NAMESPACES.filter((namespace) => onDemand.includes(namespace))).toEqual([]);
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
