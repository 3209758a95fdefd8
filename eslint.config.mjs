import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      // Build output of parallel checkouts (NEXT_DIST_DIR, tests/e2e/server.ts).
      '.next-*/**',
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
    },
  },
];

export default config;
