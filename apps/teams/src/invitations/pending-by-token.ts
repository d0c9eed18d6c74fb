import type { EntityManager } from 'typeorm';
import { hashInvitationToken, isPending } from '../shared';
import { Invitation } from './entities/invitation.entity';

/** The invitation a mail link's token names, only while it can still be answered (else null). */
export async function pendingInvitationByToken(
  manager: EntityManager,
  token: string,
  now: Date,
): Promise<Invitation | null> {
  const found = await manager.getRepository(Invitation).findOneBy({ tokenHash: hashInvitationToken(token) });
  return found && isPending(found, now) ? found : null;
}
