import { Injectable } from '@nestjs/common';
import { WebhookErrors } from '../../../shared';
import { EndpointAccess } from '../../endpoint-access';
import { EndpointRepository } from '../../endpoint.repository';
import type { OwnedEndpointCommand } from '../get-endpoint/get-endpoint.use-case';

/** Deletes an endpoint with its deliveries; deliveries still queued find it gone and stop. */
@Injectable()
export class DeleteEndpointUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly access: EndpointAccess,
  ) {}

  async execute(command: OwnedEndpointCommand): Promise<void> {
    const endpoint = await this.access.managed(command.actorId, command.webhookId);
    if (!(await this.endpoints.deleteById(endpoint.id))) throw WebhookErrors.notFound();
  }
}
