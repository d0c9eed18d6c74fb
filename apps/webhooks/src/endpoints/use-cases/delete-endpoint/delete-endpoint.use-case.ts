import { Injectable } from '@nestjs/common';
import { WebhookErrors } from '../../../shared/errors';
import { EndpointRepository } from '../../endpoint.repository';
import type { OwnedEndpointCommand } from '../get-endpoint/get-endpoint.use-case';

/** Deletes an endpoint with its deliveries; deliveries still queued find it gone and stop. */
@Injectable()
export class DeleteEndpointUseCase {
  constructor(private readonly endpoints: EndpointRepository) {}

  async execute(command: OwnedEndpointCommand): Promise<void> {
    if (!(await this.endpoints.deleteOwned(command.actorId, command.webhookId)))
      throw WebhookErrors.notFound();
  }
}
