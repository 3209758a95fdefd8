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
