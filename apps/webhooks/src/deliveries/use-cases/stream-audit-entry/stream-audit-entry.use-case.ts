import { Injectable } from '@nestjs/common';
import type { EventPayload } from '@deckmill/bus-contracts';
import { EndpointRepository } from '../../../endpoints';
import { AUDIT_SUBSCRIPTION, auditEvent, auditTenant } from '../../audit-event';
import { FanOutEventUseCase } from '../fan-out-event/fan-out-event.use-case';

/**
 * One audit entry to the SIEM endpoints of its tenant: the user's own endpoints for a `user:<id>` chain, the
 * team's for `team:<id>`, each only when subscribed to `audit.*`. Signing, retries and the delivery log are the
 * same as for batch events (FanOutEventUseCase).
 */
@Injectable()
export class StreamAuditEntryUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly fanOut: FanOutEventUseCase,
  ) {}

  async execute(input: EventPayload<'audit.recorded'>): Promise<number> {
    const tenant = auditTenant(input.chain);
    if (tenant === null) return 0;
    const subscribers = await this.endpoints.ownedSubscribers(tenant, AUDIT_SUBSCRIPTION);
    if (subscribers.length === 0) return 0;
    return this.fanOut.deliverTo(subscribers, auditEvent(input));
  }
}
