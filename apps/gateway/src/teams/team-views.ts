import type {
  InvitationAccepted,
  InvitationPreview,
  InvitationSent,
  InvitationsReceived,
  TeamInvitationView,
  TeamMembershipView,
  TeamOverview,
  TeamSummary,
} from '@deckmill/bus-contracts';
import {
  AcceptedInvitationSchema,
  InviteResultSchema,
  PendingInvitationSchema,
  PreviewedInvitationSchema,
  ReceivedInvitationsSchema,
  TeamDetailSchema,
  TeamListItemSchema,
  TeamMemberSchema,
  type AcceptedInvitation,
  type InviteResult,
  type PendingInvitation,
  type PreviewedInvitation,
  type ReceivedInvitations,
  type TeamDetail,
  type TeamListItem,
  type TeamMember,
} from '@deckmill/api-contracts';

/**
 * Teams answers in its own shapes; the API keeps its resources (spec section 3). Every answer is parsed by
 * the API schema, so the bodies keep the keys and key order the API has always sent.
 */
export function teamListItem(team: TeamSummary): TeamListItem {
  return TeamListItemSchema.parse({
    id: team.id,
    short_id: team.shortId,
    name: team.name,
    role: team.role,
    member_count: team.memberCount,
    created_at: team.createdAt,
  });
}

export function teamMember(member: TeamMembershipView): TeamMember {
  return TeamMemberSchema.parse({
    id: member.id,
    role: member.role,
    user: { name: member.user.name, email: member.user.email },
    joined_at: member.joinedAt,
  });
}

export function pendingInvitation(invitation: TeamInvitationView): PendingInvitation {
  return PendingInvitationSchema.parse({
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    expires_at: invitation.expiresAt,
    created_at: invitation.createdAt,
  });
}

export function teamDetail(team: TeamOverview): TeamDetail {
  return TeamDetailSchema.parse({
    id: team.id,
    short_id: team.shortId,
    name: team.name,
    created_at: team.createdAt,
    role: team.role,
    my_member_id: team.viewerMembershipId,
    members: team.members.map(teamMember),
    invitations: team.invitations.map(pendingInvitation),
  });
}

/** Nobody joins without accepting, so a sent invitation is always `invited`. */
export function inviteResult(sent: InvitationSent): InviteResult {
  return InviteResultSchema.parse({ status: 'invited', invitation: pendingInvitation(sent.invitation) });
}

export function receivedInvitations(received: InvitationsReceived): ReceivedInvitations {
  return ReceivedInvitationsSchema.parse({
    invitations: received.invitations.map((invitation) => ({
      id: invitation.id,
      team: { name: invitation.teamName },
      role: invitation.role,
      inviter_name: invitation.inviterName,
      expires_at: invitation.expiresAt,
      created_at: invitation.createdAt,
    })),
  });
}

export function acceptedInvitation(accepted: InvitationAccepted): AcceptedInvitation {
  const { team } = accepted;
  return AcceptedInvitationSchema.parse({ team: { id: team.id, short_id: team.shortId, name: team.name } });
}

export function previewedInvitation(preview: InvitationPreview): PreviewedInvitation {
  return PreviewedInvitationSchema.parse({
    team: { name: preview.teamName },
    inviter_name: preview.inviterName,
    email: preview.email,
    expires_at: preview.expiresAt,
  });
}
