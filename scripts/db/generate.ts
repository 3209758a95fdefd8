// `prisma generate` insists on a schema-engine binary it would download; generating the client
// does not use it, so any existing file satisfies the check (DESIGN.md §6).
import { spawnSync } from 'node:child_process';

const result = spawnSync('prisma', ['generate'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
});
process.exit(result.status ?? 1);
