// Several servers of the production build on one PostgreSQL and one Redis, and nginx in front
// (tests/instances): `npm run test:instances`, after the build of `npm test`. Outside CI, what it
// lacks (the build, TEST_POSTGRES_URL, TEST_REDIS_URL, nginx) skips it with a message; in CI, where
// .ci/run provides all of them, it fails.
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { missingForServers, nginxInstalled } from './tests/instances/support/requirements';

const missing = [...missingForServers(), ...(nginxInstalled() ? [] : ['nginx is not installed'])];
if (missing.length > 0) {
  const message = `The several-servers test needs what is missing here: ${missing.join('; ')}.`;
  if (process.env.CI) throw new Error(message);
  console.warn(`${message} What it can, it skips (.ci/run provides all of it).`);
}

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/instances/**/*.test.ts'],
    passWithNoTests: true,
    environment: 'node',
    fileParallelism: false,
    // Servers start cold on a busy two-core machine, and a shared cache's copy lives a minute.
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
