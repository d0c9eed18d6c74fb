import { useSearchParams } from 'react-router';
import { Button, Card } from '@deckmill/ui';
import { useAnswerInvitation } from './useAnswerInvitation';
import styles from './ReceivedInvitations.module.css';

/**
 * /app/teams?invitation=<token>, where the invitation mail leads: nobody joins a team by following a link,
 * only by choosing Accept here (Decline spends the invitation).
 */
export function InvitationLinkPanel() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('invitation');
  const { acceptOne, declineOne, busy } = useAnswerInvitation({ fromLink: true });
  if (!token) return null;

  return (
    <div className={styles.section}>
      <Card title="Team invitation">
        <p className={styles.text}>
          You have been invited to join a team by email. Accept to join it, or decline the invitation.
        </p>
        <div className={styles.controls}>
          <Button disabled={busy} onClick={() => void acceptOne(token)}>
            Accept
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => void declineOne(token)}>
            Decline
          </Button>
        </div>
      </Card>
    </div>
  );
}
