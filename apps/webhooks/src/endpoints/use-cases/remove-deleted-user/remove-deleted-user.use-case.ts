import { Injectable } from '@nestjs/common';
import type { EventPayload } from '@deckmill/bus-contracts';
import { EndpointRepository } from '../../endpoint.repository';

/** A deleted account's endpoints go with it (their deliveries cascade). Idempotent. */
@Injectable()
export class RemoveDeletedUserUseCase {
  constructor(private readonly endpoints: EndpointRepository) {}

  async execute(input: EventPayload<'user.deleted'>): Promise<void> {
    await this.endpoints.deleteAllOwned({ kind: 'user', userId: input.userId });
  }
}
