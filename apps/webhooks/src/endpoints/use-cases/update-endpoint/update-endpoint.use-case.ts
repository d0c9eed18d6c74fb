import { Injectable } from '@nestjs/common';
import type { WebhookData, WebhookEventType } from '@deckmill/bus-contracts';
import { Clock } from '../../../shared';
import { EndpointAccess } from '../../endpoint-access';
import { EndpointRepository } from '../../endpoint.repository';
import { EndpointUrlRules } from '../../endpoint-url-rules';
import { presentEndpoint } from '../../present-endpoint';
import { checkedDescription, checkedEventTypes } from '../create-endpoint/create-endpoint.use-case';

export interface UpdateEndpointCommand {
  actorId: string;
  webhookId: string;
  endpoint?: string;
  description?: string;
  eventTypes?: WebhookEventType[];
  enabled?: boolean;
}

/** Changes an endpoint's URL, description, events, or switches it off and on (the secret stays). */
@Injectable()
export class UpdateEndpointUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly access: EndpointAccess,
    private readonly urls: EndpointUrlRules,
    private readonly clock: Clock,
  ) {}

  async execute(command: UpdateEndpointCommand): Promise<WebhookData> {
    const endpoint = await this.access.managed(command.actorId, command.webhookId);
    if (command.endpoint !== undefined) endpoint.endpoint = await this.urls.checked(command.endpoint);
    if (command.description !== undefined) endpoint.description = checkedDescription(command.description);
    if (command.eventTypes !== undefined) endpoint.eventTypes = checkedEventTypes(command.eventTypes);
    if (command.enabled === false && !endpoint.disabledAt) endpoint.disabledAt = this.clock.now();
    if (command.enabled === true) endpoint.disabledAt = null;
    return presentEndpoint(await this.endpoints.save(endpoint));
  }
}
