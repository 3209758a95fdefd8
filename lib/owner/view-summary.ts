// Owner statistics (docs/domain-rules.md): visits today, this week, this month, in total, and a chart of the
// last 30 days. Days are Brussels calendar days as stored ("YYYY-MM-DD"); weeks start on Monday.

const DAY_MS = 86_400_000;
export const CHART_DAYS = 30;

function toUtc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return toDay(new Date(toUtc(day).getTime() + days * DAY_MS));
}

export function weekStart(day: string): string {
  const weekday = (toUtc(day).getUTCDay() + 6) % 7; // Monday = 0
  return addDays(day, -weekday);
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The CHART_DAYS days ending with `today`, oldest first. */
export function chartDays(today: string): string[] {
  return Array.from({ length: CHART_DAYS }, (_, index) => addDays(today, index - CHART_DAYS + 1));
}

export type ViewSummary = {
  today: number;
  week: number;
  month: number;
  total: number;
  series: { day: string; count: number }[];
};

export function summarizeViews(rows: { day: string; count: number }[], today: string): ViewSummary {
  const fromWeek = weekStart(today);
  const fromMonth = monthStart(today);
  const byDay = new Map<string, number>();
  const summary: ViewSummary = { today: 0, week: 0, month: 0, total: 0, series: [] };
  for (const { day, count } of rows) {
    byDay.set(day, (byDay.get(day) ?? 0) + count);
    summary.total += count;
    // Future days (a clock ahead of ours) count in the total only.
    if (day > today) continue;
    if (day === today) summary.today += count;
    if (day >= fromWeek) summary.week += count;
    if (day >= fromMonth) summary.month += count;
  }
  summary.series = chartDays(today).map((day) => ({ day, count: byDay.get(day) ?? 0 }));
  return summary;
}
