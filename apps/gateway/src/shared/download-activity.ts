import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventKey, EventPayload } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';

export type DownloadVia = EventPayload<'deck.downloaded'>['via'];
type RecordedEvent =
  'deck.downloaded' | 'presentation.downloaded' | 'template.downloaded' | 'account.exported';
type Facts<K extends RecordedEvent> = Omit<EventPayload<K>, 'occurredAt'>;

/** Seconds a client is told to wait before trying a download again that could not be recorded. */
const RETRY_AFTER_SECONDS = 30;

/** The answer to a download that could not be recorded: the file is not sent unrecorded. */
export function downloadNotRecorded(): ApiError {
  return new ApiError(
    503,
    {
      error:
        'The download could not be recorded in the activity log right now, so it was not sent. Please try again shortly.',
      errors: {},
    },
    { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  );
}

/**
 * Downloads are the most sensitive action for Deckmill's customers, so the gateway, which serves the
 * files, records each one for the audit trail. Who and from where travel in the request context's headers.
 * Called once the file was found and the caller allowed (a 404 records nothing) and before any byte is sent:
 * the publish is awaited (JetStream acknowledges it once stored), and a download that cannot be recorded is
 * refused with 503 rather than served without a trace.
 */
@Injectable()
export class DownloadActivity {
  private readonly logger = new Logger(DownloadActivity.name);

  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async record<K extends RecordedEvent>(key: K, facts: Facts<K>): Promise<void> {
    const payload = { ...facts, occurredAt: new Date().toISOString() } as EventPayload<K & EventKey>;
    const messageId = `${key}:${randomUUID()}`;
    try {
      await this.bus.publishEvent(key, payload, { messageId });
    } catch (first: unknown) {
      // One more try with the same message id (a duplicate is dropped by the stream) before refusing.
      try {
        await this.bus.publishEvent(key, payload, { messageId });
      } catch {
        this.logger.warn(`${key} not recorded, download refused: ${String(first)}`);
        throw downloadNotRecorded();
      }
    }
  }
}
