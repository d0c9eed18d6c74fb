import { Injectable } from '@nestjs/common';
import { newWebhookSecret } from '@deckmill/outbound';
import { SecretBox } from '../../../shared/secret-box';
import { EndpointAccess } from '../../endpoint-access';
import { EndpointRepository } from '../../endpoint.repository';
import { presentEndpoint } from '../../present-endpoint';
import type { EndpointWithSecret } from '../create-endpoint/create-endpoint.use-case';
import type { OwnedEndpointCommand } from '../get-endpoint/get-endpoint.use-case';

/** Replaces the signing secret at once (the old one stops signing) and answers the new one, this once. */
@Injectable()
export class RotateSecretUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly access: EndpointAccess,
    private readonly secrets: SecretBox,
  ) {}

  async execute(command: OwnedEndpointCommand): Promise<EndpointWithSecret> {
    const endpoint = await this.access.managed(command.actorId, command.webhookId);
    const secret = newWebhookSecret();
    endpoint.secretCiphertext = this.secrets.seal(secret);
    return { webhook: presentEndpoint(await this.endpoints.save(endpoint)), secret };
  }
}
