import { Injectable } from '@nestjs/common';
import type { PlanChangeResult } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { decidePlanChange } from '../../plan-change';
import { PlanChangeApplier } from '../../plan-change-applier';

/** Confirms a self-service plan change: upgrades now (prorated), downgrades at the next billing date. */
@Injectable()
export class ChangePlanUseCase {
  constructor(private readonly applier: PlanChangeApplier) {}

  execute(input: RpcPayload<'billing.change-plan'>): Promise<PlanChangeResult> {
    return this.applier.apply(input.userId, (terms, now) => decidePlanChange(terms, input, now));
  }
}
