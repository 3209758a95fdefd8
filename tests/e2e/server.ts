// Starts the production build for the browser tests on a fresh SQLite file with the demo data.
import { spawnSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

import { E2E_DATABASE_FILE, E2E_PORT } from './support/e2e-env';

const port = String(E2E_PORT);
const env = {
  ...process.env,
  DATABASE_URL: `file:${E2E_DATABASE_FILE}`,
  SITE_URL: `http://127.0.0.1:${port}`,
  MAIL_DIR: `./data/mail-e2e-${port}`,
  // Tests act as different visitors through X-Forwarded-For (rate limits are per visitor): one
  // trusted proxy, so the entry before the socket's address (the test's 10.x.y.z) is the visitor.
  TRUST_PROXY: '1',
};
if (!env.DATABASE_URL.includes('e2e')) throw new Error('Browser tests only run on their own database.');

rmSync(E2E_DATABASE_FILE, { force: true });
const seed = spawnSync('tsx', ['scripts/seed.ts'], { env, stdio: 'inherit' });
if (seed.status !== 0) process.exit(seed.status ?? 1);
if (!process.env.E2E_SKIP_BUILD) {
  const build = spawnSync('next', ['build'], { env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn('next', ['start', '-p', port], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
