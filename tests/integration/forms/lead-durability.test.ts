// "A lost form is a lost sale": many visitors at once each get their lead stored with its mails.
import { describe, expect, it } from 'vitest';
import { contactForm } from '@/lib/forms/handlers/contact';
import { ENVELOPE, formHarnessHooks, visitorFields } from '../support/form-harness';

const forms = formHarnessHooks({ testTimeout: 120_000 });

const message = (index: number) => ({
  ...ENVELOPE,
  category: 'buyer',
  ...visitorFields('mr', `Visitor${index}`, 'Janssens', '0470 12 34 56', `visitor${index}@example.be`),
  message: `Message number ${index}`,
});

describe('concurrent submissions', () => {
  it('200 visitors posting at the same moment give 200 leads, each with its two mails', async () => {
    const { db, post } = await forms.harness(contactForm);
    const results = await Promise.all(Array.from({ length: 200 }, (_, index) => post(message(index))));
    expect(results.filter((result) => result.status === 200)).toHaveLength(200);
    expect(await db.lead.count()).toBe(200);
    const leads = await db.lead.findMany({ include: { _count: { select: { emails: true } } } });
    expect(leads.every((lead) => lead._count.emails === 2)).toBe(true);
    const emails = new Set(leads.map((lead) => (JSON.parse(lead.payload) as { email: string }).email));
    expect(emails.size).toBe(200);
  });
});
