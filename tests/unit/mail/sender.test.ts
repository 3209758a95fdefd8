import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { mailSender } from '@/lib/mail/sender';

const MAIL_FROM = 'Vitrine Immobilier <no-reply@vitrine.example>';

async function fromHeader(from: ReturnType<typeof mailSender>): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ from, to: 'luc@example.lu', subject: 's', text: 't' });
  const message = (info as unknown as { message: Buffer }).message.toString('utf8').replace(/\r?\n[ \t]+/g, ' ');
  return /^From: (.*?)\r?$/m.exec(message)![1]!;
}

describe('mailSender', () => {
  it("is MAIL_FROM without a display name of the mail's own", () => {
    expect(mailSender(MAIL_FROM, null)).toBe(MAIL_FROM);
  });

  it("keeps MAIL_FROM's address under the given name", async () => {
    expect(mailSender(MAIL_FROM, 'Sophie Martin via Vitrine Immobilier')).toEqual({
      name: 'Sophie Martin via Vitrine Immobilier',
      address: 'no-reply@vitrine.example',
    });
    expect(await fromHeader(mailSender(MAIL_FROM, 'Sophie Martin via Vitrine Immobilier'))).toBe(
      'Sophie Martin via Vitrine Immobilier <no-reply@vitrine.example>',
    );
  });

  it('cannot add a header or an address through the name', async () => {
    const header = await fromHeader(mailSender(MAIL_FROM, 'Eve <eve@evil.example>,\r\nBcc: x@evil.example via V'));
    // One quoted display name, then the agency's address: no second address, no Bcc header.
    expect(header).toBe('"Eve <eve@evil.example>, Bcc: x@evil.example via V" <no-reply@vitrine.example>');
  });
});
