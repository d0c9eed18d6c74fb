import { Inject, Injectable } from '@nestjs/common';
import type { EventPayload, RpcReply, UserSummary } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, RpcClient, type MessageBus, type RpcPayload } from '@deckmill/messaging';
import { Clock, UserDirectory } from '../../../shared';
import { assertMayUpdate, userNotFound } from '../../operator-rules';
import { GetUserUseCase } from '../get-user/get-user.use-case';

type Changes = EventPayload<'operator.user-updated'>['changes'];

/**
 * An operator changes a user's name and admin flag (identity) and tier (billing, so the allowance follows),
 * then announces it (`operator.user-updated`) for the audit trail. Unchanged fields are left alone.
 */
@Injectable()
export class UpdateUserUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly directory: UserDirectory,
    private readonly getUser: GetUserUseCase,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'admin.update-user'>): Promise<RpcReply<'admin.update-user'>> {
    assertMayUpdate(input.actorId, input.userId, input.admin);
    const before = await this.directory.byId(input.userId);
    if (!before) throw userNotFound();
    const changes = changesOf(before, input);
    if (changes['name'] || changes['admin']) {
      await this.rpc.call('identity.admin-update-user', {
        userId: input.userId,
        ...(changes['name'] ? { name: input.name } : {}),
        ...(changes['admin'] ? { admin: input.admin } : {}),
      });
    }
    if (changes['subscriptionTier'] && input.subscriptionTier) {
      await this.rpc.call('billing.set-tier', { userId: input.userId, tier: input.subscriptionTier });
    }
    if (Object.keys(changes).length > 0) {
      await this.bus.publishEvent('operator.user-updated', {
        operatorId: input.actorId,
        operatorEmail: input.actorEmail,
        userId: before.id,
        email: before.email,
        changes,
        occurredAt: this.clock.now().toISOString(),
      });
    }
    const user = await this.getUser.execute({ userId: input.userId });
    // Identity learns the tier from billing's event a moment later; answer with the tier billing now holds.
    return input.subscriptionTier ? { ...user, subscriptionTier: input.subscriptionTier } : user;
  }
}

function changesOf(before: UserSummary, input: RpcPayload<'admin.update-user'>): Changes {
  const changes: Changes = {};
  if (input.name !== undefined && input.name !== before.name)
    changes['name'] = { from: before.name, to: input.name };
  if (input.admin !== undefined && input.admin !== before.admin) {
    changes['admin'] = { from: before.admin, to: input.admin };
  }
  if (input.subscriptionTier !== undefined && input.subscriptionTier !== before.subscriptionTier) {
    changes['subscriptionTier'] = { from: before.subscriptionTier, to: input.subscriptionTier };
  }
  return changes;
}
