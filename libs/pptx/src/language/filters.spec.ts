import { formatDatePattern, parseDateText } from './date-format';
import { applyFilters, parseFilters } from './filters';
import { parseNumberText } from './number-text';
import { parseTag } from './tag-expression';

function filtered(value: string, filters: string, locale = 'en-US'): string {
  const parsed = parseFilters(filters);
  if ('error' in parsed) throw new Error(parsed.error);
  return applyFilters(value, parsed.calls, locale);
}

describe('filters', () => {
  it('changes case and trims', () => {
    expect(filtered('  ada lovelace ', 'trim | title')).toBe('Ada Lovelace');
    expect(filtered('straße', 'upper', 'de-DE')).toBe('STRASSE');
    expect(filtered('ÉCOLE', 'lower')).toBe('école');
  });

  it('formats numbers, currencies and percentages by locale (de-DE: 1.234,50 €)', () => {
    expect(filtered('1234.5', 'number:2')).toBe('1,234.50');
    expect(filtered('1234.5', 'number:2', 'de-DE')).toBe('1.234,50');
    expect(filtered('1234.5', 'currency:EUR', 'de-DE')).toBe('1.234,50\u00a0€');
    expect(filtered('1234.5', 'currency:usd')).toBe('$1,234.50');
    expect(filtered('0.125', 'percent:1')).toBe('12.5%');
    expect(filtered('12.5%', 'percent:1', 'de-DE')).toBe('12,5\u00a0%');
  });

  it('knows fit (read at compile time) and leaves the value as it is', () => {
    expect(filtered('  A long company name ', 'upper | fit')).toBe('  A LONG COMPANY NAME ');
    expect(parseFilters('fit:2')).toEqual({ error: 'the filter "fit" takes no argument' });
  });

  it('chains left to right, so default catches what a number filter leaves empty', () => {
    expect(filtered('', 'number:0 | default:"-"')).toBe('-');
    expect(filtered('7.6', 'number:0 | default:"-"')).toBe('8');
    expect(filtered('n/a', 'number:2')).toBe('n/a');
  });

  it('formats dates from ISO 8601 and common date text', () => {
    expect(filtered('2024-03-05', 'date:"d MMM yyyy"')).toBe('5 Mar 2024');
    expect(filtered('2024-03-05T14:07:00Z', 'date:"EEEE d MMMM yyyy \'at\' HH:mm"')).toBe(
      'Tuesday 5 March 2024 at 14:07',
    );
    expect(filtered('05.03.2024', 'date:"d. MMMM yyyy"', 'de-DE')).toBe('5. März 2024');
    expect(filtered('March 5, 2024', 'date:"dd/MM/yy"')).toBe('05/03/24');
    expect(filtered('soon', 'date:"yyyy"')).toBe('soon');
  });

  it('refuses unknown filters and bad arguments in words', () => {
    expect(parseFilters('uper')).toEqual({ error: 'unknown filter "uper"' });
    expect(parseFilters('currency')).toEqual({
      error: 'the filter "currency" needs a three-letter currency code, like currency:EUR',
    });
    expect(parseFilters('number:x')).toHaveProperty('error');
    expect(parseFilters('upper:1')).toHaveProperty('error');
    expect(parseFilters('upper |')).toHaveProperty('error');
  });
});

describe('number and date reading', () => {
  it('reads grouped and decimal-comma numbers', () => {
    expect(parseNumberText('1,234,567')).toBe(1234567);
    expect(parseNumberText('1.234,50')).toBe(1234.5);
    expect(parseNumberText('12,5')).toBe(12.5);
    expect(parseNumberText('-3')).toBe(-3);
    expect(parseNumberText('12 apples')).toBeUndefined();
  });

  it('rejects impossible dates and writes 12-hour times', () => {
    expect(parseDateText('2024-02-30')).toBeUndefined();
    const date = parseDateText('2024-03-05T21:05:09') as Date;
    expect(formatDatePattern(date, "h:mm:ss a ''yy", 'en-US')).toBe("9:05:09 PM '24");
  });
});

describe('tag expressions', () => {
  it('parses paths, filters and section sigils', () => {
    expect(parseTag('Customer.Name | upper')).toMatchObject({
      name: 'Customer',
      pathText: 'Customer.Name',
      expression: { kind: 'value', path: ['customer', 'name'], filters: [{ name: 'upper' }] },
    });
    expect(parseTag('#items').expression).toEqual({ kind: 'open', inverted: false, path: ['items'] });
    expect(parseTag('^items').expression).toEqual({ kind: 'open', inverted: true, path: ['items'] });
    expect(parseTag(': slides').expression).toEqual({ kind: 'slide', path: ['slides'] });
    expect(parseTag('Mr.').expression).toEqual({ kind: 'value', path: ['mr.'], filters: [] });
    expect(parseTag('a | default:"x|y"').expression).toMatchObject({
      filters: [{ name: 'default', argument: 'x|y' }],
    });
  });
});
