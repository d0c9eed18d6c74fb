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

/** The server's DependencyStateLog (libs/server-kit), by its shape: this library does not depend on it. */
export interface StorageState {
  lost(reason: string): void;
  regained(): void;
}

/** Node's codes of a server that cannot be reached, and S3's of one that is restarting. */
const AWAY_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  'ServiceUnavailable',
]);

/** Whether a call's failure says the store is away, rather than answering (a missing object is an answer). */
export function isStorageAway(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && AWAY_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}

/** What a call of the client met: an answer (ok), or a failure. */
export type StorageOutcome = { ok: true } | { ok: false; error: unknown };

/**
 * The S3 client, its failed calls marked as storage's (the errors are the same objects, only marked), each
 * outcome told to `observe`. The client, not the ObjectStorage: tests spy on the storage's methods, and a
 * proxy would hide their spies. Presigning is offline, so says nothing of the store.
 */
export function markingFailures<T extends object>(
  storage: T,
  observe: (outcome: StorageOutcome) => void = () => undefined,
): T {
  return new Proxy(storage, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof value !== 'function') return value;
      const offline = typeof property === 'string' && property.startsWith('presigned');
      return (...args: unknown[]): unknown => {
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        return result.then(
          (answer: unknown) => {
            if (!offline) observe({ ok: true });
            return answer;
          },
          (error: unknown) => {
            if (!offline) observe({ ok: false, error });
            throw tagged(error);
          },
        );
      };
    },
  });
}

/** Tells `state` of an outcome: lost when the store is away, regained on any answer. */
export function reportTo(state: StorageState | undefined, outcome: StorageOutcome): void {
  if (!state) return;
  if (outcome.ok) return state.regained();
  if (isStorageAway(outcome.error)) return state.lost(reasonOf(outcome.error));
  // An S3 error code is the store answering.
  const code = (outcome.error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && /^[A-Z]/.test(code)) state.regained();
}

function reasonOf(error: unknown): string {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as Record<
    string,
    unknown
  >;
  const text = (typeof message === 'string' ? message : String(error)).split('\n')[0] ?? '';
  return typeof code === 'string' && !text.includes(code) ? `${code} ${text}` : text;
}
