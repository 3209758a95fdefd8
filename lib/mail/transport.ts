import 'server-only';
import nodemailer from 'nodemailer';
import { env } from '@/lib/env';
import { nodemailerAttachments, type MailAttachment } from '@/lib/mail/attachments';
import { mailSender } from '@/lib/mail/sender';

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
  /** Replaces MAIL_FROM's display name; the address is always MAIL_FROM's. */
  fromName?: string | null;
};

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

export async function sendMail(message: MailMessage): Promise<void> {
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
