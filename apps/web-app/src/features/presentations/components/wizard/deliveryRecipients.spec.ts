import { describe, expect, it } from 'vitest';
import { countRecipients, deckFields, isEmailAddress, suggestAddressColumn } from './deliveryRecipients';

const ROWS = [
  { Name: 'Ann', Region: 'North', Email: 'ann@x.test' },
  { Name: 'Bob', Region: 'North', Email: '' },
  { Name: 'Cid', Region: 'South', Email: 'not an address' },
  { Name: 'Dee', Region: 'West', Email: ' dee@x.test ' },
];

describe('isEmailAddress', () => {
  it('takes one address, spaces around it ignored', () => {
    expect(isEmailAddress(' ann@x.test ')).toBe(true);
    expect(isEmailAddress('ann@x.test, bob@x.test')).toBe(false);
    expect(isEmailAddress('ann at x')).toBe(false);
    expect(isEmailAddress('')).toBe(false);
    expect(isEmailAddress(undefined)).toBe(false);
  });
});

describe('deckFields and countRecipients', () => {
  it('counts one recipient per row with an address, the others as without', () => {
    expect(countRecipients(deckFields(ROWS, null, null), 'Email')).toEqual({ mailed: 2, withoutAddress: 2 });
  });

  it("finds the column whatever the case of each JSON object's key, as the server does", () => {
    const objects: Record<string, string>[] = [
      { Email: 'ann@example.com' },
      { email: 'bob@example.com' },
      { ' EMAIL ': 'cid@example.com' },
    ];
    expect(countRecipients(objects, 'email')).toEqual({ mailed: 3, withoutAddress: 0 });
  });

  it('counts only the first N decks of a row limit', () => {
    expect(countRecipients(deckFields(ROWS, null, 2), 'Email')).toEqual({ mailed: 1, withoutAddress: 1 });
  });

  it("reads a group's address from its first row, the group column matched case-insensitively", () => {
    const decks = deckFields(ROWS, ' region ', null);
    expect(decks.map((deck) => deck['Name'])).toEqual(['Ann', 'Cid', 'Dee']);
    expect(decks[0]).not.toHaveProperty('rows');
    expect(countRecipients(decks, 'Email')).toEqual({ mailed: 2, withoutAddress: 1 });
    expect(countRecipients(deckFields(ROWS, 'Region', 1), 'Email')).toEqual({ mailed: 1, withoutAddress: 0 });
  });

  it('counts the rows when the group column does not exist (the server refuses the batch)', () => {
    expect(deckFields(ROWS, 'Missing', null)).toHaveLength(4);
  });
});

describe('suggestAddressColumn', () => {
  it('suggests the first column whose filled cells are mostly addresses', () => {
    expect(suggestAddressColumn(['Name', 'Region', 'Email'], ROWS)).toBe('Email');
  });

  it('suggests nothing when no column holds addresses', () => {
    expect(suggestAddressColumn(['Name', 'Region'], ROWS)).toBe('');
  });
});
