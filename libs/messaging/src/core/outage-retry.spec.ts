import { resolveConsumerSettings } from './consumer-settings';
import { retryThroughOutage, runHandler, type OutageTiming } from './outage-retry';

const settings = resolveConsumerSettings({ durable: 'unit', ackWaitMs: 8_000, outageRetryMs: 60_000 });
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A clock that moves only when the code under test sleeps. */
function fakeTiming(): OutageTiming & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    random: () => 1,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

describe('retryThroughOutage', () => {
  it('runs the handler again in place until the database is back, keeping the delivery in hand', async () => {
    const timing = fakeTiming();
    let calls = 0;
    const run = async () => {
      calls++;
      if (calls < 4) throw refused();
      return 'done';
    };
    let working = 0;
    const first = await runHandler(run);
    const outcome = await retryThroughOutage(
      run,
      first as { ok: false; error: unknown },
      settings,
      { working: () => void working++ },
      timing,
    );
    expect(outcome).toEqual({ ok: true, value: 'done' });
    expect(calls).toBe(4);
    // Pauses of 1, 2 and 4 s, each told to the broker every second (a quarter of ack_wait would be 2 s).
    expect(timing.slept.reduce((sum, ms) => sum + ms, 0)).toBe(7_000);
    expect(working).toBe(7);
  });

  it('gives up after outageRetryMs with the last error, for the normal retries to take over', async () => {
    const timing = fakeTiming();
    const run = async () => {
      throw refused();
    };
    const outcome = await retryThroughOutage(
      run,
      { ok: false, error: refused() },
      settings,
      { working: () => undefined },
      timing,
    );
    expect(outcome).toMatchObject({ ok: false, error: { code: 'ECONNREFUSED' } });
    expect(timing.now()).toBeGreaterThanOrEqual(60_000);
    expect(timing.now()).toBeLessThan(60_000 + 30_000);
  });

  it('stops retrying at once when the work fails on its own', async () => {
    const timing = fakeTiming();
    const run = async () => {
      throw new Error('This file is not a PowerPoint presentation (.pptx).');
    };
    const outcome = await retryThroughOutage(
      run,
      { ok: false, error: refused() },
      settings,
      {
        working: () => undefined,
      },
      timing,
    );
    expect(outcome).toMatchObject({ ok: false, error: { message: /not a PowerPoint/ } });
    expect(timing.slept.reduce((sum, ms) => sum + ms, 0)).toBe(1_000);
  });

  it('hands the delivery back when the subscription stops meanwhile', async () => {
    const timing = fakeTiming();
    const stopping = new AbortController();
    let calls = 0;
    const run = async () => {
      calls++;
      stopping.abort();
      throw refused();
    };
    const outcome = await retryThroughOutage(
      run,
      { ok: false, error: refused() },
      settings,
      { working: () => undefined, signal: stopping.signal },
      timing,
    );
    expect(outcome).toBe('abandoned');
    expect(calls).toBe(1);
  });
});
