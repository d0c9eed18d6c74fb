import { Injectable } from '@nestjs/common';
import { EndpointRepository } from '../../endpoint.repository';

/** A deleted team's endpoints go with it (their deliveries cascade). Idempotent. */
@Injectable()
export class RemoveDeletedTeamUseCase {
  constructor(private readonly endpoints: EndpointRepository) {}

  async execute(command: { teamId: number }): Promise<void> {
    await this.endpoints.deleteAllOwned({ kind: 'team', teamId: command.teamId });
  }
}
