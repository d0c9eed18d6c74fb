import { ApiError } from '@deckmill/server-kit';
import { nameSearchOf } from './name-search';

describe('nameSearchOf', () => {
  it('trims the search and leaves out a blank or missing one', () => {
    expect(nameSearchOf('  renewal ')).toEqual({ search: 'renewal' });
    expect(nameSearchOf('   ')).toEqual({});
    expect(nameSearchOf(undefined)).toEqual({});
  });

  it('refuses a search longer than 100 characters on `search`', () => {
    expect(nameSearchOf('x'.repeat(100))).toEqual({ search: 'x'.repeat(100) });
    expect(() => nameSearchOf('x'.repeat(101))).toThrow(ApiError);
  });
});
