// SMTP down: visitors still get their thank-you page, every lead is stored, and once SMTP is back
// the outbox delivers every mail exactly once (docs/forms.md, nothing lost).
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, dropTestDatabases } from '../support/test-database';
import { ENVELOPE, SITE_URL, TEST_KEYS, VALID_CAPTCHA, visitorFields } from '../support/form-harness';

// lib/db and lib/mail guard against client bundles with server-only, which throws outside React.
vi.mock('server-only', () => ({}));
vi.setConfig({ testTimeout: 180_000 });

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A mailbox that accepts everything and keeps who each message was for. */
function smtpSink(port: number) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      received.push(address.address);
      callback();
    },
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => callback());
    },
  });
  return {
    received,
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let port = 0;
beforeAll(async () => {
  port = await freePort();
  // lib/env is read when lib/db and lib/mail are first imported, below.
  process.env.DATABASE_URL = await createTestDatabase();
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}/?ignoreTLS=true`;
  process.env.SITE_URL = SITE_URL;
}, 60_000);
afterAll(() => dropTestDatabases(), 60_000);

describe('with the SMTP server down', () => {
  it('50 forms give 50 leads at once, and the 100 mails go out when SMTP is back', async () => {
    const [{ db }, { deliverPending }, { handleFormPost }, { contactForm }, { createRateLimiter }] = await Promise.all([
      import('@/lib/db'),
      import('@/lib/mail/outbox'),
      import('@/lib/forms/form-pipeline'),
      import('@/lib/forms/handlers/contact'),
      import('@/lib/rate-limit/create-rate-limiter'),
    ]);
    const limiter = createRateLimiter({ name: 'form:contact', points: 1000, windowSeconds: 600 }, { db });
    const deps = {
      db,
      limiter,
      timeTokenLimiter: limiter,
      draftLimiter: limiter,
      verifyCaptcha: async (field: string) => field === VALID_CAPTCHA,
      trustProxy: 0,
      agencyEmail: 'agency@vitrine.example',
      siteUrl: SITE_URL,
      keys: TEST_KEYS,
      now: () => new Date(),
    };

    for (let index = 0; index < 50; index += 1) {
      const response = await handleFormPost(
        new Request(`${SITE_URL}/api/forms/contact/`, {
          method: 'POST',
          headers: { origin: SITE_URL, 'content-type': 'application/json' },
          body: JSON.stringify({
            ...ENVELOPE,
            category: 'tenant',
            ...visitorFields('mrs', `Anne${index}`, 'Lambert', '+352 621 123 456', `anne${index}@example.be`),
            message: 'Is the flat still available?',
          }),
        }),
        contactForm,
        deps,
      );
      expect(response.status).toBe(200);
      // What the route does after answering: try the outbox now. SMTP refuses the connection.
      await deliverPending();
    }
    expect(await db.lead.count()).toBe(50);
    expect(await db.outboxEmail.count({ where: { status: 'pending' } })).toBe(100);
    expect(await db.outboxEmail.count({ where: { status: 'sent' } })).toBe(0);
    expect(await db.outboxEmail.findFirst({ where: { lastError: { not: null } } })).not.toBeNull();

    const sink = smtpSink(port);
    await sink.start();
    try {
      // The worker's later rounds, after every back-off has passed.
      const later = () => new Date(Date.now() + 24 * 3_600_000);
      for (let round = 0; round < 10 && (await db.outboxEmail.count({ where: { status: 'pending' } })) > 0; round += 1)
        await deliverPending(later);
      expect(await db.outboxEmail.count({ where: { status: 'sent' } })).toBe(100);
      expect(sink.received).toHaveLength(100);
      expect(sink.received.filter((to) => to === 'agency@vitrine.example')).toHaveLength(50);
      expect(new Set(sink.received.filter((to) => to !== 'agency@vitrine.example')).size).toBe(50);
    } finally {
      await sink.stop();
      await db.$disconnect();
    }
  });
});
