import { Link } from 'react-router';
import { EmptyState, PageHeader } from '@deckmill/ui';
import { adminPaths } from '../../../app/routing/paths';
import table from '../../../shared/AdminTable.module.css';
import { formatDate } from '../../../shared/formatDate';
import { LoadState } from '../../../shared/LoadState';
import { Pagination } from '../../../shared/Pagination';
import { SearchBar } from '../../../shared/SearchBar';
import { useListParams } from '../../../shared/useListParams';
import { useGetAdminTeamsQuery } from '../api/teamsApi';

/** /admin/teams: every team, 25 a page, searchable by name or short id, with members and creator. */
export function TeamsPage() {
  const { page, search, show } = useListParams(adminPaths.teams);
  const { data, isLoading, error } = useGetAdminTeamsQuery({ page, search });

  return (
    <>
      <PageHeader title="Teams" />
      <SearchBar
        key={search}
        search={search}
        label="Search teams"
        placeholder="Search teams by name or ID"
        onSubmit={(next) => show({ search: next, page: 1 })}
      />
      <LoadState isLoading={isLoading} error={error} what="teams" />
      {data &&
        (data.teams.length === 0 ? (
          <EmptyState title="No teams found" />
        ) : (
          <>
            <div className={table.wrapper}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th scope="col">Team</th>
                    <th scope="col">Members</th>
                    <th scope="col">Created by</th>
                    <th scope="col">Created</th>
                  </tr>
                </thead>
                <tbody>
                  {data.teams.map((team) => (
                    <tr key={team.id}>
                      <td>
                        <div className={table.stack}>
                          <Link to={adminPaths.team(team.shortId)}>{team.name}</Link>
                          <span className={table.muted}>{team.shortId}</span>
                        </div>
                      </td>
                      <td>{team.memberCount}</td>
                      <td>
                        {team.creatorEmail ? (
                          <Link to={adminPaths.user(team.creatorId)}>{team.creatorEmail}</Link>
                        ) : (
                          <span className={table.muted}>Deleted user</span>
                        )}
                      </td>
                      <td>{formatDate(team.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination pagination={data.pagination} onPage={(next) => show({ page: next })} />
          </>
        ))}
    </>
  );
}
