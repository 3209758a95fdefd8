// Prepares a browser-test run: a fresh SQLite file with the demo data, then the production build.
// `npm test` runs this beside lint and the type check and starts the server later with E2E_PREPARED=1;
// `npm run test:e2e` alone runs it from tests/e2e/server.ts.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { E2E_DATABASE_FILE, e2eServerEnv } from './support/e2e-env';

export function prepareE2e(): void {
  const env = e2eServerEnv();
  if (!env.DATABASE_URL?.includes('e2e')) throw new Error('Browser tests only run on their own database.');
  rmSync(E2E_DATABASE_FILE, { force: true });
  run('tsx', ['scripts/seed.ts'], env);
  if (!process.env.E2E_SKIP_BUILD) run('next', ['build'], env);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) prepareE2e();
