import { Button, Card, formatDate } from '@deckmill/ui';
import { useGetReceivedInvitationsQuery } from '../../../api/teamListsApi';
import { useLocalMode } from '../../../lib/useLocalMode';
import { roleLabel } from './roles';
import { useAnswerInvitation } from './useAnswerInvitation';
import styles from './ReceivedInvitations.module.css';

/** The invitations waiting for the signed-in user's answer, each with Accept and Decline (none: nothing). */
export function ReceivedInvitations() {
  // Local mode has one account and no invitations (its route answers 404).
  const { data } = useGetReceivedInvitationsQuery(undefined, { skip: useLocalMode() });
  const { acceptOne, declineOne, busy } = useAnswerInvitation();
  const invitations = data?.invitations ?? [];
  if (invitations.length === 0) return null;

  return (
    <div className={styles.section}>
      <Card title="Team invitations">
        <ul className={styles.list} aria-label="Team invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id} className={styles.row}>
              <div>
                <strong>{invitation.team.name}</strong>
                <span className={styles.text}>
                  {' '}
                  {invitation.inviter_name} invited you as {roleLabel(invitation.role)} · expires{' '}
                  {formatDate(invitation.expires_at)}
                </span>
              </div>
              <div className={styles.controls}>
                <Button size="sm" disabled={busy} onClick={() => void acceptOne(String(invitation.id))}>
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void declineOne(String(invitation.id))}
                >
                  Decline
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
