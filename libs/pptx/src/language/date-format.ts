// The `date:"d MMM yyyy"` filter: reads ISO 8601 or common date text, writes a small pattern language
// with the batch's locale. Dates are wall-clock values: they are shown as written, in no time zone.

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY_FIRST = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const YEAR_FIRST = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/;
const TOKEN = /'([^']*)'|yyyy|yy|MMMM|MMM|MM|M|dd|d|EEEE|EEE|HH|H|hh|h|mm|ss|a/g;

function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date | undefined {
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const valid =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid && hour < 24 && minute < 60 && second < 60 ? date : undefined;
}

/** A date as its wall-clock fields in a UTC Date, or undefined when the text is no date. */
export function parseDateText(text: string): Date | undefined {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso) {
    const [, y, m, d, hh, mm, ss, zone] = iso;
    const date = utc(+y, +m, +d, +(hh ?? 0), +(mm ?? 0), +(ss ?? 0));
    if (!date || !zone) return date;
    // An instant with an offset is shown in UTC, so every deck of a batch agrees.
    const instant = Date.parse(trimmed.replace(' ', 'T'));
    return Number.isNaN(instant) ? date : new Date(instant);
  }
  const dayFirst = DAY_FIRST.exec(trimmed);
  if (dayFirst) return utc(+dayFirst[3], +dayFirst[2], +dayFirst[1]);
  const yearFirst = YEAR_FIRST.exec(trimmed);
  if (yearFirst) return utc(+yearFirst[1], +yearFirst[2], +yearFirst[3]);
  // Text with a month name ("5 March 2024", "March 5, 2024"); bare numbers are too ambiguous.
  if (!/[A-Za-z]{3}/.test(trimmed)) return undefined;
  const parsed = new Date(trimmed);
  if (Number.isNaN(parsed.getTime())) return undefined;
  return utc(
    parsed.getFullYear(),
    parsed.getMonth() + 1,
    parsed.getDate(),
    parsed.getHours(),
    parsed.getMinutes(),
  );
}

function part(date: Date, locale: string, options: Intl.DateTimeFormatOptions, type: string): string {
  const parts = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).formatToParts(date);
  return parts.find((candidate) => candidate.type === type)?.value ?? '';
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function token(date: Date, name: string, locale: string): string {
  const hours = date.getUTCHours();
  switch (name) {
    case 'yyyy':
      return pad(date.getUTCFullYear(), 4);
    case 'yy':
      return pad(date.getUTCFullYear() % 100);
    case 'MMMM':
      return part(date, locale, { month: 'long', day: 'numeric' }, 'month');
    case 'MMM':
      return part(date, locale, { month: 'short', day: 'numeric' }, 'month').replace(/\.$/, '');
    case 'MM':
      return pad(date.getUTCMonth() + 1);
    case 'M':
      return String(date.getUTCMonth() + 1);
    case 'dd':
      return pad(date.getUTCDate());
    case 'd':
      return String(date.getUTCDate());
    case 'EEEE':
      return part(date, locale, { weekday: 'long' }, 'weekday');
    case 'EEE':
      return part(date, locale, { weekday: 'short' }, 'weekday');
    case 'HH':
      return pad(hours);
    case 'H':
      return String(hours);
    case 'hh':
      return pad(hours % 12 || 12);
    case 'h':
      return String(hours % 12 || 12);
    case 'mm':
      return pad(date.getUTCMinutes());
    case 'ss':
      return pad(date.getUTCSeconds());
    default:
      return part(date, locale, { hour: 'numeric', hour12: true }, 'dayPeriod');
  }
}

/**
 * Writes `date` with a pattern: yyyy yy MMMM MMM MM M dd d EEEE EEE HH H hh h mm ss a; text in single
 * quotes is literal ('' is a quote); any other character is copied.
 */
export function formatDatePattern(date: Date, pattern: string, locale: string): string {
  return pattern.replace(TOKEN, (match, literal: string | undefined) => {
    if (literal !== undefined) return literal === '' ? "'" : literal;
    return token(date, match, locale);
  });
}
