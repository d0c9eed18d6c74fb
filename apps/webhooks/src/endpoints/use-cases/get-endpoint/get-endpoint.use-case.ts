import { Injectable } from '@nestjs/common';
import type { WebhookData } from '@deckmill/bus-contracts';
import { WebhookErrors } from '../../../shared/errors';
import { EndpointRepository } from '../../endpoint.repository';
import { presentEndpoint } from '../../present-endpoint';

export interface OwnedEndpointCommand {
  actorId: string;
  webhookId: string;
}

/** One of the user's endpoints; anyone else's is not found. */
@Injectable()
export class GetEndpointUseCase {
  constructor(private readonly endpoints: EndpointRepository) {}

  async execute(command: OwnedEndpointCommand): Promise<WebhookData> {
    const endpoint = await this.endpoints.findOwned(command.actorId, command.webhookId);
    if (!endpoint) throw WebhookErrors.notFound();
    return presentEndpoint(endpoint);
  }
}
