import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Clock } from '../../../shared';
import { pendingInvitationByToken } from '../../pending-by-token';

/**
 * Sign-up through an invitation link: the token was mailed to the invited address, so a pending invitation
 * to exactly the address being signed up (trimmed, lower case, as identity and invitations keep it) proves
 * that the person signing up reads that mailbox. An invitation to any other address proves nothing. The
 * gateway accepts the invitation for the new account right after, which spends the token: it proves an
 * address once.
 */
@Injectable()
export class InvitationProvesAddressUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: RpcPayload<'teams.invitation-proves-address'>,
  ): Promise<RpcReply<'teams.invitation-proves-address'>> {
    const email = input.email.trim().toLowerCase();
    const invitation = await pendingInvitationByToken(this.dataSource.manager, input.token, this.clock.now());
    return { proved: invitation !== null && email.length > 0 && invitation.email === email };
  }
}
