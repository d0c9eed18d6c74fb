import { Injectable } from '@nestjs/common';
import type { EventPayload } from '@deckmill/bus-contracts';
import { EndpointRepository } from '../../../endpoints';
import { AUDIT_SUBSCRIPTION, auditEvent, auditTenant } from '../../audit-event';
import { EventDispatch } from '../../event-dispatch';

/**
 * One audit entry to the SIEM endpoints of its tenant: the user's own endpoints for a `user:<id>` chain, the
 * team's for `team:<id>`, each only when subscribed to `audit.*`. Signing, retries and the delivery log are the
 * same as for batch events (EventDispatch).
 */
@Injectable()
export class StreamAuditEntryUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly dispatch: EventDispatch,
  ) {}

  async execute(input: EventPayload<'audit.recorded'>): Promise<number> {
    const tenant = auditTenant(input.chain);
    if (tenant === null) return 0;
    const subscribers = await this.endpoints.ownedSubscribers(tenant, AUDIT_SUBSCRIPTION);
    if (subscribers.length === 0) return 0;
    return this.dispatch.dispatch(subscribers, auditEvent(input));
  }
}
