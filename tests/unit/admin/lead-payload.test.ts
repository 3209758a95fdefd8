import { describe, expect, it } from 'vitest';
import { payloadEntries, payloadFields } from '@/lib/admin/lead-payload';

describe('payloadEntries', () => {
  it("keeps every field in the form's order, groups as groups, without what the page shows elsewhere", () => {
    const entries = payloadEntries({
      salutation: 'mrs',
      firstName: 'Élise',
      applicantA: { email: 'e@x.be', phone: '' },
      income1: { amount: 2400, employment: 'employee' },
      timeSlots: ['10-13', '16-19'],
      pets: 'no',
      consentGiven: true,
      remark: null,
      weird: [{ a: 1 }],
      locale: 'fr',
      sourcePage: '/fr/',
      propertyId: 12,
      projectId: 3,
      documents: ['3f2b8c1e-5d4a-4b6c-9e8f-1a2b3c4d5e6f'],
    });
    expect(entries).toEqual([
      { key: 'salutation', parent: null, value: 'mrs' },
      { key: 'firstName', parent: null, value: 'Élise' },
      {
        key: 'applicantA',
        parent: null,
        entries: [
          { key: 'email', parent: 'applicantA', value: 'e@x.be' },
          { key: 'phone', parent: 'applicantA', value: '' },
        ],
      },
      {
        key: 'income1',
        parent: null,
        entries: [
          { key: 'amount', parent: 'income1', value: 2400 },
          { key: 'employment', parent: 'income1', value: 'employee' },
        ],
      },
      { key: 'timeSlots', parent: null, value: ['10-13', '16-19'] },
      { key: 'pets', parent: null, value: 'no' },
      { key: 'consentGiven', parent: null, value: true },
      { key: 'remark', parent: null, value: null },
      { key: 'weird', parent: null, value: ['{"a":1}'] },
    ]);
  });

  it("leaves a visit booking's slot number and UTC times to the visit's own section", () => {
    const entries = payloadEntries({
      firstName: 'Nadia',
      appointmentId: 5,
      startsAt: '2026-12-08T16:00:00.000Z',
      endsAt: '2026-12-08T16:30:00.000Z',
      message: 'Je serai à l’heure.',
    });
    expect(entries.map((entry) => entry.key)).toEqual(['firstName', 'message']);
  });

  it('keeps a nested field named like a hidden one: only top-level fields are shown elsewhere', () => {
    expect(payloadEntries({ figures: { locale: 'fr' } })).toEqual([
      { key: 'figures', parent: null, entries: [{ key: 'locale', parent: 'figures', value: 'fr' }] },
    ]);
  });
});

describe('payloadFields', () => {
  it('opens the groups: one field per column, named by its path, with the groups it is in', () => {
    expect(
      payloadFields({
        firstName: 'Koen',
        applicantA: { lastName: 'Claes', address: { town: 'Gent' } },
        timeSlots: ['10-13'],
        locale: 'nl',
        startsAt: '2026-12-08T16:00:00.000Z',
      }),
    ).toEqual([
      { path: 'firstName', trail: [{ key: 'firstName', parent: null }], value: 'Koen' },
      {
        path: 'applicantA.lastName',
        trail: [
          { key: 'applicantA', parent: null },
          { key: 'lastName', parent: 'applicantA' },
        ],
        value: 'Claes',
      },
      {
        path: 'applicantA.address.town',
        trail: [
          { key: 'applicantA', parent: null },
          { key: 'address', parent: 'applicantA' },
          { key: 'town', parent: 'address' },
        ],
        value: 'Gent',
      },
      { path: 'timeSlots', trail: [{ key: 'timeSlots', parent: null }], value: ['10-13'] },
    ]);
  });

  it('has no field for an empty group, nor for a payload that was no object', () => {
    expect(payloadFields({ figures: {} })).toEqual([]);
    expect(payloadFields({})).toEqual([]);
  });
});
