// `npm start` from a fresh clone: database up to date, demo data when empty, a production build.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run('tsx', ['scripts/seed.ts']);
if (!process.argv.includes('--no-build') && !existsSync('.next/BUILD_ID')) run('next', ['build']);
