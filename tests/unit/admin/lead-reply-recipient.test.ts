import { describe, expect, it } from 'vitest';
import { replyRecipient } from '@/lib/admin/lead-reply-recipient';

const lead = (payload: Record<string, unknown>, anonymizedAt: Date | null = null) => ({ payload, anonymizedAt });

describe('replyRecipient', () => {
  it.each([
    ['a form’s own field', { email: 'jan@example.be' }, 'jan@example.be'],
    ['trimmed', { email: '  jan@example.be ' }, 'jan@example.be'],
    [
      'the sender of a "send to a friend"',
      { senderEmail: 'sofie@example.be', friendEmail: 'x@example.be' },
      'sofie@example.be',
    ],
    ['the first applicant of a rent application', { applicantA: { email: 'koen@example.be' } }, 'koen@example.be'],
  ])('answers the visitor’s address: %s', (_case, payload, email) => {
    expect(replyRecipient(lead(payload))).toEqual({ email });
  });

  it.each([
    ['no address', { firstName: 'Jan', phone: '0470 12 34 56' }],
    ['an empty one', { email: '' }],
    ['text that is no address', { email: 'jan at example dot be' }],
    ['not text', { email: 42 }],
    ['one too long for a mail', { email: `${'a'.repeat(250)}@example.be` }],
  ])('refuses a lead holding %s', (_case, payload) => {
    expect(replyRecipient(lead(payload))).toEqual({ refused: 'leadNoEmail' });
  });

  it('refuses an anonymized lead, whatever its payload still says', () => {
    expect(replyRecipient(lead({}, new Date()))).toEqual({ refused: 'leadAnonymized' });
    expect(replyRecipient(lead({ email: 'jan@example.be' }, new Date()))).toEqual({ refused: 'leadAnonymized' });
  });
});
