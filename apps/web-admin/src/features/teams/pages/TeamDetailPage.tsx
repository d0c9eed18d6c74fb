import { Link, useParams } from 'react-router';
import { Badge, Card, PageHeader } from '@deckmill/ui';
import { adminPaths } from '../../../app/routing/paths';
import table from '../../../shared/AdminTable.module.css';
import { DetailList } from '../../../shared/DetailList';
import { formatDate } from '../../../shared/formatDate';
import { LoadState } from '../../../shared/LoadState';
import { useGetAdminTeamQuery } from '../api/teamsApi';

/** /admin/teams/:id: a team, its members (linking to their users) and the templates shared with it. */
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
                ['Created', formatDate(team.createdAt)],
              ]}
            />
          </Card>
          <Card title={`Members (${team.members.length})`}>
            <div className={table.wrapper}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">Member</th>
                    <th scope="col">Role</th>
                    <th scope="col">Joined</th>
                  </tr>
                </thead>
                <tbody>
                  {team.members.map((member) => (
                    <tr key={member.userId}>
                      <td>
                        <Link to={adminPaths.user(member.userId)}>
                          {member.name || member.email || 'Deleted user'}
                        </Link>
                        {member.name && member.email && <div className={table.muted}>{member.email}</div>}
                      </td>
                      <td>
                        <Badge tone={member.role === 'admin' ? 'blue' : 'grey'}>
                          {member.role === 'admin' ? 'Admin' : 'Member'}
                        </Badge>
                      </td>
                      <td>{formatDate(member.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
        </div>
      )}
    </>
  );
}
