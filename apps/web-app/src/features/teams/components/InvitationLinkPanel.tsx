import { useSearchParams } from 'react-router';
import { Button, Card, formatDate } from '@deckmill/ui';
import { useGetInvitationPreviewQuery } from '../../../api/invitationLinksApi';
import { useAnswerInvitation } from './useAnswerInvitation';
import styles from './ReceivedInvitations.module.css';

/**
 * /app/teams?invitation=<token>, where the invitation mail leads: it names the sender and the team, and nobody
 * joins by following the link, only by choosing Accept here (Decline spends the invitation). An expired,
 * withdrawn or used invitation is said to be no longer valid, with nothing to answer.
 */
export function InvitationLinkPanel() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('invitation');
  const { data: invitation, isError } = useGetInvitationPreviewQuery(token ?? '', { skip: !token });
  const { acceptOne, declineOne, busy } = useAnswerInvitation({ fromLink: true });
  if (!token) return null;

  if (isError) {
    return (
      <div className={styles.section}>
        <Card title="Team invitation">
          <p className={styles.text} role="status">
            This invitation is no longer valid. It may have expired, been withdrawn or already been used; ask
            a team admin to send a new one.
          </p>
        </Card>
      </div>
    );
  }

  return (
    <div className={styles.section}>
      <Card title="Team invitation">
        <p className={styles.text}>
          {invitation ? (
            <>
              <strong>{invitation.inviter_name}</strong> invited you to{' '}
              <strong>{invitation.team.name}</strong>. Accept to join it, or decline the invitation (it
              expires {formatDate(invitation.expires_at)}).
            </>
          ) : (
            'You have been invited to join a team. Accept to join it, or decline the invitation.'
          )}
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
