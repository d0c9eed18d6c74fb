import { Link } from 'react-router';
import { Badge } from '@deckmill/ui';
import { adminPaths } from '../../../app/routing/paths';
import type { AdminUserRow } from '../../../shared/adminTypes';
import table from '../../../shared/AdminTable.module.css';
import { formatDate } from '../../../shared/formatDate';
import { tierLabel } from '../../../shared/tiers';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Spec 2.4's users table: User, Subscription, Status (+ Admin), Usage, Joined, View. */
export function UsersTable({ users }: { users: readonly AdminUserRow[] }) {
  return (
    <div className={table.wrapper}>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Subscription</th>
            <th scope="col">Status</th>
            <th scope="col">Usage</th>
            <th scope="col">Joined</th>
            <th scope="col">
              <span className="dm-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>
                <div className={table.stack}>
                  <span>{user.name || 'No name'}</span>
                  <span className={table.muted}>{user.email}</span>
                </div>
              </td>
              <td>{tierLabel(user.subscriptionTier)}</td>
              <td>
                <div className={table.badges}>
                  {user.confirmedAt ? (
                    <Badge tone="green">Confirmed</Badge>
                  ) : (
                    <Badge tone="amber">Unconfirmed</Badge>
                  )}
                  {user.admin && <Badge tone="blue">Admin</Badge>}
                </div>
              </td>
              <td>
                <div className={table.stack}>
                  <span>{plural(user.teamsCount, 'team', 'teams')}</span>
                  <span>{plural(user.presentationsCount, 'presentation', 'presentations')}</span>
                </div>
              </td>
              <td>{formatDate(user.createdAt)}</td>
              <td>
                <Link to={adminPaths.user(user.id)} aria-label={`View ${user.email}`}>
                  View
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
