import type { Logger } from '@nestjs/common';
import { PeriodicWork } from './periodic-work';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('PeriodicWork', () => {
  const logger = { error: jest.fn(), warn: jest.fn() } as unknown as Logger & {
    error: jest.Mock;
    warn: jest.Mock;
  };
  let work: PeriodicWork | undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    logger.error.mockReset();
    logger.warn.mockReset();
  });
  afterEach(async () => {
    await work?.stop();
    jest.useRealTimers();
  });

  it('runs a pass at start and then once a period', async () => {
    const pass = jest.fn(() => Promise.resolve());
    work = new PeriodicWork({ name: 'Sweep', everyMs: 1_000, pass, logger });
    work.start();
    expect(pass).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(pass).toHaveBeenCalledTimes(4);
  });

  it('waits a period before the first pass when told', async () => {
    const pass = jest.fn(() => Promise.resolve());
    work = new PeriodicWork({ name: 'Sweep', everyMs: 1_000, pass, logger, atStart: false });
    work.start();
    expect(pass).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('never runs with a period of zero', async () => {
    const pass = jest.fn(() => Promise.resolve());
    work = new PeriodicWork({ name: 'Sweep', everyMs: 0, pass, logger });
    work.start();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(pass).not.toHaveBeenCalled();
  });

  it('skips the ticks that come while a pass is under way', async () => {
    const slow = deferred();
    const pass = jest.fn(() => slow.promise);
    work = new PeriodicWork({ name: 'Sweep', everyMs: 1_000, pass, logger });
    work.start();
    await jest.advanceTimersByTimeAsync(3_500);
    expect(pass).toHaveBeenCalledTimes(1);
    slow.resolve();
    await jest.advanceTimersByTimeAsync(500);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('logs a failed pass and tries again at the next tick', async () => {
    const pass = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(undefined);
    work = new PeriodicWork({ name: 'Reservation sweep', everyMs: 1_000, pass, logger });
    work.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(logger.error).toHaveBeenCalledWith('Reservation sweep failed: Error: database away');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('logs a pass an outage failed at warn, in one line', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432\n    at stack'), {
      code: 'ECONNREFUSED',
    });
    const pass = jest.fn<Promise<void>, []>().mockRejectedValue(refused);
    work = new PeriodicWork({ name: 'Reservation sweep', everyMs: 1_000, pass, logger });
    work.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(logger.warn).toHaveBeenCalledWith(
      'Reservation sweep failed, a dependency is away: connect ECONNREFUSED 127.0.0.1:5432',
    );
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('logs a pass that throws before it returns a promise, like one that rejects', async () => {
    const pass = jest.fn((): Promise<void> => {
      throw new Error('no connection');
    });
    work = new PeriodicWork({ name: 'Sweep', everyMs: 1_000, pass, logger });
    expect(() => work?.start()).not.toThrow();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(pass).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledWith('Sweep failed: Error: no connection');
  });

  it('stops ticking, and its stop waits for the pass under way', async () => {
    const slow = deferred();
    const pass = jest.fn(() => slow.promise);
    work = new PeriodicWork({ name: 'Sweep', everyMs: 1_000, pass, logger });
    work.start();
    let stopped = false;
    const stopping = work.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(5_000);
    expect(stopped).toBe(false);
    slow.resolve();
    await stopping;
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('runs a pass now after the one under way, and never two at once', async () => {
    // Each pass holds until the test lets it end, so an overlap would show as a second pass held.
    const held: Array<() => void> = [];
    const pass = jest.fn(() => new Promise<void>((resolve) => held.push(resolve)));
    work = new PeriodicWork({ name: 'Sweep', everyMs: 60_000, pass, logger });
    work.start();
    const asked = Promise.all([work.runNow(), work.runNow()]);
    for (let ended = 0; ended < 3; ended += 1) {
      await jest.advanceTimersByTimeAsync(0);
      expect(held).toHaveLength(1);
      held.shift()?.();
    }
    await asked;
    expect(pass).toHaveBeenCalledTimes(3);
  });
});
