import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
  type WebhookData,
  type WebhookEventType,
} from '@deckmill/bus-contracts';
import { newWebhookSecret } from '@deckmill/outbound';
import { Clock } from '../../../shared/clock';
import { WebhookErrors } from '../../../shared/errors';
import { SecretBox } from '../../../shared/secret-box';
import { EndpointAccess } from '../../endpoint-access';
import { EndpointRepository } from '../../endpoint.repository';
import { EndpointUrlRules } from '../../endpoint-url-rules';
import { presentEndpoint } from '../../present-endpoint';

export interface CreateEndpointCommand {
  actorId: string;
  /** A team the actor administers: the endpoint hears the batches of the templates shared with it. */
  teamId?: number;
  endpoint: string;
  description: string;
  eventTypes: WebhookEventType[];
}

export interface EndpointWithSecret {
  webhook: WebhookData;
  secret: string;
}

/**
 * Registers an endpoint for the actor or a team they administer (at most MAX_WEBHOOK_ENDPOINTS per user and
 * per team); the secret is answered this once.
 */
@Injectable()
export class CreateEndpointUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly access: EndpointAccess,
    private readonly urls: EndpointUrlRules,
    private readonly secrets: SecretBox,
    private readonly clock: Clock,
  ) {}

  async execute(command: CreateEndpointCommand): Promise<EndpointWithSecret> {
    const owner = await this.access.ownerFor(command.actorId, command.teamId);
    const description = checkedDescription(command.description);
    const eventTypes = checkedEventTypes(command.eventTypes);
    const endpoint = await this.urls.checked(command.endpoint);
    const secret = newWebhookSecret();
    const row = {
      id: randomUUID(),
      owner,
      endpoint,
      description,
      eventTypes,
      secretCiphertext: this.secrets.seal(secret),
      createdAt: this.clock.now(),
    };
    if (!(await this.endpoints.insertWithinLimit(row, MAX_WEBHOOK_ENDPOINTS))) {
      throw WebhookErrors.limitReached(MAX_WEBHOOK_ENDPOINTS);
    }
    const stored = {
      ...row,
      ownerUserId: owner.kind === 'user' ? owner.userId : null,
      ownerTeamId: owner.kind === 'team' ? owner.teamId : null,
      disabledAt: null,
    };
    return { webhook: presentEndpoint(stored), secret };
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
