import { Logger } from '@nestjs/common';
import type { DeliveryQueue } from './delivery-queue';
import { DELIVERY_SWEEP_EVERY_MS, DeliverySweep } from './delivery-sweep';

function sweepOver(stageDue: () => Promise<number>) {
  return new DeliverySweep({ stageDue } as unknown as DeliveryQueue);
}

describe('DeliverySweep', () => {
  afterEach(() => jest.useRealTimers());

  it('runs its passes one after another, never two at once', async () => {
    let running = 0;
    let most = 0;
    const sweep = sweepOver(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return 0;
    });
    await Promise.all([sweep.pass(), sweep.pass(), sweep.pass()]);
    expect(most).toBe(1);
  });

  it('keeps sweeping after a pass fails', async () => {
    const results = [Promise.reject(new Error('database restarting')), Promise.resolve(2)];
    let calls = 0;
    const sweep = sweepOver(() => results[calls++] ?? Promise.resolve(0));
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await expect(sweep.pass()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('database restarting'));
    await sweep.pass();
    expect(calls).toBe(2);
    logged.mockRestore();
  });

  it('sweeps at start-up and on its interval until shutdown', async () => {
    jest.useFakeTimers();
    let calls = 0;
    const sweep = sweepOver(async () => {
      calls += 1;
      return 0;
    });
    sweep.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(2 * DELIVERY_SWEEP_EVERY_MS);
    expect(calls).toBe(3);
    await sweep.beforeApplicationShutdown();
    await jest.advanceTimersByTimeAsync(2 * DELIVERY_SWEEP_EVERY_MS);
    expect(calls).toBe(3);
  });
});
