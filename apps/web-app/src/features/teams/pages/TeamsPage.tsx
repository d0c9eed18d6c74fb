import { Link } from 'react-router';
import { buttonClassName, EmptyState, FormErrorBox, PageHeader, PageSkeleton } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useGetTeamsQuery } from '../../../api/teamListsApi';
import { TeamCard } from '../components/TeamCard';
import { InvitationLinkPanel } from '../components/InvitationLinkPanel';
import { ReceivedInvitations } from '../components/ReceivedInvitations';
import styles from './TeamsPage.module.css';

/**
 * /app/teams: the teams the user belongs to; also where invitation links land, and the list of
 * invitations waiting for the user's Accept or Decline.
 */
export function TeamsPage() {
  const { data, error, isLoading } = useGetTeamsQuery();
  const createLink = (
    <Link to={paths.newTeam} className={buttonClassName()}>
      Create Team
    </Link>
  );

  return (
    <>
      <PageHeader
        title="Teams"
        description="Collaborate on templates with your colleagues."
        actions={createLink}
      />
      <InvitationLinkPanel />
      <ReceivedInvitations />
      {isLoading ? (
        <PageSkeleton label="Loading teams..." variant="cards" header={false} />
      ) : error ? (
        <FormErrorBox message={errorMessage(error)} />
      ) : data && data.teams.length > 0 ? (
        <ul className={styles.grid} aria-label="Your teams">
          {data.teams.map((team) => (
            <TeamCard key={team.id} team={team} />
          ))}
        </ul>
      ) : (
        <EmptyState
          title="No teams yet"
          description="Create a team to collaborate with others."
          action={createLink}
        />
      )}
    </>
  );
}
