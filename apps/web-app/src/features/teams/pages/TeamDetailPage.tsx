import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClassName, Card, PageHeader, PageSkeleton, formatDate } from '@deckmill/ui';
import { paths } from '../../../config/paths';
import { useGetTeamQuery } from '../api/teamsApi';
import { InviteMemberDialog } from '../components/InviteMemberDialog';
import { LeaveTeamButton } from '../components/LeaveTeamButton';
import { MemberList } from '../components/MemberList';
import { PendingInvitations } from '../components/PendingInvitations';
import { TeamLoadFailure } from '../components/TeamLoadFailure';
import styles from './TeamDetailPage.module.css';

/** /app/teams/:id (short_id or id): members and, for admins, member management (spec 2.3). */
export function TeamDetailPage() {
  const { id = '' } = useParams();
  const { data: team, error, isLoading } = useGetTeamQuery(id);
  const [inviting, setInviting] = useState(false);

  if (isLoading) return <PageSkeleton label="Loading team..." />;
  if (error || !team) return <TeamLoadFailure title="Team" error={error} />;
  const isAdmin = team.role === 'admin';
  const memberCount = team.members.length === 1 ? '1 member' : `${team.members.length} members`;

  return (
    <>
      <PageHeader
        title={team.name}
        description={`Created ${formatDate(team.created_at)} · ${memberCount}`}
        actions={
          isAdmin ? (
            <>
              <Button onClick={() => setInviting(true)}>Invite Member</Button>
              <Link to={paths.editTeam(id)} className={buttonClassName({ variant: 'secondary' })}>
                Settings
              </Link>
            </>
          ) : (
            <LeaveTeamButton teamId={id} />
          )
        }
      />
      <div className={styles.sections}>
        <Card title="Members">
          <MemberList teamId={id} team={team} />
        </Card>
        {isAdmin && <PendingInvitations teamId={id} invitations={team.invitations} />}
      </div>
      {isAdmin && <InviteMemberDialog teamId={id} open={inviting} onClose={() => setInviting(false)} />}
    </>
  );
}
