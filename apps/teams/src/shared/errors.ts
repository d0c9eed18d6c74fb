import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';

const LAST_ADMIN = 'A team needs at least one admin. Make another member an admin first.';

/** The teams service's answers to callers who may not see or change something, in the domain's words. */
export const TeamErrors = {
  /** Strangers never learn that a team exists. */
  teamNotFound: () => new DomainException(DomainErrors.notFound('team_not_found', 'Team not found.')),
  memberNotFound: () => new DomainException(DomainErrors.notFound('member_not_found', 'Member not found.')),
  invitationNotFound: () =>
    new DomainException(DomainErrors.notFound('invitation_not_found', 'Invitation not found.')),
  adminsOnly: () =>
    new DomainException(DomainErrors.forbidden('team_admin_required', 'Only team admins can do that.')),
  /** One invalid field of the request, by the teams domain's field name (`name`, `email`). */
  field: (code: string, field: string, message: string) =>
    new DomainException(DomainErrors.invalid(code, field, message)),
  /** The plan has no seat left for another member. */
  seatLimit: (message: string) =>
    new DomainException(
      DomainErrors.limitReached('seat_limit_reached', message, { fields: { email: [message] } }),
    ),
  lastAdmin: () => new DomainException(DomainErrors.invalid('last_admin', 'role', LAST_ADMIN)),
};
