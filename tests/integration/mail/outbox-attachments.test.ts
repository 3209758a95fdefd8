// A mail's attachment goes through the outbox unchanged: stored with the lead as JSON, read back
// by the sender and built into the MIME message nodemailer hands to SMTP.
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { storeLead } from '@/lib/forms/store-lead';
import { nodemailerAttachments, parseAttachments, textAttachment } from '@/lib/mail/attachments';
import { queueMail } from '@/lib/mail/queue';
import { textMail } from '@/lib/mail/text-mail';
import { testDatabaseHooks } from '../support/test-database-hooks';

const { freshDb } = testDatabaseHooks();

const CALENDAR = 'BEGIN:VCALENDAR\r\nSUMMARY:Visite à Uccle\\, samedi\r\nEND:VCALENDAR\r\n';

async function database() {
  const db = await freshDb();
  return db;
}

async function mime(row: { to: string; subject: string; html: string; text: string; attachments: string | null }) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({
    from: 'site@vitrine.example',
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    attachments: nodemailerAttachments(parseAttachments(row.attachments)),
  });
  // With `buffer: true` the stream transport hands the message over whole, as bytes.
  if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer gave a stream, not the message’s bytes');
  return info.message.toString('utf8');
}

describe('outbox attachments', () => {
  it('keeps a calendar file byte for byte from the lead transaction to the sent message', async () => {
    const db = await database();
    const mail = {
      ...textMail('marie@example.be', 'Votre visite', 'À samedi !'),
      attachments: [textAttachment('visite.ics', 'text/calendar; charset=utf-8; method=PUBLISH', CALENDAR)],
    };
    const leadId = await storeLead(
      db,
      { type: 'contact-appointment', locale: 'fr', payload: {}, consent: true },
      () => [mail],
    );
    const row = await db.outboxEmail.findFirstOrThrow({ where: { leadId } });
    const [stored] = parseAttachments(row.attachments);
    expect(stored).toMatchObject({
      filename: 'visite.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    expect(Buffer.from(stored!.content, 'base64').toString('utf8')).toBe(CALENDAR);

    const message = await mime(row);
    expect(message).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;?\s+name=visite\.ics/);
    expect(message).toContain('Content-Disposition: attachment; filename=visite.ics');
    const part =
      /Content-Disposition: attachment; filename=visite\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)\r?\n--/.exec(
        message,
      )?.[1] ?? '';
    expect(Buffer.from(part.replace(/\s/g, ''), 'base64').toString('utf8')).toBe(CALENDAR);
  });

  it('stores no attachment column for a plain mail, and the message has no attachment part', async () => {
    const db = await database();
    const id = await queueMail(db, textMail('jan@example.be', 'Bedankt', 'Tot binnenkort.'));
    const row = await db.outboxEmail.findUniqueOrThrow({ where: { id } });
    expect(row.attachments).toBeNull();
    expect(parseAttachments(row.attachments)).toEqual([]);
    expect(await mime(row)).not.toContain('Content-Disposition: attachment');
  });
});
