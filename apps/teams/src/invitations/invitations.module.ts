import { Module } from '@nestjs/common';
import { TeamsSharedModule } from '../shared';
import { InvitationsRpcController } from './invitations.rpc-controller';
import { AcceptInvitationUseCase } from './use-cases/accept-invitation/accept-invitation.use-case';
import { ClaimInvitationUseCase } from './use-cases/claim-invitation/claim-invitation.use-case';
import { DeclineInvitationUseCase } from './use-cases/decline-invitation/decline-invitation.use-case';
import { InviteMemberUseCase } from './use-cases/invite-member/invite-member.use-case';
import { PreviewInvitationUseCase } from './use-cases/preview-invitation/preview-invitation.use-case';
import { ReceivedInvitationsUseCase } from './use-cases/received-invitations/received-invitations.use-case';
import { ResendInvitationUseCase } from './use-cases/resend-invitation/resend-invitation.use-case';
import { RevokeInvitationUseCase } from './use-cases/revoke-invitation/revoke-invitation.use-case';

@Module({
  imports: [TeamsSharedModule],
  controllers: [InvitationsRpcController],
  providers: [
    InviteMemberUseCase,
    ResendInvitationUseCase,
    RevokeInvitationUseCase,
    AcceptInvitationUseCase,
    DeclineInvitationUseCase,
    ReceivedInvitationsUseCase,
    PreviewInvitationUseCase,
    ClaimInvitationUseCase,
  ],
})
export class InvitationsModule {}
