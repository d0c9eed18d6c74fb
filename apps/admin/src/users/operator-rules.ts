import { ServiceException } from '@deckmill/messaging';

export const OWN_ADMIN_FLAG_MESSAGE = 'You cannot remove your own admin access.';
export const DELETE_SELF_MESSAGE = 'You cannot delete your own account from the admin panel.';

/** Operators keep their own access: no removing one's own admin flag, no deleting oneself. */
export function assertMayUpdate(actorId: string, userId: string, admin: boolean | undefined): void {
  if (actorId === userId && admin === false) {
    throw new ServiceException({
      status: 422,
      error: OWN_ADMIN_FLAG_MESSAGE,
      errors: { admin: [OWN_ADMIN_FLAG_MESSAGE] },
    });
  }
}

export function assertMayDelete(actorId: string, userId: string): void {
  if (actorId === userId) {
    throw new ServiceException({
      status: 422,
      error: DELETE_SELF_MESSAGE,
      errors: { base: [DELETE_SELF_MESSAGE] },
    });
  }
}
