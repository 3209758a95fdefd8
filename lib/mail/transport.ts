import 'server-only';
import nodemailer from 'nodemailer';
import { env } from '@/lib/env';
import { nodemailerAttachments } from '@/lib/mail/attachments';
import type { QueuedMail } from '@/lib/mail/queue';
import { mailSender } from '@/lib/mail/sender';

// SMTP when configured; otherwise each message becomes an .eml file in MAIL_DIR (demo and tests).
function createTransport() {
  if (env().SMTP_URL) {
    // A few reused connections, and an unreachable server given up on within seconds: the outbox
    // worker tries again later, and must not hang for minutes on each message meanwhile.
    return nodemailer.createTransport({
      url: env().SMTP_URL,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

let transport: ReturnType<typeof createTransport> | undefined;

/** Sends a mail of the outbox, always from MAIL_FROM's address: `fromName` replaces only its display name. */
export async function sendMail(message: QueuedMail): Promise<void> {
  transport ??= createTransport();
  const { fromName, ...rest } = message;
  const info = await transport.sendMail({
    from: mailSender(env().MAIL_FROM, fromName),
    ...rest,
    attachments: nodemailerAttachments(message.attachments ?? []),
  });
  if (!env().SMTP_URL) {
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(env().MAIL_DIR, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`;
    await writeFile(`${env().MAIL_DIR}/${name}`, (info as unknown as { message: Buffer }).message);
  }
}
