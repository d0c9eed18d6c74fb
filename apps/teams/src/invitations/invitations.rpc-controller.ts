import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { AcceptInvitationUseCase } from './use-cases/accept-invitation/accept-invitation.use-case';
import { ClaimInvitationUseCase } from './use-cases/claim-invitation/claim-invitation.use-case';
import { DeclineInvitationUseCase } from './use-cases/decline-invitation/decline-invitation.use-case';
import { InviteMemberUseCase } from './use-cases/invite-member/invite-member.use-case';
import { PreviewInvitationUseCase } from './use-cases/preview-invitation/preview-invitation.use-case';
import { ReceivedInvitationsUseCase } from './use-cases/received-invitations/received-invitations.use-case';
import { ResendInvitationUseCase } from './use-cases/resend-invitation/resend-invitation.use-case';
import { RevokeInvitationUseCase } from './use-cases/revoke-invitation/revoke-invitation.use-case';

/**
 * Invitations by e-mail over request/reply: sent by team admins, answered by their invitees, looked up by the
 * holder of a link (signed in or not), and claimed by identity for an account signed up through its link.
 */
@Controller()
export class InvitationsRpcController {
  constructor(
    private readonly inviteMember: InviteMemberUseCase,
    private readonly resendInvitation: ResendInvitationUseCase,
    private readonly revokeInvitation: RevokeInvitationUseCase,
    private readonly acceptInvitation: AcceptInvitationUseCase,
    private readonly declineInvitation: DeclineInvitationUseCase,
    private readonly receivedInvitations: ReceivedInvitationsUseCase,
    private readonly previewInvitation: PreviewInvitationUseCase,
    private readonly claimInvitation: ClaimInvitationUseCase,
  ) {}

  @RpcHandler('teams.invite')
  invite(@Payload() input: RpcPayload<'teams.invite'>): Promise<RpcReply<'teams.invite'>> {
    return this.inviteMember.execute(input);
  }

  @RpcHandler('teams.resend-invitation')
  resend(
    @Payload() input: RpcPayload<'teams.resend-invitation'>,
  ): Promise<RpcReply<'teams.resend-invitation'>> {
    return this.resendInvitation.execute(input);
  }

  @RpcHandler('teams.revoke-invitation')
  async revoke(
    @Payload() input: RpcPayload<'teams.revoke-invitation'>,
  ): Promise<RpcReply<'teams.revoke-invitation'>> {
    await this.revokeInvitation.execute(input);
    return { ok: true };
  }

  @RpcHandler('teams.accept-invitation')
  accept(
    @Payload() input: RpcPayload<'teams.accept-invitation'>,
  ): Promise<RpcReply<'teams.accept-invitation'>> {
    return this.acceptInvitation.execute(input);
  }

  @RpcHandler('teams.decline-invitation')
  async decline(
    @Payload() input: RpcPayload<'teams.decline-invitation'>,
  ): Promise<RpcReply<'teams.decline-invitation'>> {
    await this.declineInvitation.execute(input);
    return { ok: true };
  }

  @RpcHandler('teams.received-invitations')
  received(
    @Payload() input: RpcPayload<'teams.received-invitations'>,
  ): Promise<RpcReply<'teams.received-invitations'>> {
    return this.receivedInvitations.execute(input);
  }

  @RpcHandler('teams.invitation-preview')
  preview(
    @Payload() input: RpcPayload<'teams.invitation-preview'>,
  ): Promise<RpcReply<'teams.invitation-preview'>> {
    return this.previewInvitation.execute(input);
  }

  @RpcHandler('teams.claim-invitation')
  claim(@Payload() input: RpcPayload<'teams.claim-invitation'>): Promise<RpcReply<'teams.claim-invitation'>> {
    return this.claimInvitation.execute(input);
  }
}
