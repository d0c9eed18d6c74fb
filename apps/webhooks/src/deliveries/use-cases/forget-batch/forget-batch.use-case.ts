import { Injectable } from '@nestjs/common';
import type { EventPayload } from '@deckmill/bus-contracts';
import { DeliveryRepository } from '../../delivery.repository';
import { BATCH_EVENT_TYPES } from '../../public-event';

/**
 * A deleted batch leaves nothing in the delivery log: its batch, row and delivery events (bodies with
 * its name, file names, recipients) and their attempts go. Audit entries streamed to a SIEM (`audit.*`) stay:
 * they are the customer's copy of the audit trail, which outlives the batch by design. Idempotent.
 */
@Injectable()
export class ForgetBatchUseCase {
  constructor(private readonly deliveries: DeliveryRepository) {}

  execute(input: EventPayload<'presentation.deleted'>): Promise<number> {
    return this.deliveries.deleteOfBatch(input.batchId, BATCH_EVENT_TYPES);
  }
}
