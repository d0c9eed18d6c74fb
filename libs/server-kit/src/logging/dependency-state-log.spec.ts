import { briefly, DependencyStateLog, STATE_HOLD_MS } from './dependency-state-log';

/** A logger that records its lines, and a fake clock whose advance also fires the log's hold timers. */
function recorded() {
  const lines: Array<{ level: 'warn' | 'log'; record: Record<string, unknown> }> = [];
  const logger = {
    warn: (record: Record<string, unknown>) => lines.push({ level: 'warn', record }),
    log: (record: Record<string, unknown>) => lines.push({ level: 'log', record }),
  };
  const clock = { advance: (ms: number) => jest.advanceTimersByTime(ms), now: () => Date.now() };
  return { lines, logger, clock };
}

describe('DependencyStateLog', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000 }));
  afterEach(() => jest.useRealTimers());

  it('logs one line when the dependency goes and one when it is back, with how long it was away', () => {
    const { lines, logger, clock } = recorded();
    const state = new DependencyStateLog('NATS', logger as never, clock.now);
    state.regained();
    state.lost('disconnected from 127.0.0.1:4222');
    clock.advance(500);
    state.lost('ECONNREFUSED');
    expect(state.away).toBe(false);
    clock.advance(STATE_HOLD_MS - 500);
    state.lost('ECONNREFUSED');
    expect(state.away).toBe(true);
    clock.advance(59_700);
    state.regained();
    state.regained();
    expect(lines).toHaveLength(1);
    clock.advance(STATE_HOLD_MS);

    expect(lines).toEqual([
      {
        level: 'warn',
        record: { msg: 'NATS lost: disconnected from 127.0.0.1:4222', dependency: 'NATS', state: 'lost' },
      },
      {
        level: 'log',
        record: { msg: 'NATS regained after 61.7 s', dependency: 'NATS', state: 'regained', awayMs: 61_700 },
      },
    ]);
    expect(state.away).toBe(false);
  });

  it('logs each outage of its own', () => {
    const { lines, logger, clock } = recorded();
    const state = new DependencyStateLog('PostgreSQL', logger as never, clock.now);
    for (const awayMs of [2_000, 30_000]) {
      state.lost('ECONNREFUSED');
      clock.advance(awayMs);
      state.regained();
      clock.advance(10_000);
    }
    expect(lines.map(({ record }) => record['msg'])).toEqual([
      'PostgreSQL lost: ECONNREFUSED',
      'PostgreSQL regained after 2.0 s',
      'PostgreSQL lost: ECONNREFUSED',
      'PostgreSQL regained after 30.0 s',
    ]);
  });

  it('folds a flapping dependency into one line a minute, and keeps answers between failures from ending an outage', () => {
    const { lines, logger, clock } = recorded();
    const state = new DependencyStateLog('S3', logger as never, clock.now);
    // One call in two fails, 100 times within a second: no outage, no line.
    for (let flap = 0; flap < 100; flap++) {
      state.lost('ETIMEDOUT');
      clock.advance(5);
      state.regained();
      clock.advance(5);
    }
    clock.advance(STATE_HOLD_MS);
    expect(lines).toEqual([]);
    expect(state.away).toBe(false);
    // Still flapping a minute on: one line says how often.
    clock.advance(60_000);
    state.lost('ETIMEDOUT');
    state.regained();
    expect(lines.map(({ level, record }) => [level, record['msg'], record['failures']])).toEqual([
      ['warn', 'S3 failed briefly 101 times in 63 s, last: ETIMEDOUT', 101],
    ]);

    // An outage whose end flaps: one line when it begins, one when answers have held.
    lines.length = 0;
    state.lost('ECONNREFUSED');
    clock.advance(10_000);
    for (let flap = 0; flap < 100; flap++) {
      state.regained();
      clock.advance(5);
      state.lost('ECONNRESET');
      clock.advance(5);
    }
    state.regained();
    clock.advance(STATE_HOLD_MS);
    expect(lines.map(({ record }) => record['msg'])).toEqual([
      'S3 lost: ECONNREFUSED',
      'S3 regained after 11.0 s',
    ]);
  });
});

describe('briefly', () => {
  it('says an error in one line: its code and the first line of its message', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(briefly(refused)).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    const away = Object.assign(new Error('the database system is shutting down\nmore'), { code: '57P03' });
    expect(briefly(away)).toBe('57P03 the database system is shutting down');
    expect(briefly('Error: Connection lost. Trying to reconnect...')).toBe(
      'Error: Connection lost. Trying to reconnect...',
    );
    expect(briefly(new Error('x'.repeat(300)))).toHaveLength(200);
  });
});
