import { Injectable } from '@nestjs/common';
import type { PlanChangeResult } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { decideCancel } from '../../plan-change';
import { PlanChangeApplier } from '../../plan-change-applier';

/** Cancels a paid plan: it stays until the end of the paid period, then the user is on free. */
@Injectable()
export class CancelSubscriptionUseCase {
  constructor(private readonly applier: PlanChangeApplier) {}

  execute(input: RpcPayload<'billing.cancel'>): Promise<PlanChangeResult> {
    return this.applier.apply(input.userId, decideCancel);
  }
}
