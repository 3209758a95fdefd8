import localFont from 'next/font/local';

// The two faces of the site, self-hosted from the @fontsource packages (nothing fetched at run
// time), latin only: French, Dutch, German and English need nothing else. `npm run fonts`
// (scripts/subset-fonts.ts) cuts them to the weights and features the site uses. next/font
// preloads them and sizes a local fallback (Arial, Times New Roman) to their metrics. `optional`: a face that is
// not there for the first paint (a first visit on a slow link) is used from the next page on,
// never swapped in under the visitor's eyes — a swap re-wraps headings and moves the page.
export const sansFont = localFont({
  src: './fonts/inter-latin-400-700.woff2',
  weight: '400 700',
  variable: '--font-inter',
  display: 'optional',
  adjustFontFallback: 'Arial',
});

export const serifFont = localFont({
  src: './fonts/source-serif-4-latin-400-700.woff2',
  weight: '400 700',
  variable: '--font-source-serif',
  display: 'optional',
  adjustFontFallback: 'Times New Roman',
});
