import { briefly, DependencyStateLog } from './dependency-state-log';

function recorded() {
  const lines: Array<{ level: 'warn' | 'log'; record: Record<string, unknown> }> = [];
  const logger = {
    warn: (record: Record<string, unknown>) => lines.push({ level: 'warn', record }),
    log: (record: Record<string, unknown>) => lines.push({ level: 'log', record }),
  };
  let now = 1_000;
  const clock = { advance: (ms: number) => (now += ms), now: () => now };
  return { lines, logger, clock };
}

describe('DependencyStateLog', () => {
  it('logs one line when the dependency goes and one when it is back, with how long it was away', () => {
    const { lines, logger, clock } = recorded();
    const state = new DependencyStateLog('NATS', logger as never, clock.now);
    state.regained();
    state.lost('disconnected from 127.0.0.1:4222');
    clock.advance(500);
    state.lost('ECONNREFUSED');
    state.lost('ECONNREFUSED');
    expect(state.away).toBe(true);
    clock.advance(61_200);
    state.regained();
    state.regained();

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
