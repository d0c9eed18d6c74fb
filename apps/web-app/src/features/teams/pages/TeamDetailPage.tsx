import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, buttonClassName, Card, PageHeader, PageSkeleton, formatDate } from '@deckmill/ui';
import { ActivityFeed } from '../../../components/activity/ActivityFeed';
import { paths } from '../../../config/paths';
import { useLocalMode } from '../../../lib/useLocalMode';
import { useGetTeamQuery } from '../api/teamsApi';
import { InviteMemberDialog } from '../components/InviteMemberDialog';
import { LeaveTeamButton } from '../components/LeaveTeamButton';
import { MemberList } from '../components/MemberList';
import { PendingInvitations } from '../components/PendingInvitations';
import { TeamLoadFailure } from '../components/TeamLoadFailure';
import { TeamSectionTabs, type TeamSection } from '../components/TeamSectionTabs';
import { TeamSsoSection } from '../components/sso/TeamSsoSection';
import styles from './TeamDetailPage.module.css';

/**
 * /app/teams/:id (short_id or id): members and, for admins, member management, the team's
 * Activity tab (`?tab=activity`; only admins may read the team's trail) and its Single sign-on tab
 * (`?tab=sso`, docs/sso.md). Local mode (the desktop app) has no invitations by e-mail and no SSO: neither
 * Invite Member nor that tab.
 */
export function TeamDetailPage() {
  const { id = '' } = useParams();
  const { data: team, error, isLoading } = useGetTeamQuery(id);
  const [inviting, setInviting] = useState(false);
  const [search] = useSearchParams();
  const local = useLocalMode();

  if (isLoading) return <PageSkeleton label="Loading team..." />;
  if (error || !team) return <TeamLoadFailure title="Team" error={error} />;
  const isAdmin = team.role === 'admin';
  const section = isAdmin ? sectionOf(search.get('tab'), local) : 'members';
  const memberCount = team.members.length === 1 ? '1 member' : `${team.members.length} members`;

  // Under the tabs (admins) a card titled like its tab would say it twice: the tab names the panel.
  const content = (
    <>
      {section === 'activity' && (
        <Card>
          <ActivityFeed
            path={`/app/teams/${encodeURIComponent(id)}/activity`}
            label="Team activity"
            showActor
          />
        </Card>
      )}
      {section === 'sso' && <TeamSsoSection teamId={id} />}
      {section === 'members' && (
        <div className={styles.sections}>
          <Card title={isAdmin ? undefined : 'Members'}>
            <MemberList teamId={id} team={team} />
          </Card>
          {isAdmin && <PendingInvitations teamId={id} invitations={team.invitations} />}
        </div>
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title={team.name}
        description={`Created ${formatDate(team.created_at)} · ${memberCount}`}
        actions={
          isAdmin ? (
            <>
              {!local && <Button onClick={() => setInviting(true)}>Invite Member</Button>}
              <Link to={paths.editTeam(id)} className={buttonClassName({ variant: 'secondary' })}>
                Settings
              </Link>
            </>
          ) : (
            <LeaveTeamButton teamId={id} />
          )
        }
      />
      {isAdmin ? (
        <TeamSectionTabs current={section} withSso={!local}>
          {content}
        </TeamSectionTabs>
      ) : (
        content
      )}
      {isAdmin && !local && (
        <InviteMemberDialog teamId={id} open={inviting} onClose={() => setInviting(false)} />
      )}
    </>
  );
}

function sectionOf(tab: string | null, local: boolean): TeamSection {
  return tab === 'activity' || (tab === 'sso' && !local) ? tab : 'members';
}
