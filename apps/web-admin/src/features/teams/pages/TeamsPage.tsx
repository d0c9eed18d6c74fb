import { adminPaths } from '../../../config/paths';
import { AdminListPage } from '../../../shared/AdminListPage';
import type { AdminTeamRow } from '../../../shared/adminTypes';
import type { Column } from '../../../shared/DataTable';
import { formatDate } from '@deckmill/ui';
import { TitleCell, UserCell } from '../../../shared/tableCells';
import { useListParams } from '../../../shared/useListParams';
import { useGetAdminTeamsQuery } from '../api/teamsApi';

const COLUMNS: readonly Column<AdminTeamRow>[] = [
  {
    header: 'Team',
    cell: (team) => <TitleCell to={adminPaths.team(team.shortId)} title={team.name} detail={team.shortId} />,
  },
  { header: 'Members', cell: (team) => team.memberCount },
  { header: 'Created by', cell: (team) => <UserCell id={team.creatorId} email={team.creatorEmail} /> },
  { header: 'Created', cell: (team) => formatDate(team.createdAt, { timeZone: 'UTC' }) },
];

/** /admin/teams: every team, 25 a page, searchable by name or short id, with members and creator. */
export function TeamsPage() {
  const params = useListParams(adminPaths.teams, {});
  return (
    <AdminListPage
      title="Teams"
      search={{ label: 'Search teams', placeholder: 'Search teams by name or ID' }}
      params={params}
      result={useGetAdminTeamsQuery(params.query)}
      rowsOf={(data) => data.teams}
      columns={COLUMNS}
      empty={{ title: 'No teams found' }}
    />
  );
}
