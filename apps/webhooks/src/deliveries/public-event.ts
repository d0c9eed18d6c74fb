import { createHash, randomUUID } from 'node:crypto';
import type { EventPayload } from '@deckmill/bus-contracts';

/**
 * The public webhook contract (docs/webhooks.md): what a customer's endpoint receives. It is the product's
 * public API, so it is snake_case like /api, and it is defined here, by the service that sends it.
 */
export interface PublicBatch {
  id: string;
  name: string;
  status: 'completed' | 'failed' | 'cancelled';
  template_id: number;
  row_count: number;
  rows_done: number;
  rows_failed: number;
}

/** A row that failed for good (`row.failed`), or whose deck could not be mailed (`delivery.failed`). */
export interface PublicRow {
  number: number;
  file_name: string;
}

export interface PublicRowFailure {
  batch: { id: string };
  row: PublicRow & { reason: string };
}

export interface PublicDeliveryFailure {
  batch: { id: string };
  row: PublicRow;
  delivery: { recipient: string; reason: string };
}

/** A view of a row's personal link (`deck.opened`: the link's first view, still going; `deck.viewed`: one ended). */
export interface PublicDeckView {
  batch: { id: string; name: string };
  row: { number: number; file_name: string; email: string | null };
  link: { id: string };
  view: {
    id: string;
    /** Which distinct viewer of the link it was, 1 first. */
    viewer: number;
    /** The address typed at the link's e-mail gate; null without one. */
    email: string | null;
    device: 'desktop' | 'tablet' | 'mobile';
    started_at: string;
    /** Null while the view goes on (`deck.opened`). */
    ended_at: string | null;
    seconds: number;
    slide_seconds: number[];
    furthest_slide: number;
    slide_count: number;
    downloads: number;
  };
}

export type PublicEventType =
  | 'batch.completed'
  | 'batch.failed'
  | 'batch.cancelled'
  | 'row.failed'
  | 'delivery.failed'
  | 'deck.opened'
  | 'deck.viewed'
  | 'ping'
  // An audit entry streamed to a SIEM (audit-event.ts), one type per action.
  | `audit.${string}`;

type BatchEventType = 'batch.completed' | 'batch.failed' | 'batch.cancelled';

/** The events that name one batch: what a deleted batch takes out of the delivery log. */
export const BATCH_EVENT_TYPES: readonly PublicEventType[] = [
  'batch.completed',
  'batch.failed',
  'batch.cancelled',
  'row.failed',
  'delivery.failed',
  'deck.opened',
  'deck.viewed',
];

/** The batch's status each batch event reports. */
const BATCH_STATUS: Record<BatchEventType, PublicBatch['status']> = {
  'batch.completed': 'completed',
  'batch.failed': 'failed',
  'batch.cancelled': 'cancelled',
};

export interface PublicEvent {
  id: string;
  type: PublicEventType;
  /** Unix seconds when the fact happened. */
  created: number;
  data:
    | { batch: PublicBatch }
    | PublicRowFailure
    | PublicDeliveryFailure
    | PublicDeckView
    | { webhook: { id: string } };
}

/** An event ready to store per endpoint: its id, its type and the exact body every attempt sends. */
export interface OutgoingEvent {
  eventId: string;
  eventType: PublicEventType;
  body: string;
}

type BatchFinished = EventPayload<'presentation.completed'>;
type RowFailed = EventPayload<'presentation.row-failed'>;
type DeliveryFailed = EventPayload<'presentation.delivery-failed'>;
type DeckViewed = EventPayload<'presentation.deck-viewed'>;

function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** The same fact always gets the same id, so a redelivered bus event is not a second webhook. */
export function batchEventId(type: PublicEventType, batchId: string, rowNumber?: number): string {
  const fact = rowNumber === undefined ? `${type}:${batchId}` : `${type}:${batchId}:${rowNumber}`;
  return `evt_${createHash('sha256').update(fact).digest('hex').slice(0, 32)}`;
}

function outgoing(event: PublicEvent): OutgoingEvent {
  return { eventId: event.id, eventType: event.type, body: JSON.stringify(event) };
}

/** `row.failed`: one row of a batch failed for good (rendering or conversion), with the reason. */
export function rowFailedEvent(row: RowFailed): OutgoingEvent {
  return outgoing({
    id: batchEventId('row.failed', row.batchId, row.rowNumber),
    type: 'row.failed',
    created: unixSeconds(new Date(row.occurredAt)),
    data: {
      batch: { id: row.batchId },
      row: { number: row.rowNumber, file_name: row.fileName, reason: row.reason },
    },
  });
}

/** `delivery.failed`: mailing a row's deck to its recipient failed for good (bounced or out of retries). */
export function deliveryFailedEvent(row: DeliveryFailed): OutgoingEvent {
  return outgoing({
    id: batchEventId('delivery.failed', row.batchId, row.rowNumber),
    type: 'delivery.failed',
    created: unixSeconds(new Date(row.occurredAt)),
    data: {
      batch: { id: row.batchId },
      row: { number: row.rowNumber, file_name: row.fileName },
      delivery: { recipient: row.recipient, reason: row.reason },
    },
  });
}

/**
 * `deck.opened` (a link's first view began; once per link) and `deck.viewed` (a view ended; once per view). The
 * id names the fact: the link for the first, the view for the second, so a redelivered bus event is the same
 * webhook.
 */
export function deckEvent(type: 'deck.opened' | 'deck.viewed', deck: DeckViewed): OutgoingEvent {
  const { view } = deck;
  const fact = type === 'deck.opened' ? deck.linkId : view.id;
  return outgoing({
    id: `evt_${createHash('sha256').update(`${type}:${fact}`).digest('hex').slice(0, 32)}`,
    type,
    created: unixSeconds(new Date(deck.occurredAt)),
    data: {
      batch: { id: deck.batchId, name: deck.batchName },
      row: { number: deck.rowNumber, file_name: deck.fileName, email: deck.rowEmail },
      link: { id: deck.linkId },
      view: {
        id: view.id,
        viewer: view.viewerNumber,
        email: view.email,
        device: view.device,
        started_at: view.startedAt,
        ended_at: view.endedAt,
        seconds: view.seconds,
        slide_seconds: view.slideSeconds,
        furthest_slide: view.furthestSlide,
        slide_count: view.slideCount,
        downloads: view.downloads,
      },
    },
  });
}

export function batchEvent(type: BatchEventType, batch: BatchFinished): OutgoingEvent {
  const eventId = batchEventId(type, batch.batchId);
  const event: PublicEvent = {
    id: eventId,
    type,
    created: unixSeconds(new Date(batch.occurredAt)),
    data: {
      batch: {
        id: batch.batchId,
        name: batch.name,
        status: BATCH_STATUS[type],
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
