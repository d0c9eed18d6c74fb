import { DiscardPolicy, RetentionPolicy, StorageType, type StreamConfig } from '@nats-io/jetstream';
import { nanos } from '@nats-io/nats-core';
import type { StreamRetention } from '../core/retention';
import type { StreamLimits, StreamSettings } from '../core/stream-settings';
import type { JetStreamNames } from './names';

/** One stream: what it is created with, and what the configuration holds it to afterwards. */
export interface StreamPlan {
  readonly name: string;
  /** The subjects the bus publishes to: always part of the stream, or nothing would be stored. */
  readonly subject: string;
  /** The whole configuration of a stream that does not exist yet. */
  readonly create: Partial<StreamConfig> & { name: string };
  /** Only the fields the configuration sets: applied to an existing stream where they differ. */
  readonly enforce: Partial<StreamConfig>;
}

/**
 * The three streams. Retention policy, storage, duplicate window and discard policy are Deckmill's choices, made
 * when a stream is created; replicas and limits are the configuration's where it sets them, else an operator's.
 * When full, events and dead letters lose their oldest messages, the jobs stream refuses new ones (a
 * publisher's outbox retries) rather than drop work that is waiting.
 */
export function planStreams(
  names: JetStreamNames,
  settings: StreamSettings,
  defaults: StreamRetention,
): StreamPlan[] {
  const common = {
    storage: StorageType.File,
    duplicate_window: nanos(defaults.duplicateWindowMs),
    num_replicas: settings.replicas ?? 1,
  };
  const replicas = settings.replicas === undefined ? {} : { num_replicas: settings.replicas };
  const stream = (
    name: string,
    subject: string,
    fixed: Partial<StreamConfig>,
    limits: StreamLimits | undefined,
    defaultMaxAgeMs: number,
  ): StreamPlan => {
    const enforce: Partial<StreamConfig> = { ...replicas };
    if (limits?.maxAgeMs !== undefined) enforce.max_age = nanos(limits.maxAgeMs);
    // A size limit comes with the stream's discard policy: a jobs stream once created elsewhere must not
    // drop waiting work when it fills up.
    if (limits?.maxBytes !== undefined)
      Object.assign(enforce, { max_bytes: limits.maxBytes, discard: fixed.discard });
    return {
      name,
      subject,
      create: { ...common, ...fixed, name, subjects: [subject], max_age: nanos(defaultMaxAgeMs), ...enforce },
      enforce,
    };
  };
  return [
    stream(
      names.eventsStream,
      names.eventSubjects,
      { retention: RetentionPolicy.Limits, discard: DiscardPolicy.Old },
      settings.events,
      defaults.eventMaxAgeMs,
    ),
    stream(
      names.jobsStream,
      names.jobSubjects,
      { retention: RetentionPolicy.Workqueue, discard: DiscardPolicy.New },
      settings.jobs,
      0,
    ),
    stream(
      names.deadLetterStream,
      names.deadLetterSubjects,
      { retention: RetentionPolicy.Limits, discard: DiscardPolicy.Old },
      settings.deadLetter,
      defaults.deadLetterMaxAgeMs,
    ),
  ];
}

/** What to change on an existing stream: its missing subject, and configured fields that differ. */
export function streamChanges(current: StreamConfig, plan: StreamPlan): Partial<StreamConfig> {
  const changes: Partial<StreamConfig> = {};
  if (!current.subjects?.includes(plan.subject))
    changes.subjects = [...(current.subjects ?? []), plan.subject];
  for (const [field, value] of Object.entries(plan.enforce) as [keyof StreamConfig, unknown][]) {
    if (current[field] !== value) Object.assign(changes, { [field]: value });
  }
  return changes;
}

/**
 * What an operator should know before a configured `max_bytes` below what the stream holds is applied: NATS
 * enforces it at once, so a discard-old stream (events, dead letters) loses its oldest messages on the spot, and
 * the jobs stream (discard new) refuses every new job until consumers drain it below the limit. Null otherwise.
 */
export function shrinkWarning(
  name: string,
  storedBytes: number,
  current: StreamConfig,
  changes: Partial<StreamConfig>,
): string | null {
  const maxBytes = changes.max_bytes;
  if (maxBytes === undefined || maxBytes <= 0 || maxBytes >= storedBytes) return null;
  const effect =
    (changes.discard ?? current.discard) === DiscardPolicy.New
      ? 'it refuses new messages until it is drained below the limit'
      : 'NATS drops its oldest messages at once to fit';
  return (
    `JetStream stream ${name} holds ${storedBytes} bytes and its max_bytes is being set to ${maxBytes}: ` +
    `${effect}. Raise the configured NATS_*_MAX_BYTES first if they are still needed.`
  );
}
