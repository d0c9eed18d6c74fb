import { Link } from 'react-router';
import { Card } from '@deckmill/ui';
import { paths } from '../../../config/paths';
import { useGetReceivedInvitationsQuery } from '../../../api/teamListsApi';
import { useLocalMode } from '../../../lib/useLocalMode';
import styles from './TeamInvitationsNotice.module.css';

/**
 * The dashboard's notice of invitations waiting for the user's answer, one line each naming the sender and
 * the team (they are answered on /app/teams).
 */
export function TeamInvitationsNotice() {
  // Local mode has one account and no invitations (its route answers 404).
  const { data } = useGetReceivedInvitationsQuery(undefined, { skip: useLocalMode() });
  const invitations = data?.invitations ?? [];
  if (invitations.length === 0) return null;

  return (
    <Card title="Team invitations">
      <div role="status" aria-label="Team invitations">
        <ul className={styles.list}>
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              {invitation.inviter_name} invited you to <strong>{invitation.team.name}</strong>.
            </li>
          ))}
        </ul>
        <Link to={paths.teams}>Review invitations</Link>
      </div>
    </Card>
  );
}
