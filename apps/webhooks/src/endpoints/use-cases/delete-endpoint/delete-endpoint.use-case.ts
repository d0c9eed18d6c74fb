import { Injectable } from '@nestjs/common';
import type { RpcPayload } from '@deckmill/messaging';
import { WebhookErrors } from '../../../shared';
import { EndpointAccess } from '../../endpoint-access';
import { EndpointRepository } from '../../endpoint.repository';

/** Deletes an endpoint with its deliveries; deliveries still queued find it gone and stop. */
@Injectable()
export class DeleteEndpointUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly access: EndpointAccess,
  ) {}

  async execute(input: RpcPayload<'webhooks.delete'>): Promise<void> {
    const endpoint = await this.access.managed(input.actorId, input.webhookId);
    if (!(await this.endpoints.deleteById(endpoint.id))) throw WebhookErrors.notFound();
  }
}
