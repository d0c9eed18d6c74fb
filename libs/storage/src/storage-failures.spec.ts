import { FAILED_DEPENDENCY, markingFailures } from './storage-failures';

describe('markingFailures', () => {
  it('marks what a call rejects with as storage’s, the same error object, and leaves answers alone', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    const storage = markingFailures({
      prefix: 'decks/',
      stat: (key: string) => Promise.resolve({ key }),
      delete: () => Promise.reject(refused),
      keyOf: (name: string) => `decks/${name}`,
    });
    expect(await storage.stat('a')).toEqual({ key: 'a' });
    expect(storage.keyOf('b')).toBe('decks/b');
    expect(storage.prefix).toBe('decks/');
    const error = await storage.delete().catch((failure: unknown) => failure);
    expect(error).toBe(refused);
    expect((error as Record<symbol, unknown>)[FAILED_DEPENDENCY]).toBe('storage');
    expect(Object.keys(error as object)).toEqual(['code']);
  });
});
