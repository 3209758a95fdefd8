// A visit link's token names one lead until a day after its visit, and nothing else.
import { describe, expect, it } from 'vitest';
import { VISIT_LINK_GRACE_MS, visitLinkLead, visitLinkToken } from '@/lib/appointments/visit-link-token';
import { visitLinkUrl } from '@/lib/appointments/visit-link';
import { sealText } from '@/lib/security/sealed-text';

const KEY = 'c'.repeat(64);
const ENDS_AT = new Date('2026-12-05T09:30:00Z');
const BEFORE = new Date('2026-12-01T12:00:00Z');

const changedFirst = (token: string) => `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;

describe('visit link tokens', () => {
  it('names its lead, without the lead id in the token', () => {
    const token = visitLinkToken(KEY, 4217, ENDS_AT);
    expect(token).not.toContain('4217');
    expect(visitLinkLead(KEY, token, BEFORE)).toBe(4217);
  });

  it('works until a day after the visit has ended, and not a second later', () => {
    const token = visitLinkToken(KEY, 12, ENDS_AT);
    const expiry = ENDS_AT.getTime() + VISIT_LINK_GRACE_MS;
    expect(visitLinkLead(KEY, token, ENDS_AT)).toBe(12);
    expect(visitLinkLead(KEY, token, new Date(expiry - 1000))).toBe(12);
    expect(visitLinkLead(KEY, token, new Date(expiry))).toBeNull();
  });

  it.each([
    ['another key', () => visitLinkLead('d'.repeat(64), visitLinkToken(KEY, 12, ENDS_AT), BEFORE)],
    // The first character: all six of its bits are the token's (the last one's may be padding).
    ['a changed token', () => visitLinkLead(KEY, changedFirst(visitLinkToken(KEY, 12, ENDS_AT)), BEFORE)],
    ['the lead id itself', () => visitLinkLead(KEY, '12', BEFORE)],
    ['a sealed text of another shape', () => visitLinkLead(KEY, sealText(KEY, 'unsubscribe:12'), BEFORE)],
    ['a sealed lead id of zero', () => visitLinkLead(KEY, sealText(KEY, '0.1790000000'), BEFORE)],
    ['a sealed lead id beyond any row', () => visitLinkLead(KEY, sealText(KEY, '9999999999.1790000000'), BEFORE)],
    ['no token', () => visitLinkLead(KEY, undefined, BEFORE)],
  ])('refuses %s', (_name, read) => {
    expect(read()).toBeNull();
  });

  it.each([
    ['fr', /^https:\/\/vitrine\.example\/fr\/visite\/[A-Za-z0-9_-]+\/$/],
    ['nl', /^https:\/\/vitrine\.example\/nl\/bezoek\/[A-Za-z0-9_-]+\/$/],
    ['en', /^https:\/\/vitrine\.example\/en\/visit\/[A-Za-z0-9_-]+\/$/],
    ['de', /^https:\/\/vitrine\.example\/de\/besichtigung\/[A-Za-z0-9_-]+\/$/],
  ] as const)('leads to the visit page in %s, with the token as its only part', (locale, pattern) => {
    const url = visitLinkUrl('https://vitrine.example', KEY, { leadId: 12, endsAt: ENDS_AT }, locale);
    expect(url).toMatch(pattern);
    const token = new URL(url).pathname.split('/')[3];
    expect(visitLinkLead(KEY, token, BEFORE)).toBe(12);
  });
});
