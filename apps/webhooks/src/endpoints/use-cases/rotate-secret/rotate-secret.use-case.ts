import { Injectable } from '@nestjs/common';
import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException, type RpcPayload } from '@deckmill/messaging';
import { newWebhookSecret } from '@deckmill/outbound';
import { SecretBox } from '../../../shared';
import { EndpointAccess } from '../../endpoint-access';
import { EndpointRepository } from '../../endpoint.repository';
import { presentEndpoint } from '../../present-endpoint';
import type { EndpointWithSecret } from '../create-endpoint/create-endpoint.use-case';

/**
 * Replaces the signing secret at once (the old one stops signing) and answers the new one, this once; with an
 * Idempotency-Key, a retry within 24 hours answers that same secret instead of replacing it again.
 */
@Injectable()
export class RotateSecretUseCase {
  constructor(
    private readonly endpoints: EndpointRepository,
    private readonly access: EndpointAccess,
    private readonly secrets: SecretBox,
  ) {}

  async execute(input: RpcPayload<'webhooks.rotate-secret'>): Promise<EndpointWithSecret> {
    const endpoint = await this.access.managed(input.actorId, input.webhookId);
    const key = input.idempotencyKey;
    if (key && (await this.endpoints.keyUsedElsewhere(input.actorId, key, endpoint.id))) {
      throw new DomainException(
        DomainErrors.conflict(
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
        ),
      );
    }
    const outcome = await this.endpoints.rotateSecret(
      endpoint.id,
      () => this.secrets.seal(newWebhookSecret()),
      key ? { key, userId: input.actorId } : null,
    );
    return { webhook: presentEndpoint(outcome), secret: this.secrets.open(outcome.secretCiphertext) };
  }
}
