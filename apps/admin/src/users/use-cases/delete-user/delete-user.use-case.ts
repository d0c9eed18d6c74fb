import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcClient, type RpcPayload } from '@deckmill/messaging';
import { AuditLog } from '../../../audit/audit-log';
import { UserDirectory } from '../../../shared/user-directory';
import { assertMayDelete, userNotFound } from '../../operator-rules';

/** An operator deletes a user: identity ends every session at once and announces user.deleted. */
@Injectable()
export class DeleteUserUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly directory: UserDirectory,
    private readonly audit: AuditLog,
  ) {}

  async execute(input: RpcPayload<'admin.delete-user'>): Promise<RpcReply<'admin.delete-user'>> {
    assertMayDelete(input.actorId, input.userId);
    const user = await this.directory.byId(input.userId);
    if (!user) throw userNotFound();
    await this.rpc.call('identity.delete-user', { userId: user.id });
    await this.audit.record({
      actor: { id: input.actorId, email: input.actorEmail },
      action: 'user.deleted',
      target: { id: user.id, email: user.email },
      changes: {
        email: { from: user.email, to: null },
        subscriptionTier: { from: user.subscriptionTier, to: null },
        admin: { from: user.admin, to: null },
      },
    });
    return { ok: true };
  }
}
