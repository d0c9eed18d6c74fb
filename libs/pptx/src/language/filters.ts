import { formatDatePattern, parseDateText } from './date-format';
import { parseNumberText } from './number-text';

/** One filter of a value tag, e.g. `number:2`. */
export interface FilterCall {
  readonly name: FilterName;
  readonly argument?: string;
}

export type FilterName =
  'upper' | 'lower' | 'title' | 'trim' | 'default' | 'number' | 'currency' | 'percent' | 'date' | 'fit';

/** Every filter the language knows; any other name is refused at upload. */
export const FILTER_NAMES: ReadonlySet<string> = new Set<FilterName>([
  'upper',
  'lower',
  'title',
  'trim',
  'default',
  'number',
  'currency',
  'percent',
  'date',
  'fit',
]);

const MAX_DECIMALS = 10;

/** How a template error about a filter name starts (the product may match on it). */
export const UNKNOWN_FILTER = 'unknown filter';

/** Splits on `|` outside quotes. */
export function splitPipes(text: string): string[] {
  const parts: string[] = [];
  let quote = '';
  let current = '';
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '|') {
      parts.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

/** An argument without its surrounding quotes (`"-"` or `'-'`), trimmed. */
export function unquote(text: string): string {
  const trimmed = text.trim();
  const first = trimmed[0];
  if ((first === '"' || first === "'") && trimmed.length >= 2 && trimmed.endsWith(first)) {
    return trimmed.slice(1, -1);
  }
  return trimmed;
}

function checkArgument(name: FilterName, argument: string | undefined): string | undefined {
  switch (name) {
    case 'number':
    case 'percent':
      if (argument === undefined) return undefined;
      return /^\d+$/.test(argument) && Number(argument) <= MAX_DECIMALS
        ? undefined
        : `the filter "${name}" takes a number of decimals from 0 to ${MAX_DECIMALS}, like ${name}:2`;
    case 'currency':
      return argument !== undefined && /^[A-Za-z]{3}$/.test(argument)
        ? undefined
        : 'the filter "currency" needs a three-letter currency code, like currency:EUR';
    case 'date':
      return argument ? undefined : 'the filter "date" needs a pattern, like date:"d MMM yyyy"';
    case 'default':
      return argument === undefined ? 'the filter "default" needs a text, like default:"-"' : undefined;
    default:
      return argument === undefined ? undefined : `the filter "${name}" takes no argument`;
  }
}

/** Parses `upper | number:2 | default:"-"`: the calls, or the first problem in words. */
export function parseFilters(text: string): { calls: FilterCall[] } | { error: string } {
  const calls: FilterCall[] = [];
  for (const part of splitPipes(text)) {
    const colon = part.indexOf(':');
    const name = (colon < 0 ? part : part.slice(0, colon)).trim().toLowerCase();
    const argument = colon < 0 ? undefined : unquote(part.slice(colon + 1));
    if (name === '') return { error: 'a filter is missing after "|"' };
    if (name === PAGINATE) return { error: PAGINATE_PLACE };
    if (!FILTER_NAMES.has(name)) return { error: `${UNKNOWN_FILTER} "${name}"` };
    const problem = checkArgument(name as FilterName, argument);
    if (problem) return { error: problem };
    calls.push(
      argument === undefined ? { name: name as FilterName } : { name: name as FilterName, argument },
    );
  }
  return { calls };
}

/** The one filter of a section tag, `{{#rows | paginate}}` or `{{#rows | paginate:12}}`. */
export const PAGINATE = 'paginate';
/** Most rows per page `paginate:N` accepts (a slide holds far fewer). */
export const MAX_ROWS_PER_PAGE = 1000;
const PAGINATE_PLACE =
  'the filter "paginate" belongs on a section that repeats table rows, like {{#rows | paginate:12}}';

/** How a paginated table splits its items: at most `perPage` a slide, or (without) as many as fit. */
export interface Paginate {
  readonly perPage?: number;
}

/** Parses the filters of a section tag: only `paginate` or `paginate:N` (N from 1 to MAX_ROWS_PER_PAGE). */
export function parseSectionFilters(text: string): { paginate: Paginate } | { error: string } {
  const parts = splitPipes(text);
  const [part] = parts;
  const colon = part.indexOf(':');
  const name = (colon < 0 ? part : part.slice(0, colon)).trim().toLowerCase();
  if (name === '') return { error: 'a filter is missing after "|"' };
  if (name !== PAGINATE || parts.length > 1) {
    return { error: `a section takes only the filter "paginate" (like {{#rows | paginate:12}})` };
  }
  if (colon < 0) return { paginate: {} };
  const argument = unquote(part.slice(colon + 1));
  if (!/^\d+$/.test(argument) || Number(argument) < 1 || Number(argument) > MAX_ROWS_PER_PAGE) {
    return {
      error: `the filter "paginate" takes a number of rows per slide from 1 to ${MAX_ROWS_PER_PAGE}, like paginate:12`,
    };
  }
  return { paginate: { perPage: Number(argument) } };
}

function titleCase(text: string, locale: string): string {
  return text
    .toLocaleLowerCase(locale)
    .replace(
      /(^|[\s\-–(/"])(\p{L})/gu,
      (_, before: string, letter: string) => before + letter.toLocaleUpperCase(locale),
    );
}

function formatNumber(text: string, locale: string, options: Intl.NumberFormatOptions, scale = 1): string {
  const number = parseNumberText(text);
  if (number === undefined) return text;
  return new Intl.NumberFormat(locale, options).format(number * scale);
}

function applyOne(call: FilterCall, text: string, locale: string): string {
  const decimals = call.argument === undefined ? undefined : Number(call.argument);
  switch (call.name) {
    case 'upper':
      return text.toLocaleUpperCase(locale);
    case 'lower':
      return text.toLocaleLowerCase(locale);
    case 'title':
      return titleCase(text, locale);
    case 'trim':
      return text.trim();
    case 'default':
      return text.trim() === '' ? (call.argument ?? '') : text;
    case 'number':
      return formatNumber(text, locale, {
        minimumFractionDigits: decimals ?? 0,
        maximumFractionDigits: decimals ?? 0,
      });
    case 'currency':
      return formatNumber(text, locale, { style: 'currency', currency: (call.argument ?? '').toUpperCase() });
    case 'percent': {
      // "12.5%" is already a percentage; a bare number is a fraction (0.125).
      const scale = text.trim().endsWith('%') ? 0.01 : 1;
      return formatNumber(
        text.replace('%', ''),
        locale,
        {
          style: 'percent',
          minimumFractionDigits: decimals ?? 0,
          maximumFractionDigits: decimals ?? 0,
        },
        scale,
      );
    }
    case 'date': {
      const date = parseDateText(text);
      return date ? formatDatePattern(date, call.argument ?? '', locale) : text;
    }
    case 'fit':
      // Read at compile time (the shape is shrunk to fit); the value is unchanged.
      return text;
  }
}

/** The filters that format a number or a date: given a workbook cell, they read its raw value, not its text. */
const FORMATTING_FILTERS: ReadonlySet<FilterName> = new Set<FilterName>([
  'number',
  'currency',
  'percent',
  'date',
]);

/**
 * Whether a value tag's filters start by formatting a number or date (`fit`, which changes no text, aside)
 * that can read `raw`: then a workbook cell's raw value is what they format (1080, not "€1,080.00";
 * 2027-01-31, not "31/01/2027").
 */
export function formatsRawValue(filters: readonly FilterCall[], raw: string): boolean {
  const first = rawValueFilter(filters);
  if (first === undefined) return false;
  return first === 'date' ? parseDateText(raw) !== undefined : parseNumberText(raw) !== undefined;
}

/** The filter that would read a raw value: the first (`fit` aside) when it formats a number or a date. */
export function rawValueFilter(filters: readonly FilterCall[]): FilterName | undefined {
  const first = filters.find((call) => call.name !== 'fit');
  return first !== undefined && FORMATTING_FILTERS.has(first.name) ? first.name : undefined;
}

/** Applies filters left to right; a value a filter cannot read (a number filter on text) passes unchanged. */
export function applyFilters(text: string, filters: readonly FilterCall[], locale: string): string {
  let result = text;
  for (const call of filters) result = applyOne(call, result, locale);
  return result;
}
