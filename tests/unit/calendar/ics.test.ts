import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, utcDateTime } from '@/lib/calendar/ics';

const EVENT = {
  uid: 'appointment-12@vitrine.example',
  stamp: new Date('2026-11-22T08:15:30.123Z'),
  startsAt: new Date('2026-12-05T09:30:00Z'),
  endsAt: new Date('2026-12-05T10:00:00Z'),
  summary: 'Visite : Maison 3 chambres, Uccle',
  location: 'Rue du Doyenné 12, 1180 Uccle',
};

/** Undoes folding (§3.1): a CRLF followed by one space is removed. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('utcDateTime', () => {
  it.each([
    ['2026-12-05T09:30:00Z', '20261205T093000Z'],
    ['2026-01-01T00:00:00.999Z', '20260101T000000Z'],
    // 18:00 in Brussels in winter is 17:00 UTC.
    ['2026-12-07T18:00:00+01:00', '20261207T170000Z'],
    // 10:00 in Brussels in summer is 08:00 UTC.
    ['2026-07-04T10:00:00+02:00', '20260704T080000Z'],
  ])('%s → %s', (input, expected) => {
    expect(utcDateTime(new Date(input))).toBe(expected);
  });
});

describe('escapeText', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', 'a\\, b'],
    ['a; b', 'a\\; b'],
    ['back\\slash', 'back\\\\slash'],
    ['line\nbreak', 'line\\nbreak'],
    ['windows\r\nbreak', 'windows\\nbreak'],
    ['old\rmac', 'old\\nmac'],
    // The backslash is escaped first, so an escaped comma is not escaped twice.
    ['\\,', '\\\\\\,'],
    ['Rue de l’Église: 4', 'Rue de l’Église: 4'],
  ])('%j → %j', (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds the 76th octet onto a continuation line starting with a space', () => {
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets, space included', () => {
    const folded = foldLine(`SUMMARY:${'a'.repeat(300)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(`SUMMARY:${'a'.repeat(300)}`);
  });

  it('counts UTF-8 octets and never splits a character', () => {
    const line = `LOCATION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const part of physical) {
      expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    // 9 ASCII octets + 33 two-octet characters = 75; the 34th would make 77.
    expect(physical[0]).toBe(`LOCATION:${'é'.repeat(33)}`);
    expect(unfold(folded)).toBe(line);
  });
});

describe('calendarFile', () => {
  const file = calendarFile(EVENT);

  it('ends every line, the last included, with CRLF and has no bare LF', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is one VCALENDAR with one VEVENT in the order calendar apps expect', () => {
    const lines = unfold(file).trimEnd().split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
    expect(lines.indexOf('BEGIN:VEVENT')).toBeLessThan(lines.indexOf('END:VEVENT'));
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('writes the uid, the stamp and the times in UTC', () => {
    const lines = unfold(file).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:appointment-12@vitrine.example',
        'DTSTAMP:20261122T081530Z',
        'DTSTART:20261205T093000Z',
        'DTEND:20261205T100000Z',
      ]),
    );
  });

  it('escapes the summary and location', () => {
    const lines = unfold(file).split('\r\n');
    expect(lines).toContain('SUMMARY:Visite : Maison 3 chambres\\, Uccle');
    expect(lines).toContain('LOCATION:Rue du Doyenné 12\\, 1180 Uccle');
  });

  it('leaves out an absent location and writes a description with its line breaks escaped', () => {
    const other = calendarFile({ ...EVENT, location: undefined, description: 'Agent: Anne\nTel. 02 123 45 67' });
    expect(other).not.toContain('LOCATION');
    expect(unfold(other)).toContain('DESCRIPTION:Agent: Anne\\nTel. 02 123 45 67\r\n');
  });

  it('folds a long summary within 75 octets', () => {
    const long = calendarFile({ ...EVENT, summary: `Visite : ${'Appartement lumineux avec terrasse, '.repeat(5)}` });
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe('calendarFile for a cancellation', () => {
  const cancellation = calendarFile({
    ...EVENT,
    method: 'CANCEL',
    sequence: 1,
    organizer: 'info@vitrine.example',
    attendee: 'sofie@example.be',
  });

  it('takes the event of the same UID out of the calendar, as a later revision', () => {
    const lines = unfold(cancellation).split('\r\n');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain(`UID:${EVENT.uid}`);
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('ORGANIZER:mailto:info@vitrine.example');
    expect(lines).toContain('ATTENDEE:mailto:sofie@example.be');
    expect(lines).not.toContain('STATUS:CONFIRMED');
  });

  it('leaves the invitation as it was: published, confirmed, no SEQUENCE (0), nobody named', () => {
    const invitation = calendarFile(EVENT);
    expect(invitation).toContain('METHOD:PUBLISH\r\n');
    expect(invitation).toContain('STATUS:CONFIRMED\r\n');
    expect(invitation).not.toMatch(/SEQUENCE|ORGANIZER|ATTENDEE/);
  });
});
