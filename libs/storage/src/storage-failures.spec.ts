import { FAILED_DEPENDENCY, markingFailures, reportTo } from './storage-failures';

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

describe('reportTo', () => {
  it('tells the state the store is lost on a refused call and regained on any answer, presigning aside', async () => {
    const told: string[] = [];
    const state = {
      lost: (reason: string) => told.push(`lost: ${reason}`),
      regained: () => told.push('regained'),
    };
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
    const missing = Object.assign(new Error('Not Found'), { code: 'NotFound' });
    const calls = [refused, 'link', missing, 'stat'];
    const client = markingFailures(
      {
        statObject: () => {
          const next = calls.shift();
          return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
        },
        presignedGetObject: () => Promise.resolve('https://s3/link'),
      },
      (outcome) => reportTo(state, outcome),
    );
    await client.statObject().catch(() => undefined);
    await client.presignedGetObject();
    await client.statObject().catch(() => undefined);
    await client.statObject().catch(() => undefined);
    expect(told).toEqual(['lost: connect ECONNREFUSED 127.0.0.1:9000', 'regained', 'regained']);
  });
});
