import { describe, expect, it } from 'vitest';
import { brusselsClock, fieldHeader, fieldText, leadCells } from '@/lib/admin/lead-spreadsheet';
import { messageLookup } from '@/lib/i18n/translator';
import { BRUSSELS_CLOCK } from '../../support/unit-brussels-clock';

const fr = messageLookup('fr');
const en = messageLookup('en');
const numbers = (locale: string) => new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 6 });

describe('brusselsClock', () => {
  it.each(BRUSSELS_CLOCK)('%s on Brussels clocks: %s %s', (instant, day, time) => {
    expect(brusselsClock(new Date(instant))).toBe(`${day} ${time}`);
  });
});

describe('fieldHeader', () => {
  it('names the groups before the field', () => {
    expect(fieldHeader(fr, [{ key: 'firstName', parent: null }])).toBe('Prénom');
    expect(
      fieldHeader(fr, [
        { key: 'income1', parent: null },
        { key: 'amount', parent: 'income1' },
      ]),
    ).toBe('Revenus du candidat A › Revenu net mensuel (€)');
    expect(
      fieldHeader(en, [
        { key: 'applicantB', parent: null },
        { key: 'email', parent: 'applicantB' },
      ]),
    ).toBe('Applicant B › E-mail address');
  });
});

describe('fieldText', () => {
  it.each([
    ['pets', 'no', 'Non'],
    ['salutation', 'mr', 'Monsieur'],
    ['consentGiven', true, 'Oui'],
    ['timeSlots', ['10-13', '16-19'], `${fr('ContactForm.slots.10-13')}, ${fr('ContactForm.slots.16-19')}`],
    ['amount', 250000, '250000'],
    ['amount', 2850.5, '2850,5'],
    ['documentIds', 1234, '1234'],
    ['birthDate', '1990-04-12', '1990-04-12'],
    ['message', 'Bonjour,\nà demain', 'Bonjour,\nà demain'],
    ['remark', null, ''],
    ['remark', '', ''],
    ['typeWebIds', [], ''],
  ] as const)('%s = %j, for a French spreadsheet: %j', (key, value, expected) => {
    expect(fieldText(fr, numbers('fr'), key, value as never)).toBe(expected);
  });

  it('writes decimals as an English spreadsheet reads them', () => {
    expect(fieldText(en, numbers('en'), 'amount', 2850.5)).toBe('2850.5');
    expect(fieldText(en, numbers('en'), 'pets', 'yes')).toBe('Yes');
  });
});

describe('leadCells', () => {
  const lead = {
    id: 42,
    createdAt: new Date('2026-12-01T08:05:00Z'),
    type: 'contact-appointment',
    status: 'handled',
    locale: 'nl',
    consent: true,
    sourcePage: '/nl/te-koop/',
    projectId: null,
    property: { recordFile: 'VIT-4242' },
    appointments: [{ startsAt: new Date('2026-12-08T16:00:00Z') }],
  };

  it('names the lead in the staff’s words, its times on Brussels clocks', () => {
    expect(leadCells(fr, lead)).toEqual([
      42,
      '2026-12-01 09:05',
      'Demande de visite',
      'Traitée',
      'Néerlandais',
      'VIT-4242',
      null,
      '/nl/te-koop/',
      'Oui',
      '2026-12-08 17:00',
    ]);
  });

  it('shows a type, status or language it does not know as stored, and no visit as an empty cell', () => {
    const cells = leadCells(fr, { ...lead, type: 'old-form', status: 'archived', locale: 'es', appointments: [] });
    expect(cells.slice(2, 5)).toEqual(['old-form', 'archived', 'es']);
    expect(cells[9]).toBeUndefined();
  });
});
