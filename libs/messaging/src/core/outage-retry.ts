import type { DeliveryControl } from '../ports';
import type { ConsumerSettings } from './consumer-settings';
import { isInfrastructureFailure } from './infrastructure-failure';
import { outageRetries } from '../metrics/messaging-metrics';

/** What one run of a handler ended with. */
export type HandlerOutcome<S> = { ok: true; value: S } | { ok: false; error: unknown };

/** The first pause after an infrastructure failure; it doubles up to OUTAGE_MAX_PAUSE_MS. */
const OUTAGE_FIRST_PAUSE_MS = 1_000;
const OUTAGE_MAX_PAUSE_MS = 30_000;

export interface OutageTiming {
  readonly now: () => number;
  readonly sleep: (ms: number) => Promise<void>;
  readonly random: () => number;
}

const realTiming: OutageTiming = {
  now: Date.now,
  // Unref'd: a handler waiting out an outage never keeps a closing process alive.
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()),
  random: Math.random,
};

export async function runHandler<S>(run: () => Promise<S>): Promise<HandlerOutcome<S>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Runs the handler again, in place, while it fails because a dependency is away (PostgreSQL failing over,
 * object storage restarting, another service unreachable), for up to `outageRetryMs`, with a jittered
 * pause that doubles to 30 s. The delivery stays in hand meanwhile (working() keeps its ack deadline), so
 * an outage spends none of the message's deliveries: a chunk is not dead-lettered because the database
 * was down for a minute. Returns the last outcome, or 'abandoned' when the subscription stops meanwhile
 * (the message is then handed back).
 */
export async function retryThroughOutage<S>(
  run: () => Promise<S>,
  failed: { ok: false; error: unknown },
  settings: ConsumerSettings,
  control: DeliveryControl,
  timing: OutageTiming = realTiming,
): Promise<HandlerOutcome<S> | 'abandoned'> {
  const deadline = timing.now() + settings.outageRetryMs;
  let outcome: HandlerOutcome<S> = failed;
  for (let step = 0; !outcome.ok && isInfrastructureFailure(outcome.error); step++) {
    if (timing.now() >= deadline) break;
    const pause = Math.min(OUTAGE_MAX_PAUSE_MS, OUTAGE_FIRST_PAUSE_MS * 2 ** step);
    const jittered = pause / 2 + (timing.random() * pause) / 2;
    if (!(await holdDelivery(jittered, settings.ackWaitMs, control, timing))) return 'abandoned';
    outageRetries.inc({ consumer: settings.durable });
    outcome = await runHandler(run);
  }
  return outcome;
}

/** Waits `ms`, telling the broker the delivery is still in hand; false if the subscription stops meanwhile. */
async function holdDelivery(
  ms: number,
  ackWaitMs: number,
  control: DeliveryControl,
  timing: OutageTiming,
): Promise<boolean> {
  const slice = Math.max(1, Math.min(ms, ackWaitMs / 4, 1_000));
  for (let waited = 0; waited < ms; waited += slice) {
    if (control.signal?.aborted) return false;
    await timing.sleep(Math.min(slice, ms - waited));
    control.working();
  }
  return !control.signal?.aborted;
}
