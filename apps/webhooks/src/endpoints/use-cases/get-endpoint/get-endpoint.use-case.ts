import { Injectable } from '@nestjs/common';
import type { WebhookData } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { EndpointAccess } from '../../endpoint-access';
import { presentEndpoint } from '../../present-endpoint';

/** One endpoint the user manages (their own, or a team's they administer); anyone else's is not found. */
@Injectable()
export class GetEndpointUseCase {
  constructor(private readonly access: EndpointAccess) {}

  async execute(input: RpcPayload<'webhooks.get'>): Promise<WebhookData> {
    return presentEndpoint(await this.access.managed(input.actorId, input.webhookId));
  }
}
