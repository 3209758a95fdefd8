// `npm run fonts`: writes the site's two faces (app/fonts.ts) into app/fonts/ from the
// @fontsource-variable packages, cut to what the site uses, so that a first visit downloads
// 60 kB of fonts instead of 99 (docs/toolchain.md, fonts). Run it after upgrading either package;
// tests/unit/tooling/subset-fonts.test.ts fails while the files in app/fonts/ are not its output.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/**
 * The weights the stylesheet sets (normal to bold): the variable faces keep their weight axis
 * over that span only.
 */
export const WEIGHTS = { min: 400, max: 700 } as const;

/**
 * The OpenType features kept: kerning, the default ligatures and contextual forms, accents and
 * tabular figures (`tabular-nums`). Stylistic sets and other alternates, which no text here asks
 * for, are most of what is cut.
 */
const FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

const ROOT = path.resolve(import.meta.dirname, '..');

export const FACES = [
  {
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    target: 'app/fonts/inter-latin-400-700.woff2',
  },
  {
    source: 'node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2',
    target: 'app/fonts/source-serif-4-latin-400-700.woff2',
  },
] as const;

/**
 * The characters of the package's latin file, from its own unicode.json (the unicode-range it
 * gives that file: French, Dutch, German and English, typographic punctuation, the euro sign), so
 * the cut face covers exactly what the original did.
 */
function latinCharacters(source: string): string {
  const packageDir = path.join(ROOT, path.dirname(path.dirname(source)));
  const ranges = (JSON.parse(readFileSync(path.join(packageDir, 'unicode.json'), 'utf8')) as { latin: string }).latin;
  return ranges
    .split(',')
    .flatMap((range) => {
      const [first = 0, last = first] = range
        .replace(/^U\+/, '')
        .split('-')
        .map((hex) => parseInt(hex, 16));
      return Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset));
    })
    .join('');
}

/** One face, cut to its latin characters, the site's weights and the features kept. */
export async function subsetFace(source: string): Promise<Buffer> {
  return subsetFont(readFileSync(path.join(ROOT, source)), latinCharacters(source), {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: { wght: WEIGHTS },
  });
}

async function main() {
  for (const face of FACES) {
    const subset = await subsetFace(face.source);
    writeFileSync(path.join(ROOT, face.target), subset);
    const before = readFileSync(path.join(ROOT, face.source)).length;
    console.log(`${face.target}: ${(subset.length / 1024).toFixed(1)} kB (from ${(before / 1024).toFixed(1)} kB)`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
