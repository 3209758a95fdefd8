// Starts the production build for the browser tests on a fresh SQLite file with the demo data
// (tests/e2e/prepare.ts), unless E2E_PREPARED says `npm test` has prepared both already.
import { spawn } from 'node:child_process';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-node-args';
import { prepareE2e } from './prepare';
import { E2E_PORT, e2eServerEnv } from './support/e2e-env';

if (!process.env.E2E_PREPARED) prepareE2e();
// As `npm start` serves the site: behind the page cache (docs/caching.md, rendered pages).
const server = spawn(process.execPath, [...SERVER_NODE_ARGS, '-p', String(E2E_PORT)], {
  env: { ...e2eServerEnv(), ...SERVER_ENV },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
// Playwright stops this launcher when its run ends. Killed itself (a failure elsewhere stops
// `npm test`'s other lane), it leaves the launcher orphaned: the server then stops too, so that the
// next run finds the port free.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && server.kill('SIGTERM'), 1000).unref();
