import { Injectable } from '@nestjs/common';
import type { WebhookData } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { EndpointAccess } from '../../endpoint-access';
import { EndpointRepository } from '../../endpoint.repository';
import { presentEndpoint } from '../../present-endpoint';

/** The user's endpoints, or a team's for its admins, oldest first. */
@Injectable()
export class ListEndpointsUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly access: EndpointAccess,
  ) {}

  async execute(input: RpcPayload<'webhooks.list'>): Promise<WebhookData[]> {
    const owner = await this.access.ownerFor(input.actorId, input.teamId);
    return (await this.endpoints.listOwned(owner)).map(presentEndpoint);
  }
}
