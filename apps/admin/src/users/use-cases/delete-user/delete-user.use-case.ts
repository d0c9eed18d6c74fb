import { Inject, Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, RpcClient, type MessageBus, type RpcPayload } from '@deckmill/messaging';
import { Clock, UserDirectory } from '../../../shared';
import { assertMayDelete, userNotFound } from '../../operator-rules';

/**
 * An operator deletes a user: identity ends every session at once and announces user.deleted; the admin
 * service announces `operator.user-deleted` for the audit trail.
 */
@Injectable()
export class DeleteUserUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly directory: UserDirectory,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'admin.delete-user'>): Promise<RpcReply<'admin.delete-user'>> {
    assertMayDelete(input.actorId, input.userId);
    const user = await this.directory.byId(input.userId);
    if (!user) throw userNotFound();
    await this.rpc.call('identity.delete-user', { userId: user.id });
    await this.bus.publishEvent('operator.user-deleted', {
      operatorId: input.actorId,
      operatorEmail: input.actorEmail,
      userId: user.id,
      email: user.email,
      occurredAt: this.clock.now().toISOString(),
    });
    return { ok: true };
  }
}
