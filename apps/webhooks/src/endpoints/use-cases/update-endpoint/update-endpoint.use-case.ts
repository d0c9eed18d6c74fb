import { Injectable } from '@nestjs/common';
import type { WebhookData } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock } from '../../../shared';
import { EndpointAccess } from '../../endpoint-access';
import { EndpointRepository } from '../../endpoint.repository';
import { EndpointUrlRules } from '../../endpoint-url-rules';
import { presentEndpoint } from '../../present-endpoint';
import { checkedDescription, checkedEventTypes } from '../create-endpoint/create-endpoint.use-case';

/** Changes an endpoint's URL, description, events, or switches it off and on (the secret stays). */
@Injectable()
export class UpdateEndpointUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly access: EndpointAccess,
    private readonly urls: EndpointUrlRules,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'webhooks.update'>): Promise<WebhookData> {
    const endpoint = await this.access.managed(input.actorId, input.webhookId);
    if (input.endpoint !== undefined) endpoint.endpoint = await this.urls.checked(input.endpoint);
    if (input.description !== undefined) endpoint.description = checkedDescription(input.description);
    if (input.eventTypes !== undefined) endpoint.eventTypes = checkedEventTypes(input.eventTypes);
    if (input.enabled === false && !endpoint.disabledAt) endpoint.disabledAt = this.clock.now();
    if (input.enabled === true) endpoint.disabledAt = null;
    return presentEndpoint(await this.endpoints.save(endpoint));
  }
}
