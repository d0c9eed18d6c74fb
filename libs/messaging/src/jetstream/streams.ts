import { Logger } from '@nestjs/common';
import {
  JetStreamApiCodes,
  JetStreamApiError,
  AckPolicy,
  DeliverPolicy,
  type ConsumerConfig,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/nats-core';
import type { ConsumerSettings } from '../core/consumer-settings';
import { DEFAULT_RETENTION, type StreamRetention } from '../core/retention';
import type { StreamSettings } from '../core/stream-settings';
import type { JetStreamNames } from './names';
import { planStreams, shrinkWarning, streamChanges, type StreamPlan } from './stream-plan';

const logger = new Logger('Streams');

/**
 * Creates the streams that are missing, and holds existing ones only to what the configuration sets
 * (`planStreams`): a limit an operator changed by hand (`nats stream edit`) survives every restart unless the
 * configuration names that field. Safe to run at every start, from every process.
 */
export async function ensureStreams(
  jsm: JetStreamManager,
  names: JetStreamNames,
  settings: StreamSettings = {},
  defaults: StreamRetention = DEFAULT_RETENTION,
  /** Where a warning goes (a size limit below what a stream holds): the log, or a test's list. */
  warn: (message: string) => void = (message) => logger.warn(message),
): Promise<void> {
  for (const plan of planStreams(names, settings, defaults)) await ensureStream(jsm, plan, warn);
}

async function ensureStream(
  jsm: JetStreamManager,
  plan: StreamPlan,
  warn: (message: string) => void,
): Promise<void> {
  let current: StreamConfig;
  let storedBytes: number;
  try {
    ({
      config: current,
      state: { bytes: storedBytes },
    } = await jsm.streams.info(plan.name));
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
    await jsm.streams.add(plan.create).catch((cause: unknown) => {
      throw streamError('create', plan.name, plan.create, cause);
    });
    return;
  }
  const changes = streamChanges(current, plan);
  if (Object.keys(changes).length === 0) return;
  const warning = shrinkWarning(plan.name, storedBytes, current, changes);
  if (warning) warn(warning);
  await jsm.streams.update(plan.name, changes).catch((cause: unknown) => {
    throw streamError('update', plan.name, changes, cause);
  });
}

/** Names the stream and the settings NATS refused (replicas beyond the cluster's servers, most likely). */
function streamError(verb: string, name: string, config: Partial<StreamConfig>, cause: unknown): Error {
  const { num_replicas: replicas, max_age: maxAge, max_bytes: maxBytes } = config;
  const message = cause instanceof Error ? cause.message : String(cause);
  return new Error(
    `Could not ${verb} JetStream stream ${name} (replicas ${replicas ?? 'unchanged'}, max_age ${maxAge ?? 'unchanged'} ns, max_bytes ${maxBytes ?? 'unchanged'}): ${message}. ` +
      'Check NATS_STREAM_REPLICAS (at most the JetStream servers of the cluster) and the NATS_*_MAX_* limits.',
    { cause },
  );
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
