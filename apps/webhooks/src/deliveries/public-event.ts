import { createHash, randomUUID } from 'node:crypto';
import type { EventPayload } from '@deckmill/bus-contracts';

/**
 * The public webhook contract (docs/webhooks.md): what a customer's endpoint receives. It is the product's
 * public API, so it is snake_case like /api, and it is defined here, by the service that sends it.
 */
export interface PublicBatch {
  id: string;
  name: string;
  status: 'completed' | 'failed';
  template_id: number;
  row_count: number;
  rows_done: number;
  rows_failed: number;
}

export type PublicEventType = 'batch.completed' | 'batch.failed' | 'ping';

export interface PublicEvent {
  id: string;
  type: PublicEventType;
  /** Unix seconds when the fact happened. */
  created: number;
  data: { batch: PublicBatch } | { webhook: { id: string } };
}

/** An event ready to store per endpoint: its id, its type and the exact body every attempt sends. */
export interface OutgoingEvent {
  eventId: string;
  eventType: PublicEventType;
  body: string;
}

type BatchFinished = EventPayload<'presentation.completed'>;

function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** The same fact always gets the same id, so a redelivered bus event is not a second webhook. */
export function batchEventId(type: PublicEventType, batchId: string): string {
  return `evt_${createHash('sha256').update(`${type}:${batchId}`).digest('hex').slice(0, 32)}`;
}

export function batchEvent(type: 'batch.completed' | 'batch.failed', batch: BatchFinished): OutgoingEvent {
  const eventId = batchEventId(type, batch.batchId);
  const event: PublicEvent = {
    id: eventId,
    type,
    created: unixSeconds(new Date(batch.occurredAt)),
    data: {
      batch: {
        id: batch.batchId,
        name: batch.name,
        status: type === 'batch.completed' ? 'completed' : 'failed',
        template_id: batch.templateId,
        row_count: batch.rowCount,
        rows_done: batch.rowsDone,
        rows_failed: batch.rowsFailed,
      },
    },
  };
  return { eventId, eventType: type, body: JSON.stringify(event) };
}

/** "Send test event": a `ping` naming the endpoint, a new id each time. */
export function pingEvent(webhookId: string, now: Date): OutgoingEvent {
  const eventId = `evt_${randomUUID().replace(/-/g, '')}`;
  const event: PublicEvent = {
    id: eventId,
    type: 'ping',
    created: unixSeconds(now),
    data: { webhook: { id: webhookId } },
  };
  return { eventId, eventType: 'ping', body: JSON.stringify(event) };
}
