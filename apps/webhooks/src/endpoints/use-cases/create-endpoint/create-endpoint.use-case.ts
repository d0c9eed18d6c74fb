import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  type WebhookData,
  type WebhookEventType,
} from '@deckmill/bus-contracts';
import { OutboundPolicy, newWebhookSecret } from '@deckmill/outbound';
import { Clock } from '../../../shared/clock';
import { WebhookErrors } from '../../../shared/errors';
import { SecretBox } from '../../../shared/secret-box';
import { EndpointRepository } from '../../endpoint.repository';
import { checkedEndpoint } from '../../endpoint-url';
import { presentEndpoint } from '../../present-endpoint';

export interface CreateEndpointCommand {
  actorId: string;
  endpoint: string;
  description: string;
  eventTypes: WebhookEventType[];
}

export interface EndpointWithSecret {
  webhook: WebhookData;
  secret: string;
}

/** Registers an endpoint (at most MAX_WEBHOOK_ENDPOINTS per user); the secret is answered this once. */
@Injectable()
export class CreateEndpointUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly policy: OutboundPolicy,
    private readonly secrets: SecretBox,
    private readonly clock: Clock,
  ) {}

  async execute(command: CreateEndpointCommand): Promise<EndpointWithSecret> {
    const endpoint = checkedEndpoint(command.endpoint, this.policy);
    const description = checkedDescription(command.description);
    const eventTypes = checkedEventTypes(command.eventTypes);
    const secret = newWebhookSecret();
    const row = {
      id: randomUUID(),
      ownerUserId: command.actorId,
      endpoint,
      description,
      eventTypes,
      secretCiphertext: this.secrets.seal(secret),
      createdAt: this.clock.now(),
    };
    if (!(await this.endpoints.insertWithinLimit(row, MAX_WEBHOOK_ENDPOINTS))) {
      throw WebhookErrors.limitReached(MAX_WEBHOOK_ENDPOINTS);
    }
    return { webhook: presentEndpoint({ ...row, disabledAt: null }), secret };
  }
}

export function checkedDescription(raw: string): string {
  const description = raw.trim();
  if (description.length > WEBHOOK_DESCRIPTION_MAX_LENGTH) {
    throw WebhookErrors.field(
      'description_too_long',
      'description',
      `Description is too long (at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters).`,
    );
  }
  return description;
}

/** At least one type, each once, in a stable order. */
export function checkedEventTypes(types: readonly WebhookEventType[]): WebhookEventType[] {
  if (types.length === 0)
    throw WebhookErrors.field('no_event_types', 'eventTypes', 'Choose at least one event.');
  return [...new Set(types)].sort();
}
