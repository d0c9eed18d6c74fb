import { Injectable } from '@nestjs/common';
import { newWebhookSecret } from '@deckmill/outbound';
import { WebhookErrors } from '../../../shared/errors';
import { SecretBox } from '../../../shared/secret-box';
import { EndpointRepository } from '../../endpoint.repository';
import { presentEndpoint } from '../../present-endpoint';
import type { EndpointWithSecret } from '../create-endpoint/create-endpoint.use-case';
import type { OwnedEndpointCommand } from '../get-endpoint/get-endpoint.use-case';

/** Replaces the signing secret at once (the old one stops signing) and answers the new one, this once. */
@Injectable()
export class RotateSecretUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly secrets: SecretBox,
  ) {}

  async execute(command: OwnedEndpointCommand): Promise<EndpointWithSecret> {
    const endpoint = await this.endpoints.findOwned(command.actorId, command.webhookId);
    if (!endpoint) throw WebhookErrors.notFound();
    const secret = newWebhookSecret();
    endpoint.secretCiphertext = this.secrets.seal(secret);
    return { webhook: presentEndpoint(await this.endpoints.save(endpoint)), secret };
  }
}
