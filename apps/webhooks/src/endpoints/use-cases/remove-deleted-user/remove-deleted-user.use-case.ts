import { Injectable } from '@nestjs/common';
import { EndpointRepository } from '../../endpoint.repository';

/** A deleted account's endpoints go with it (their deliveries cascade). Idempotent. */
@Injectable()
export class RemoveDeletedUserUseCase {
  constructor(private readonly endpoints: EndpointRepository) {}

  async execute(command: { userId: string }): Promise<void> {
    await this.endpoints.deleteAllOwned({ kind: 'user', userId: command.userId });
  }
}
