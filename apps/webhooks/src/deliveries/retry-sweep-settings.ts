import type { WebhooksOptions } from '../webhooks.options';

/** How the retry sweeper runs; see WebhooksOptions for each. */
export interface RetrySweepSettings {
  readonly everyMs: number;
  readonly perEndpoint: number;
  /** Due attempts published per sweep in all (the sweep takes more batches while they come full). */
  readonly batch: number;
  readonly redispatchAfterMs: number;
}

export function retrySweepSettings(options: WebhooksOptions): RetrySweepSettings {
  return {
    everyMs: options.retrySweepEveryMs ?? 20_000,
    perEndpoint: options.retrySweepPerEndpoint ?? 10,
    batch: 500,
    redispatchAfterMs: options.redispatchAfterMs ?? 5 * 60_000,
  };
}
