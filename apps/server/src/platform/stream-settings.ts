import type { StreamSettings } from '@deckmill/messaging';

/** The variables of `WithNats` that shape the JetStream streams; unset ones stay unset. */
export interface StreamVariables {
  readonly NATS_STREAM_REPLICAS?: number;
  readonly NATS_EVENTS_MAX_AGE_HOURS?: number;
  readonly NATS_EVENTS_MAX_BYTES?: number;
  readonly NATS_JOBS_MAX_BYTES?: number;
  readonly NATS_DEADLETTER_MAX_AGE_HOURS?: number;
  readonly NATS_DEADLETTER_MAX_BYTES?: number;
}

const HOUR_MS = 60 * 60 * 1000;

const hours = (value: number | undefined) => (value === undefined ? undefined : value * HOUR_MS);

/** Only what is set: a field left out is never changed on an existing stream (docs/decisions.md). */
export function streamSettingsFrom(config: StreamVariables): StreamSettings {
  const defined = <T extends object>(fields: T): T =>
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
  return defined({
    replicas: config.NATS_STREAM_REPLICAS,
    events: defined({
      maxAgeMs: hours(config.NATS_EVENTS_MAX_AGE_HOURS),
      maxBytes: config.NATS_EVENTS_MAX_BYTES,
    }),
    jobs: defined({ maxBytes: config.NATS_JOBS_MAX_BYTES }),
    deadLetter: defined({
      maxAgeMs: hours(config.NATS_DEADLETTER_MAX_AGE_HOURS),
      maxBytes: config.NATS_DEADLETTER_MAX_BYTES,
    }),
  });
}
