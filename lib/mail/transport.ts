import 'server-only';
import nodemailer from 'nodemailer';
import { env } from '@/lib/env';

export type MailMessage = { to: string; subject: string; html: string; text: string };

// SMTP when configured; otherwise each message becomes an .eml file in MAIL_DIR (demo and tests).
function createTransport() {
  if (env.SMTP_URL) return nodemailer.createTransport(env.SMTP_URL);
  return nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

let transport: ReturnType<typeof createTransport> | undefined;

export async function sendMail(message: MailMessage): Promise<void> {
  transport ??= createTransport();
  const info = await transport.sendMail({ from: env.MAIL_FROM, ...message });
  if (!env.SMTP_URL) {
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(env.MAIL_DIR, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`;
    await writeFile(`${env.MAIL_DIR}/${name}`, (info as unknown as { message: Buffer }).message);
  }
}
