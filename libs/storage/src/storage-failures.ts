/**
 * The property by which an error says which dependency it came from (`'storage'` here). A registered symbol,
 * so messaging (dependency-outage.ts) reads it without depending on this library: a refused connection alone
 * (ECONNREFUSED) does not say whether S3 or PostgreSQL was away, and the client's message should.
 */
export const FAILED_DEPENDENCY = Symbol.for('deckmill.failed-dependency');

function tagged(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && !(FAILED_DEPENDENCY in error)) {
    Object.defineProperty(error, FAILED_DEPENDENCY, { value: 'storage' });
  }
  return error;
}

/**
 * The S3 client, its failed calls marked as storage's (the errors are the same objects, only marked). The client,
 * not the ObjectStorage: tests spy on the storage's methods, and a proxy would hide their spies.
 */
export function markingFailures<T extends object>(storage: T): T {
  return new Proxy(storage, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        const result: unknown = value.apply(target, args);
        return result instanceof Promise
          ? result.catch((error: unknown) => {
              throw tagged(error);
            })
          : result;
      };
    },
  });
}
