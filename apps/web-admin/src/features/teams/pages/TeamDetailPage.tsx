import { Link, useParams } from 'react-router';
import { Badge, Card, PageHeader, formatDate } from '@deckmill/ui';
import { adminPaths } from '../../../config/paths';
import type { AdminTeamDetail } from '../../../shared/adminTypes';
import table from '../../../shared/AdminTable.module.css';
import { DataTable, type Column } from '../../../shared/DataTable';
import { DetailList } from '../../../shared/DetailList';
import { LoadState } from '../../../shared/LoadState';
import { useGetAdminTeamQuery } from '../api/teamsApi';
import { VerifySsoDomainForm } from '../components/VerifySsoDomainForm';

const MEMBER_COLUMNS: readonly Column<AdminTeamDetail['members'][number]>[] = [
  {
    header: 'Member',
    cell: (member) => (
      <>
        <Link to={adminPaths.user(member.userId)}>{member.name || member.email || 'Deleted user'}</Link>
        {member.name && member.email && <div className={table.muted}>{member.email}</div>}
      </>
    ),
  },
  {
    header: 'Role',
    cell: (member) => (
      <Badge tone={member.role === 'admin' ? 'blue' : 'grey'}>
        {member.role === 'admin' ? 'Admin' : 'Member'}
      </Badge>
    ),
  },
  { header: 'Joined', cell: (member) => formatDate(member.createdAt, { timeZone: 'UTC' }) },
];

/**
 * /admin/teams/:id: a team, its members (linking to their users), the templates shared with it, and the
 * operator's override for an SSO email domain the team cannot verify by DNS (docs/sso.md).
 */
export function TeamDetailPage() {
  const { id = '' } = useParams();
  const { data: team, isLoading, error } = useGetAdminTeamQuery(id);

  return (
    <>
      <PageHeader title={team ? team.name : 'Team'} />
      <LoadState isLoading={isLoading} error={error} what="this team" />
      {team && (
        <div className={table.stack}>
          <Card title="Team Information">
            <DetailList
              rows={[
                ['Name', team.name],
                ['ID', `${team.shortId} (#${team.id})`],
                [
                  'Created by',
                  team.creatorEmail ? (
                    <Link to={adminPaths.user(team.creatorId)}>{team.creatorEmail}</Link>
                  ) : (
                    'Deleted user'
                  ),
                ],
                ['Created', formatDate(team.createdAt, { timeZone: 'UTC' })],
              ]}
            />
          </Card>
          <Card title={`Members (${team.members.length})`}>
            <DataTable columns={MEMBER_COLUMNS} rows={team.members} rowKey={(member) => member.userId} />
          </Card>
          <Card title={`Shared Templates (${team.templates.length})`}>
            {team.templates.length === 0 ? (
              <p className={table.muted}>No templates</p>
            ) : (
              <ul>
                {team.templates.map((template) => (
                  <li key={template.id}>
                    <Link to={adminPaths.template(template.id)}>{template.name}</Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title="Single sign-on">
            <VerifySsoDomainForm teamId={team.id} />
          </Card>
        </div>
      )}
    </>
  );
}
