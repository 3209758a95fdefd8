// `npm run fonts`: writes the site's two faces (app/fonts.ts) into app/fonts/ from the
// @fontsource-variable packages, cut to what the site uses, so that a first visit downloads
// 60 kB of fonts instead of 99 (docs/toolchain.md, fonts). Run it after upgrading either package;
// tests/unit/tooling/subset-fonts.test.ts fails while the files in app/fonts/ are not its output.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

/**
 * The characters of @fontsource's latin subset (its unicode-range), the one the packages' files
 * cover: French, Dutch, German and English, with the typographic punctuation and the euro sign.
 */
const LATIN: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

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

/** One face, cut to the latin characters, the site's weights and the features kept. */
export async function subsetFace(source: string): Promise<Buffer> {
  const text = LATIN.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
  ).join('');
  return subsetFont(readFileSync(path.join(ROOT, source)), text, {
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
