import { Link } from 'react-router';
import { Card } from '@deckmill/ui';
import { paths } from '../../../config/paths';
import { useGetReceivedInvitationsQuery } from '../../../api/teamListsApi';

/** The dashboard's notice of invitations waiting for the user's answer (they are answered on /app/teams). */
export function TeamInvitationsNotice() {
  const { data } = useGetReceivedInvitationsQuery();
  const count = data?.invitations.length ?? 0;
  if (count === 0) return null;
  const teams = data?.invitations.map((invitation) => invitation.team.name).join(', ');

  return (
    <Card title="Team invitations">
      <p role="status">
        {count === 1 ? 'You are invited to join a team' : `You are invited to join ${count} teams`}: {teams}.{' '}
        <Link to={paths.teams}>Review invitations</Link>
      </p>
    </Card>
  );
}
