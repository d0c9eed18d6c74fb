import { Injectable } from '@nestjs/common';
import type { EventPayload } from '@deckmill/bus-contracts';
import { EndpointRepository } from '../../endpoint.repository';

/** A deleted team's endpoints go with it (their deliveries cascade). Idempotent. */
@Injectable()
export class RemoveDeletedTeamUseCase {
  constructor(private readonly endpoints: EndpointRepository) {}

  async execute(input: EventPayload<'team.deleted'>): Promise<void> {
    await this.endpoints.deleteAllOwned({ kind: 'team', teamId: input.teamId });
  }
}
