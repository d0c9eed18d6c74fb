import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';

/** Billing's refusals, in the domain's words (the gateway answers them over HTTP). */
export const BillingErrors = {
  /** The month's allowance cannot cover the rows asked for. */
  usageLimitReached: (code: string, message: string) =>
    new DomainException(DomainErrors.limitReached(code, message, { fields: { rows: [message] } })),
  /** A plan change the rules do not allow. */
  planChangeRefused: (message: string) =>
    new DomainException(DomainErrors.invalid('plan_change_refused', 'plan', message)),
  /** A smaller plan while a team the user created holds more members than it allows. */
  tooManyMembers: (message: string) =>
    new DomainException(
      DomainErrors.limitReached('too_many_members', message, { fields: { plan: [message] } }),
    ),
  planChangedMeanwhile: () =>
    new DomainException(
      DomainErrors.conflict(
        'plan_changed_meanwhile',
        'Your plan changed meanwhile. Please review and confirm again.',
      ),
    ),
};
