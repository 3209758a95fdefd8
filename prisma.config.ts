import { defineConfig } from 'prisma/config';

// The CLI is used offline for `generate` only; migrations run through scripts/db (wasm engine).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
