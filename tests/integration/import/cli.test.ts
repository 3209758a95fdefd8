// `npm run import -- <feed.json>` as the agency runs it: the printed summary and the exit code.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDemoFeed } from '@/prisma/seed/demo-feed';
import { createTestDatabase, dropTestDatabases } from '../support/test-database';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'vitrine-import-cli-'));

afterAll(() => dropTestDatabases(), 60_000);

function importCommand(databaseUrl: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

function feedFile(name: string, feed: unknown): string {
  const file = path.join(scratch, name);
  writeFileSync(file, typeof feed === 'string' ? feed : JSON.stringify(feed));
  return file;
}

describe('npm run import', () => {
  it('prints the summary and the rejected records, then exits 0', async () => {
    const url = await createTestDatabase();
    const feed = buildDemoFeed();
    const properties = new Set(feed.properties.map((record) => record.ID)).size;
    // No owner accounts in this database: the owner links are rejected, the rest goes in.
    const file = feedFile('demo.json', feed);

    const first = importCommand(url, file);
    const again = importCommand(url, file);

    expect(first.code).toBe(0);
    expect(first.out).toContain(`Properties: ${properties} created, 0 updated, 0 unchanged, 0 withdrawn.`);
    expect(first.out).toContain('Projects: 4 created, 0 updated, 0 unchanged, 0 withdrawn.');
    expect(first.out).toContain(`Rejected records: ${feed.owners.length}.`);
    expect(first.out).toContain(
      '  - owner owner@vitrine.example Email: no owner account with the e-mail owner@vitrine.example',
    );
    expect(first.out).toMatch(/Done in \d+\.\d s, peak memory \d+ MB\./);
    expect(again.out).toContain(`Properties: 0 created, 0 updated, ${properties} unchanged, 0 withdrawn.`);
  }, 120_000);

  it('exits 1 with the reason when the feed is refused', async () => {
    const url = await createTestDatabase();

    const result = importCommand(url, feedFile('broken.json', '{"properties": [{"ID": 1'));

    expect(result.code).toBe(1);
    expect(result.err).toContain('Feed refused: not valid JSON (the feed ends before its closing brace)');
  }, 60_000);

  it('exits 2 when the feed file does not exist', async () => {
    const url = await createTestDatabase();
    const missing = path.join(scratch, 'missing.json');

    expect(importCommand(url, missing)).toMatchObject({
      code: 2,
      err: expect.stringContaining(`No feed file at ${missing}.`),
    });
  }, 60_000);
});
