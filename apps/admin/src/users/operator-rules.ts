import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';

export const OWN_ADMIN_FLAG_MESSAGE = 'You cannot remove your own admin access.';
export const DELETE_SELF_MESSAGE = 'You cannot delete your own account from the admin panel.';

/** Operators keep their own access: no removing one's own admin flag, no deleting oneself. */
export function assertMayUpdate(actorId: string, userId: string, admin: boolean | undefined): void {
  if (actorId === userId && admin === false) {
    throw new DomainException(DomainErrors.invalid('own_admin_flag', 'admin', OWN_ADMIN_FLAG_MESSAGE));
  }
}

export function assertMayDelete(actorId: string, userId: string): void {
  if (actorId === userId) {
    throw new DomainException(DomainErrors.invalid('delete_self', 'base', DELETE_SELF_MESSAGE));
  }
}

/** The user an operator names does not exist (or no longer does). */
export function userNotFound(): DomainException {
  return new DomainException(DomainErrors.notFound('user_not_found', 'User not found.'));
}
