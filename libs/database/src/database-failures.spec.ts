import { FAILED_DEPENDENCY, markedAsDatabase } from './database-failures';

describe('markedAsDatabase', () => {
  it('marks the same error as the database’s, invisibly, and leaves one already marked as it is', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(markedAsDatabase(refused)).toBe(refused);
    expect((refused as unknown as Record<symbol, unknown>)[FAILED_DEPENDENCY]).toBe('database');
    expect(Object.keys(refused)).toEqual(['code']);
    const fromStorage = Object.defineProperty(new Error('x'), FAILED_DEPENDENCY, { value: 'storage' });
    expect((markedAsDatabase(fromStorage) as Record<symbol, unknown>)[FAILED_DEPENDENCY]).toBe('storage');
    expect(markedAsDatabase('a string')).toBe('a string');
  });
});
