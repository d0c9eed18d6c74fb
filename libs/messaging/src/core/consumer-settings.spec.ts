import { backoffDelay, resolveConsumerSettings } from './consumer-settings';

describe('resolveConsumerSettings', () => {
  it('fills in the documented defaults', () => {
    expect(resolveConsumerSettings({ durable: 'billing' })).toEqual({
      durable: 'billing',
      maxDeliver: 5,
      ackWaitMs: 30_000,
      backoffMs: [1_000, 5_000, 15_000, 30_000],
      concurrency: 1,
      outageRetryMs: 600_000,
    });
  });

  it('refuses names and numbers no broker could honour', () => {
    expect(() => resolveConsumerSettings({ durable: 'has.dot' })).toThrow(/Durable name/);
    expect(() => resolveConsumerSettings({ durable: 'ok', maxDeliver: 0 })).toThrow(/maxDeliver/);
    expect(() => resolveConsumerSettings({ durable: 'ok', concurrency: 0 })).toThrow(/concurrency/);
    expect(() => resolveConsumerSettings({ durable: 'ok', backoffMs: [] })).toThrow(/backoffMs/);
    expect(() => resolveConsumerSettings({ durable: 'ok', outageRetryMs: -1 })).toThrow(/outageRetryMs/);
  });
});

describe('backoffDelay', () => {
  it('uses the step of the failed attempt and repeats the last one', () => {
    const settings = resolveConsumerSettings({ durable: 'ok', backoffMs: [10, 20, 30] });
    expect([1, 2, 3, 4, 9].map((attempt) => backoffDelay(settings, attempt))).toEqual([10, 20, 30, 30, 30]);
  });
});
