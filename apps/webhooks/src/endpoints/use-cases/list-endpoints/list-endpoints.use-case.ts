import { Injectable } from '@nestjs/common';
import type { WebhookData } from '@deckmill/bus-contracts';
import { EndpointRepository } from '../../endpoint.repository';
import { presentEndpoint } from '../../present-endpoint';

/** The user's endpoints, oldest first. */
@Injectable()
export class ListEndpointsUseCase {
  constructor(private readonly endpoints: EndpointRepository) {}

  async execute(command: { actorId: string }): Promise<WebhookData[]> {
    return (await this.endpoints.listOwned(command.actorId)).map(presentEndpoint);
  }
}
