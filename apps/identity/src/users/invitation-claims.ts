import { Injectable, Logger } from '@nestjs/common';
import type { JoinedTeam } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';

export interface InvitationClaimRequest {
  readonly token: string;
  /** As identity keeps it: trimmed, lower case. */
  readonly email: string;
  readonly userId: string;
}

/**
 * Claims, for a new account, the team invitation an invitation link's token names; teams answers it (a test can
 * bind another implementation). The team joined, or null when nothing was claimed.
 */
export abstract class InvitationClaims {
  abstract claim(request: InvitationClaimRequest): Promise<JoinedTeam | null>;
}

@Injectable()
export class TeamsInvitationClaims extends InvitationClaims {
  private readonly logger = new Logger('InvitationClaims');

  constructor(private readonly rpc: RpcClient) {
    super();
  }

  async claim(request: InvitationClaimRequest): Promise<JoinedTeam | null> {
    try {
      return (await this.rpc.call('teams.claim-invitation', request)).team;
    } catch (error) {
      // Teams absent, slow or failing: the sign-up goes on the usual way (a confirmation mail) rather than
      // failing. A claim that committed but whose answer was lost leaves a member who confirms by mail.
      this.logger.warn(`teams.claim-invitation failed, signing up unconfirmed: ${String(error)}`);
      return null;
    }
  }
}
