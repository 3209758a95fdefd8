import { describe, expect, it } from 'vitest';
import { leadContact, parsePayload, payloadObject } from '@/lib/leads/lead-contact';

describe('leadContact', () => {
  it.each([
    [
      'a contact form',
      { firstName: 'Jan', lastName: 'Peeters', email: 'jan@x.be', phone: '0470123456', message: 'Bonjour' },
      { firstName: 'Jan', lastName: 'Peeters', email: 'jan@x.be', phone: '0470123456', message: 'Bonjour' },
    ],
    [
      'a testimonial',
      { name: 'Marie D.', email: 'm@x.be', text: 'Très bien' },
      { firstName: 'Marie D.', lastName: null, email: 'm@x.be', phone: null, message: 'Très bien' },
    ],
    [
      'a friend’s sending',
      { senderName: 'Sophie', senderEmail: 's@x.be', friendEmail: 'f@x.be', message: '' },
      { firstName: 'Sophie', lastName: null, email: 's@x.be', phone: null, message: null },
    ],
    [
      'a rent application',
      { applicantA: { firstName: 'Élise', lastName: 'Dubois', email: 'e@x.be', phone: '+32470' }, remark: 'Merci' },
      { firstName: 'Élise', lastName: 'Dubois', email: 'e@x.be', phone: '+32470', message: 'Merci' },
    ],
    [
      'a newsletter sign-up',
      { email: 'n@x.be' },
      { firstName: null, lastName: null, email: 'n@x.be', phone: null, message: null },
    ],
  ])('reads %s', (_, payload, expected) => expect(leadContact(payload)).toEqual(expected));
});

describe('payloadObject', () => {
  it.each([
    ['{"a":1}', { a: 1 }],
    ['not json', {}],
    ['[1,2]', {}],
    ['null', {}],
    ['"text"', {}],
  ])('%s → %j', (payload, expected) => expect(payloadObject(payload)).toEqual(expected));
});

describe('parsePayload', () => {
  it('reads JSON and gives null for anything else', () => {
    expect(parsePayload('{"firstName":"Marie"}')).toEqual({ firstName: 'Marie' });
    expect(parsePayload('not json')).toBeNull();
  });
});
