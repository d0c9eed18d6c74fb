import type { EntityManager } from 'typeorm';
import { DomainErrors, type UserSummary } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';
import { hashInvitationToken } from '../shared';
import { Invitation } from './entities/invitation.entity';

/** How an invitee names an invitation: the token of its mail link, or its id from their received list. */
export interface InvitationRef {
  readonly token?: string;
  readonly invitationId?: number;
}

export const invalidInvitation = () =>
  new DomainException(
    DomainErrors.notFound(
      'invitation_invalid',
      'This invitation link is no longer valid. It may have expired or been withdrawn; ask a team admin to send a new one.',
    ),
  );

export const otherAccountsInvitation = () =>
  new DomainException(
    DomainErrors.forbidden(
      'invitation_other_account',
      'This invitation was sent to another email address. Sign in with the address it was sent to, then open the link again.',
    ),
  );

/**
 * The invitation the signed-in `invitee` names, whatever its state. Only the invited address may answer it:
 * with the token (which proves the mail arrived) a different signed-in account is told so; by id, the
 * address must also be confirmed (an unconfirmed account could be a stranger's squat on that address), and
 * anything else is simply not found.
 */
export async function invitationForInvitee(
  manager: EntityManager,
  ref: InvitationRef,
  invitee: UserSummary | null,
  options: { lock?: boolean } = {},
): Promise<Invitation> {
  const repository = manager.getRepository(Invitation);
  const lock = options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {};
  const email = invitee?.email.toLowerCase();
  if (ref.token !== undefined) {
    const found = await repository.findOne({ where: { tokenHash: hashInvitationToken(ref.token) }, ...lock });
    if (!found) throw invalidInvitation();
    if (found.email !== email) throw otherAccountsInvitation();
    return found;
  }
  const found = await repository.findOne({ where: { id: ref.invitationId ?? 0 }, ...lock });
  if (!found || found.email !== email || !invitee?.confirmedAt) throw invalidInvitation();
  return found;
}
