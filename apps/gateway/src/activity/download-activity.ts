import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EventKey, EventPayload } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';

export type DownloadVia = EventPayload<'deck.downloaded'>['via'];
type DownloadEvent = 'deck.downloaded' | 'presentation.downloaded' | 'template.downloaded';
type Facts<K extends DownloadEvent> = Omit<EventPayload<K>, 'occurredAt'>;

/**
 * Issue 22: downloads are the most sensitive action for Deckmill's customers, so the gateway, which serves the
 * files, announces each one for the audit trail. Who and from where travel in the request context's headers.
 * Called once the file was found and the caller allowed (a 404 announces nothing); it never delays nor breaks
 * the download: the publish is not awaited, and a failure is only logged.
 */
@Injectable()
export class DownloadActivity {
  private readonly logger = new Logger(DownloadActivity.name);

  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  announce<K extends DownloadEvent>(key: K, facts: Facts<K>): void {
    const payload = { ...facts, occurredAt: new Date().toISOString() } as EventPayload<K & EventKey>;
    this.bus
      .publishEvent(key, payload, { messageId: `${key}:${randomUUID()}` })
      .catch((error: unknown) => this.logger.warn(`${key} not announced: ${String(error)}`));
  }
}
