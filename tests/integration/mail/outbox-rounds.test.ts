// A message queued while the outbox is already sending goes out in that same run, not in the
// worker's next round half a minute later (a visitor's confirmation must not wait on timing).
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { textMail } from '@/lib/mail/text-mail';
import { createTestDatabase, dropTestDatabases } from '../support/test-database';

// lib/db and lib/mail guard against client bundles with server-only, which throws outside React.
vi.mock('server-only', () => ({}));

const mailDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-outbox-rounds-'));

beforeAll(async () => {
  // lib/env is read when lib/db and lib/mail are first imported, below: no SMTP, .eml files.
  process.env.DATABASE_URL = await createTestDatabase();
  process.env.MAIL_DIR = mailDir;
  delete process.env.SMTP_URL;
}, 60_000);
afterAll(() => dropTestDatabases(), 60_000);

describe('deliverPending', () => {
  it('sends a message queued after the running round had read the queue', async () => {
    const [{ db }, { deliverPending }, { queueMail }] = await Promise.all([
      import('@/lib/db'),
      import('@/lib/mail/outbox'),
      import('@/lib/mail/queue'),
    ]);
    await queueMail(db, textMail('first@example.be', 'Premier', 'Un.'));
    // Right after the round has read the queue, another request queues its mail and asks for a run.
    const read = db.outboxEmail.findMany.bind(db.outboxEmail);
    let late: Promise<number> | undefined;
    vi.spyOn(db.outboxEmail, 'findMany').mockImplementationOnce((async (args: Parameters<typeof read>[0]) => {
      const due = await read(args);
      await queueMail(db, textMail('late@example.be', 'Tardif', 'Deux.'));
      late = deliverPending();
      return due;
    }) as typeof db.outboxEmail.findMany);

    const sent = await deliverPending();
    expect(await late).toBe(sent);
    expect(sent).toBe(2);
    expect(await db.outboxEmail.count({ where: { status: 'pending' } })).toBe(0);
    expect(readdirSync(mailDir)).toHaveLength(2);
    await db.$disconnect();
  });
});
