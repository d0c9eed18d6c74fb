import { Injectable } from '@nestjs/common';
import type { WebhookData } from '@deckmill/bus-contracts';
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

  async execute(command: { actorId: string; teamId?: number }): Promise<WebhookData[]> {
    const owner = await this.access.ownerFor(command.actorId, command.teamId);
    return (await this.endpoints.listOwned(owner)).map(presentEndpoint);
  }
}
