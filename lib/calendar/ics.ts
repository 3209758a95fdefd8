// A single-event iCalendar file (RFC 5545), enough for a visit confirmation to land in any
// calendar app. Times are written in UTC ("Z") so no VTIMEZONE block is needed.

export type CalendarEvent = {
  /** Globally unique and stable for the event, e.g. "appointment-12@vitrine.example". */
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location?: string;
  description?: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /** PUBLISH (the default) adds the event; CANCEL takes away the one of the same UID (RFC 5546). */
  method?: 'PUBLISH' | 'CANCEL';
  /**
   * The event's revision (§3.8.7.4), written when given: a calendar applies a file over one of a
   * lower SEQUENCE only, and a file without one counts as 0.
   */
  sequence?: number;
  /** E-mail addresses of the agency (ORGANIZER) and the visitor (ATTENDEE), which a CANCEL names. */
  organizer?: string;
  attendee?: string;
};

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** 20261205T173000Z: the "form #2" UTC date-time of RFC 5545 §3.3.5. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping (§3.3.11): backslash first, then ; , and line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line into 75-octet pieces (§3.1), each continuation starting with a space. It
 * counts UTF-8 octets and never cuts inside a character, so accented town names stay whole.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    // Continuation lines lose one octet to their leading space.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** A visit slot's UID: the same in the booking's invitation and in its cancellation. */
export function appointmentUid(appointmentId: number, siteUrl: string): string {
  return `appointment-${appointmentId}@${new URL(siteUrl).hostname}`;
}

/** The whole VCALENDAR text, CRLF line ends included. */
export function calendarFile(event: CalendarEvent): string {
  const method = event.method ?? 'PUBLISH';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vitrine//Visit booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.startsAt)}`,
    `DTEND:${utcDateTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.organizer ? [`ORGANIZER:mailto:${event.organizer}`] : []),
    ...(event.attendee ? [`ATTENDEE:mailto:${event.attendee}`] : []),
    method === 'CANCEL' ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
