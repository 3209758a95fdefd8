import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactSchema } from '@/lib/forms/contact';
import { demandRegisterSchema } from '@/lib/forms/demand-register';
import { documentRequestSchema } from '@/lib/forms/document-request';
import { formFields } from '@/lib/http/form-fields';
import { nativeValues } from '@/lib/forms/native-values';
import { offerSchema } from '@/lib/forms/offer';
import { rentApplicationSchema } from '@/lib/forms/rent-application';

const read = (body: string, schema: z.ZodType) => nativeValues(formFields(body), schema);

describe('nativeValues', () => {
  it('reads a ticked box as true and an absent one as false', () => {
    expect(read('email=a%40b.be&privacy=on', contactSchema)).toMatchObject({ privacy: true });
    expect(read('email=a%40b.be', contactSchema)).toMatchObject({ privacy: false });
    expect(read('advanceAcknowledged=true', offerSchema)).toMatchObject({ privacy: false, advanceAcknowledged: true });
    // Anything else is left for the schema to refuse.
    expect(read('privacy=yes', contactSchema)).toMatchObject({ privacy: 'yes' });
  });

  it('makes a list of a group of boxes: none ticked, one, or several', () => {
    expect(read('category=buyer', contactSchema)).toMatchObject({ timeSlots: [] });
    expect(read('timeSlots=10-13', contactSchema)).toMatchObject({ timeSlots: ['10-13'] });
    expect(read('timeSlots=10-13&timeSlots=16-19', contactSchema)).toMatchObject({ timeSlots: ['10-13', '16-19'] });
    expect(read('documentIds=7', documentRequestSchema)).toMatchObject({ documentIds: ['7'] });
    expect(read('zones=brussels&typeWebIds=1&typeWebIds=2', demandRegisterSchema)).toMatchObject({
      zones: ['brussels'],
      typeWebIds: ['1', '2'],
    });
  });

  it('nests dotted and bracketed names and turns numbers the schema expects as numbers into numbers', () => {
    const values = read(
      'propertyId=12&applicantA.firstName=Marie&applicantB%5BfirstName%5D=Luc&adults=2&children=0' +
        '&income1.amount=2600.50&income2.amount=&income2.employment=&documents=a&documents=b',
      rentApplicationSchema,
    );
    expect(values).toMatchObject({
      propertyId: 12,
      applicantA: { firstName: 'Marie' },
      applicantB: { firstName: 'Luc' },
      adults: 2,
      children: 0,
      income1: { amount: 2600.5 },
      // An empty number field is no number, never 0.
      income2: { amount: null, employment: '' },
      documents: ['a', 'b'],
    });
  });

  it('leaves texts where the schema takes texts, coerced numbers included', () => {
    expect(read('propertyId=12&message=%20Bonjour%20', contactSchema)).toMatchObject({
      propertyId: '12',
      message: 'Bonjour',
    });
    expect(read('amount=285.000&partnerEmail=', offerSchema)).toMatchObject({ amount: '285.000', partnerEmail: '' });
    expect(read('priceMin=&bedroomsMin=2', demandRegisterSchema)).toMatchObject({ priceMin: '', bedroomsMin: '2' });
  });

  it('leaves what it cannot read for the schema to refuse at its field', () => {
    expect(read('adults=two&children=1e3', rentApplicationSchema)).toMatchObject({ adults: 'two', children: '1e3' });
    expect(read('email=a&email=b', contactSchema)).toMatchObject({ email: ['a', 'b'] });
    expect(rentApplicationSchema.safeParse(read('adults=two', rentApplicationSchema)).error?.issues).toContainEqual(
      expect.objectContaining({ path: ['adults'], message: 'numberInvalid' }),
    );
  });

  it('drops names the schema does not know, and those that reach for the prototype', () => {
    const before = Object.getPrototypeOf({});
    const values = read(
      'email=a%40b.be&unknown=1&__proto__.polluted=yes&constructor.prototype.polluted=yes&applicantA.__proto__=x',
      contactSchema,
    );
    expect(Object.keys(values)).not.toContain('unknown');
    expect(values).not.toHaveProperty('__proto__.polluted');
    expect(Object.getPrototypeOf({})).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('gives the same values as the script sends for a whole form, which the schema accepts', () => {
    const body = new URLSearchParams({
      category: 'buyer',
      salutation: 'mrs',
      firstName: 'Marie',
      lastName: 'Dupont',
      email: 'marie@example.be',
      phone: '0470 12 34 56',
      message: 'Bonjour.',
      propertyId: '12',
      privacy: 'on',
      captcha: 'time.1.x',
      website: '',
      locale: 'nl',
      sourcePage: '/nl/contact/',
    });
    const parsed = contactSchema.parse(read(body.toString(), contactSchema));
    expect(parsed).toMatchObject({ propertyId: 12, privacy: true, locale: 'nl', timeSlots: [] });
  });
});
