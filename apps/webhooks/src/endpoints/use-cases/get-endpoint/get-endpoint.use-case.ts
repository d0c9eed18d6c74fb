import { Injectable } from '@nestjs/common';
import type { WebhookData } from '@deckmill/bus-contracts';
import { EndpointAccess } from '../../endpoint-access';
import { presentEndpoint } from '../../present-endpoint';

export interface OwnedEndpointCommand {
  actorId: string;
  webhookId: string;
}

/** One endpoint the user manages (their own, or a team's they administer); anyone else's is not found. */
@Injectable()
export class GetEndpointUseCase {
  constructor(private readonly access: EndpointAccess) {}

  async execute(command: OwnedEndpointCommand): Promise<WebhookData> {
    return presentEndpoint(await this.access.managed(command.actorId, command.webhookId));
  }
}
