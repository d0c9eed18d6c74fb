import { Injectable, Logger } from '@nestjs/common';
import { RpcClient, ServiceException } from '@deckmill/messaging';

/** Whether an address must sign in by SSO; teams answers it (a test can bind another implementation). */
export abstract class SsoEnforcement {
  abstract enforcedFor(email: string): Promise<boolean>;
}

@Injectable()
export class TeamsSsoEnforcement extends SsoEnforcement {
  private readonly logger = new Logger('SsoEnforcement');

  constructor(private readonly rpc: RpcClient) {
    super();
  }

  async enforcedFor(email: string): Promise<boolean> {
    try {
      return (await this.rpc.call('teams.sso-enforcement', { email })).enforced;
    } catch (error) {
      // No teams service answers at all (none deployed, as in stacks without it, or every replica down):
      // passwords work as before, with a warning. A slow or failing teams service fails the sign-in instead, and
      // so does one that answers that its database is away (also `unavailable`, but not `rpc_unavailable`).
      if (error instanceof ServiceException && error.serviceError.code === 'rpc_unavailable') {
        this.logger.warn('teams does not answer teams.sso-enforcement; SSO enforcement is not applied');
        return false;
      }
      throw error;
    }
  }
}
