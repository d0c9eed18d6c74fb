import {
  JetStreamApiCodes,
  JetStreamApiError,
  RetentionPolicy,
  StorageType,
  AckPolicy,
  DeliverPolicy,
  type ConsumerConfig,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/nats-core';
import type { ConsumerSettings } from '../core/consumer-settings';
import type { StreamRetention } from '../core/retention';
import type { JetStreamNames } from './names';

/** Creates the three streams, or brings an existing one up to date; safe to run at every start. */
export async function ensureStreams(
  jsm: JetStreamManager,
  names: JetStreamNames,
  retention: StreamRetention,
): Promise<void> {
  const common = { storage: StorageType.File, duplicate_window: nanos(retention.duplicateWindowMs) };
  await ensureStream(jsm, {
    ...common,
    name: names.eventsStream,
    subjects: [names.eventSubjects],
    retention: RetentionPolicy.Limits,
    max_age: nanos(retention.eventMaxAgeMs),
  });
  await ensureStream(jsm, {
    ...common,
    name: names.jobsStream,
    subjects: [names.jobSubjects],
    retention: RetentionPolicy.Workqueue,
  });
  await ensureStream(jsm, {
    ...common,
    name: names.deadLetterStream,
    subjects: [names.deadLetterSubjects],
    retention: RetentionPolicy.Limits,
    max_age: nanos(retention.deadLetterMaxAgeMs),
  });
}

async function ensureStream(jsm: JetStreamManager, config: Partial<StreamConfig> & { name: string }) {
  try {
    await jsm.streams.info(config.name);
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
    await jsm.streams.add(config);
    return;
  }
  await jsm.streams.update(config.name, config);
}

/**
 * Creates or updates a durable pull consumer. The server allows one delivery more than the handler
 * gets: that extra delivery only happens when the last attempt timed out, and it is dead-lettered
 * unseen, so a hanging handler still ends in the dead-letter stream. Backoff between attempts is done
 * with delayed naks (per attempt), so ack_wait keeps its meaning for timeouts.
 */
export async function ensureConsumer(
  jsm: JetStreamManager,
  stream: string,
  filterSubject: string,
  settings: ConsumerSettings,
): Promise<void> {
  const config: Partial<ConsumerConfig> = {
    durable_name: settings.durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(settings.ackWaitMs),
    max_deliver: settings.maxDeliver + 1,
    filter_subject: filterSubject,
  };
  try {
    await jsm.consumers.info(stream, settings.durable);
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.ConsumerNotFound)) throw error;
    await jsm.consumers.add(stream, config);
    return;
  }
  await jsm.consumers.update(stream, settings.durable, config);
}

function isApiError(error: unknown, code: number): boolean {
  return error instanceof JetStreamApiError && error.code === code;
}
