import { ServiceException } from '@deckmill/messaging';

/** The teams service's answers to callers who may not see or change something. */
export const TeamErrors = {
  /** Strangers never learn that a team exists. */
  teamNotFound: () => new ServiceException({ status: 404, error: 'Team not found.' }),
  memberNotFound: () => new ServiceException({ status: 404, error: 'Member not found.' }),
  invitationNotFound: () => new ServiceException({ status: 404, error: 'Invitation not found.' }),
  adminsOnly: () =>
    new ServiceException({
      status: 403,
      error: 'Only team admins can do that.',
      code: 'team_admin_required',
    }),
  field: (key: string, message: string, code?: string) =>
    new ServiceException({ status: 422, error: message, errors: { [key]: [message] }, code }),
  lastAdmin: () =>
    new ServiceException({
      status: 422,
      error: 'A team needs at least one admin. Make another member an admin first.',
      errors: { role: ['A team needs at least one admin. Make another member an admin first.'] },
      code: 'last_admin',
    }),
};
