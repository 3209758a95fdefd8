// The owner statistics count views per agency day, so a view at 00:30 in Brussels belongs to
// that Brussels day even though it is still the day before in UTC.
const BRUSSELS_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "YYYY-MM-DD" of an instant in Europe/Brussels (the key of PropertyVisitDay). */
export function viewDay(at: Date): string {
  const parts = Object.fromEntries(BRUSSELS_DATE.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
