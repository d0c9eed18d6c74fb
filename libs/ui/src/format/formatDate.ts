/**
 * How a date is written. `timeZone: 'UTC'` reads the day in UTC (the admin panel, so every operator reads the
 * same day; billing periods and blog dates, which are UTC days); by default the viewer's own time zone.
 */
export interface DateFormatOptions {
  style?: 'medium' | 'long';
  timeZone?: 'UTC';
}

/** A calendar day: 'Mar 5, 2026' (medium, the default) or 'March 5, 2026' (long). */
export function formatDate(iso: string, { style = 'medium', timeZone }: DateFormatOptions = {}): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: style, timeZone });
}

/** A moment: 'Mar 5, 2026, 2:07 PM'. */
export function formatDateTime(iso: string, { style = 'medium', timeZone }: DateFormatOptions = {}): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: style, timeStyle: 'short', timeZone });
}

/** A day of the year without the year: 'March 5' (when the year goes without saying, e.g. a reset date). */
export function formatMonthDay(iso: string, { timeZone }: Pick<DateFormatOptions, 'timeZone'> = {}): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone });
}
