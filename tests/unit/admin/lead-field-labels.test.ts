import { describe, expect, it } from 'vitest';
import { answerLabel, fieldLabel, isRecordNumber } from '@/lib/admin/lead-field-labels';
import { messageLookup } from '@/lib/i18n/translator';

const fr = messageLookup('fr');
const nl = messageLookup('nl');

describe('fieldLabel', () => {
  it.each([
    // The inbox's own label, then the forms' shared one, then the name as sent.
    ['appointmentId', null, 'Créneau de visite (numéro)'],
    ['firstName', null, 'Prénom'],
    ['firstName', 'applicantA', 'Prénom'],
    ['favouriteColour', null, 'favouriteColour'],
    // A group's own label first: an income's amount is no offer's amount.
    ['amount', 'income1', 'Revenu net mensuel (€)'],
    ['amount', 'income2', 'Revenu net mensuel (€)'],
    ['amount', null, 'Montant offert (€)'],
  ])('%s in %s: %s', (key, parent, expected) => {
    expect(fieldLabel(fr, key, parent)).toBe(expected);
  });

  it('speaks the language asked', () => {
    expect(fieldLabel(nl, 'firstName', null)).toBe('Voornaam');
  });
});

describe('answerLabel', () => {
  it.each([
    ['pets', 'no', 'Non'],
    ['pets', 'yes', 'Oui'],
    ['advanceAcknowledged', true, 'Oui'],
    ['advanceAcknowledged', false, 'Non'],
    ['salutation', 'mrs', 'Madame'],
    ['employment', 'civil-servant', 'Fonctionnaire'],
  ] as const)('%s = %s: %s', (key, value, expected) => {
    expect(answerLabel(fr, key, value)).toBe(expected);
  });

  it.each([
    ['salutation', 'queen'],
    ['message', 'mrs'],
    ['amount', 250_000],
    ['remark', null],
    ['remark', ''],
  ] as const)('leaves %s = %s as sent (null)', (key, value) => {
    expect(answerLabel(fr, key, value)).toBeNull();
  });
});

describe('isRecordNumber', () => {
  it.each(['documentIds', 'typeWebIds', 'appointmentId', 'propertyType'])('%s holds record numbers', (key) => {
    expect(isRecordNumber(key)).toBe(true);
  });

  it.each(['amount', 'adults'])('%s holds no record number', (key) => {
    expect(isRecordNumber(key)).toBe(false);
  });
});
