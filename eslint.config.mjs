import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// The floors of lib/ (docs/architecture.md), bottom first: a module imports from its own folder and
// from the floors below; the base floor's modules also from one another. Entries are folders and
// files of lib/.
const LIB_FLOORS = [
  {
    name: 'foundation',
    entries: [
      'env.ts',
      'prisma-client.ts',
      'unique-violation.ts',
      'zod-without-eval.ts',
      'id-chunks.ts',
      'domain',
      'http',
      'html',
      'browser',
      'calendar',
    ],
  },
  {
    name: 'base',
    shared: true,
    entries: [
      'db.ts',
      'process-db.ts',
      'security',
      'cache',
      'i18n',
      'mail',
      'rate-limit',
      'captcha',
      'consent',
      'jobs',
      'uploads',
      'finance',
    ],
  },
  { name: 'records', entries: ['staff', 'properties', 'leads', 'testimonials', 'sharing', 'media'] },
  { name: 'services', entries: ['auth', 'listing', 'projects', 'page-views', 'appointments'] },
  { name: 'cross-record services', entries: ['privacy', 'alerts', 'page-cache'] },
  { name: 'site and visitor flows', entries: ['site', 'owner', 'import', 'forms'] },
  { name: 'back-office and SEO', entries: ['seo', 'admin'] },
];

/** import/no-restricted-paths zones: each entry of lib/ may import its floor's allowance, nothing else of lib/. */
function libFloorZones(floors) {
  const zones = floors.flatMap((floor, index) => {
    const below = floors.slice(0, index).flatMap((lower) => lower.entries);
    const allowedFloors = floors.slice(0, floor.shared ? index + 1 : index).map((lower) => lower.name);
    return floor.entries.map((entry) => {
      const allowed = new Set([...below, ...(floor.shared ? floor.entries : [entry])]);
      return {
        target: `./lib/${entry}`,
        from: './lib',
        except: [...allowed].map((name) => `./${name}`),
        message:
          `lib/${entry} is on the ${floor.name} floor` +
          (allowedFloors.length > 0
            ? `; it imports from ${allowedFloors.join(', ')} only`
            : ' and imports nothing else of lib/') +
          ' (docs/architecture.md).',
      };
    });
  });
  const placed = floors.flatMap((floor) => floor.entries).join('|');
  return [
    ...zones,
    {
      target: [`./lib/!(${placed})`, `./lib/!(${placed})/**`],
      from: './lib',
      message: 'This part of lib/ is on no floor: give it one in eslint.config.mjs and docs/architecture.md.',
    },
    {
      target: './lib',
      from: ['./app', './components', './scripts', './tests', './proxy.ts', './instrumentation.ts'],
      message: 'lib/ is below the app: routes, components and scripts use it, never the other way round.',
    },
  ];
}

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      // Build output of parallel checkouts (NEXT_DIST_DIR, tests/e2e/server.ts).
      '.next-*/**',
      // The build of the render benchmark's bare Next page (scripts/bench/anchor).
      'scripts/bench/anchor/.next/**',
      'generated/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Links must go through lib/i18n/navigation so every URL comes from the URL map (docs/url-map.md) in the
      // visitor's language, never spelled by hand.
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use Link from @/lib/i18n/navigation.' }] },
      ],
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: libFloorZones(LIB_FLOORS) }],
    },
  },
];

export default config;
