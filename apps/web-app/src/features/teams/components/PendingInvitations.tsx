import type { PendingInvitation } from '@deckmill/api-contracts';
import { Button, Card, formatDate } from '@deckmill/ui';
import { errorMessage, useFlash } from '@deckmill/web-data';
import { useResendInvitationMutation, useRevokeInvitationMutation } from '../api/teamsApi';
import { roleLabel } from './roles';
import styles from './MemberList.module.css';

/** Invitations waiting for sign-up (admins only), each with Resend and Revoke. */
export function PendingInvitations({
  teamId,
  invitations,
}: {
  teamId: string;
  invitations: PendingInvitation[];
}) {
  const [resend, resendState] = useResendInvitationMutation();
  const [revoke, revokeState] = useRevokeInvitationMutation();
  const { show } = useFlash();
  const busy = resendState.isLoading || revokeState.isLoading;
  if (invitations.length === 0) return null;

  async function resendOne(invitation: PendingInvitation) {
    const result = await resend({ id: teamId, invitationId: invitation.id });
    if ('error' in result) show('alert', errorMessage(result.error) ?? 'The invitation could not be sent.');
    else show('notice', `Invitation sent again to ${invitation.email}.`);
  }

  async function revokeOne(invitation: PendingInvitation) {
    const result = await revoke({ id: teamId, invitationId: invitation.id });
    if ('error' in result)
      show('alert', errorMessage(result.error) ?? 'The invitation could not be revoked.');
    else show('notice', `Invitation to ${invitation.email} was revoked.`);
  }

  return (
    <Card title="Pending Invitations">
      <ul className={styles.list} aria-label="Pending invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id} className={styles.row}>
            <div className={styles.who}>
              <span className={styles.name}>{invitation.email}</span>
              <span className={styles.email}>
                {roleLabel(invitation.role)} · expires {formatDate(invitation.expires_at)}
              </span>
            </div>
            <div className={styles.controls}>
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => void resendOne(invitation)}
              >
                Resend
              </Button>
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => void revokeOne(invitation)}>
                Revoke
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
