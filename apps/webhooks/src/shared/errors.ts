import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';

/** The webhooks service's refusals, in the domain's words (the gateway decides the HTTP answer). */
export const WebhookErrors = {
  /** Another user's endpoint is not found either: strangers never learn that it exists. */
  notFound: () => new DomainException(DomainErrors.notFound('webhook_not_found', 'Webhook not found.')),
  /** A team the actor does not administer is not found either, as the teams routes answer. */
  teamNotFound: () => new DomainException(DomainErrors.notFound('team_not_found', 'Team not found.')),
  /** One invalid field, by the domain's field name (`endpoint`, `description`, `eventTypes`). */
  field: (code: string, field: string, message: string) =>
    new DomainException(DomainErrors.invalid(code, field, message)),
  limitReached: (limit: number) => {
    const message = `You can register at most ${limit} webhook endpoints.`;
    return new DomainException(
      DomainErrors.limitReached('webhook_limit_reached', message, { fields: { endpoint: [message] } }),
    );
  },
  disabled: () =>
    new DomainException(
      DomainErrors.conflict('webhook_disabled', 'This endpoint is disabled: enable it to send a test event.'),
    ),
};
