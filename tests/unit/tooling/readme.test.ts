import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';

// The README is the page a maintainer reads first: short, with every variable of the server's
// configuration in its table; the details live in docs/.

const README = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
const MAX_LINES = 250;

/** The backticked names in the first column of every table under the README's "## Configuration". */
function configurationTableNames(markdown: string): Set<string> {
  const section = /^## Configuration\n([\s\S]*?)(?=^## )/m.exec(`${markdown}\n## `)?.[1];
  if (section === undefined) throw new Error('The README has no "## Configuration" section.');
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name!);
  }
  return names;
}

/** The variables lib/env.ts reads: its parser is handed a source that records each name asked for. */
function variablesReadByEnv(): string[] {
  const read = new Set<string>();
  const source = new Proxy({} as Record<string, string | undefined>, {
    get(_target, name) {
      if (typeof name === 'string') read.add(name);
      return undefined;
    },
  });
  parseEnv(source);
  return [...read];
}

describe('README.md', () => {
  it(`has at most ${MAX_LINES} lines`, () => {
    expect(README.trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_LINES);
  });

  it('lists every variable lib/env.ts reads in its configuration table', () => {
    const variables = variablesReadByEnv();
    expect(variables).toContain('DATABASE_URL');
    const listed = configurationTableNames(README);
    expect(variables.filter((name) => !listed.has(name))).toEqual([]);
  });
});

describe('configurationTableNames', () => {
  it('reads the first column of the configuration section only', () => {
    const markdown = [
      '## Configuration',
      '| variable | default |',
      '| --- | --- |',
      '| `SITE_URL`, `MAP_TILE_URL` | `http://localhost:3000` and `PORT` |',
      '## Dependencies',
      '| `REDIS_URL` | ioredis |',
    ].join('\n');
    expect([...configurationTableNames(markdown)]).toEqual(['SITE_URL', 'MAP_TILE_URL']);
  });
});
