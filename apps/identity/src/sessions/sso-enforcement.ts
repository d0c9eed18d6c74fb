import { Injectable } from '@nestjs/common';
import { RpcClient } from '@deckmill/messaging';

/** Whether an address must sign in by SSO (issue 23); teams answers it (a test can bind another implementation). */
export abstract class SsoEnforcement {
  abstract enforcedFor(email: string): Promise<boolean>;
}

@Injectable()
export class TeamsSsoEnforcement extends SsoEnforcement {
  constructor(private readonly rpc: RpcClient) {
    super();
  }

  async enforcedFor(email: string): Promise<boolean> {
    return (await this.rpc.call('teams.sso-enforcement', { email })).enforced;
  }
}
