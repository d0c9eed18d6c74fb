import { describe, expect, it } from 'vitest';
import { filterColumns, matchRank, normalizeName, rankColumns } from './columnRanking';

describe('normalizeName', () => {
  it('ignores case and separators', () => {
    expect(normalizeName('first_name')).toBe('firstname');
    expect(normalizeName('First Name')).toBe('firstname');
    expect(normalizeName('firstName')).toBe('firstname');
  });
});

describe('matchRank', () => {
  it('ranks exact, prefix, word overlap, substring, then the rest', () => {
    expect(matchRank('first_name', 'First Name')).toBe(0);
    expect(matchRank('first', 'First Name')).toBe(1);
    expect(matchRank('customer_name', 'Name of city')).toBe(2);
    expect(matchRank('mail', 'Email')).toBe(3);
    expect(matchRank('price', 'City')).toBe(4);
  });
});

describe('rankColumns', () => {
  it('puts the best matches first and keeps the rest in file order', () => {
    const columns = ['City', 'Email', 'Name of city', 'First Name', 'First', 'Zip'];
    expect(rankColumns('first_name', columns)).toEqual([
      'First Name',
      'First',
      'Name of city',
      'City',
      'Email',
      'Zip',
    ]);
  });

  it('keeps file order when nothing matches', () => {
    expect(rankColumns('logo', ['b', 'a'])).toEqual(['b', 'a']);
  });
});

describe('filterColumns', () => {
  it('keeps only matching columns, best first', () => {
    expect(filterColumns('name', ['Surname', 'City', 'Name'])).toEqual(['Name', 'Surname']);
  });

  it('lists every column when nothing is typed', () => {
    expect(filterColumns(' ', ['b', 'a'])).toEqual(['b', 'a']);
  });
});
