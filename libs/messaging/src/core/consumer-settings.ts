import type { ConsumerOptions } from '../ports';

export type ConsumerSettings = Required<ConsumerOptions>;

const DURABLE_NAME = /^[A-Za-z0-9_-]+$/;

/** Fills in the documented defaults of ConsumerOptions and rejects settings no broker could honour. */
export function resolveConsumerSettings(options: ConsumerOptions): ConsumerSettings {
  if (!DURABLE_NAME.test(options.durable)) {
    throw new Error(`Durable name "${options.durable}" may only hold letters, digits, "-" and "_"`);
  }
  const settings: ConsumerSettings = {
    durable: options.durable,
    maxDeliver: options.maxDeliver ?? 5,
    ackWaitMs: options.ackWaitMs ?? 30_000,
    backoffMs: options.backoffMs ?? [1_000, 5_000, 15_000, 30_000],
    concurrency: options.concurrency ?? 1,
    outageRetryMs: options.outageRetryMs ?? 10 * 60_000,
  };
  if (settings.maxDeliver < 1) throw new Error('maxDeliver must be at least 1');
  if (settings.concurrency < 1) throw new Error('concurrency must be at least 1');
  if (settings.ackWaitMs < 1) throw new Error('ackWaitMs must be positive');
  if (settings.outageRetryMs < 0) throw new Error('outageRetryMs must not be negative');
  if (settings.backoffMs.length === 0) throw new Error('backoffMs needs at least one delay');
  return settings;
}

/** The delay before the redelivery that follows delivery number `deliveryCount`; the last step repeats. */
export function backoffDelay(settings: ConsumerSettings, deliveryCount: number): number {
  const steps = settings.backoffMs;
  return steps[Math.min(Math.max(deliveryCount, 1), steps.length) - 1] ?? 0;
}
