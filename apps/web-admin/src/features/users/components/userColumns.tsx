import { Link } from 'react-router';
import { Badge, formatDate } from '@deckmill/ui';
import { adminPaths } from '../../../config/paths';
import type { AdminUserRow } from '../../../shared/adminTypes';
import table from '../../../shared/AdminTable.module.css';
import type { Column } from '../../../shared/DataTable';
import { tierLabel } from '../../../shared/tiers';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The users table's columns: User, Subscription, Status (+ Admin), Usage, Joined, View. */
export const USER_COLUMNS: readonly Column<AdminUserRow>[] = [
  {
    header: 'User',
    cell: (user) => (
      <div className={table.stack}>
        <span>{user.name || 'No name'}</span>
        <span className={table.muted}>{user.email}</span>
      </div>
    ),
  },
  { header: 'Subscription', cell: (user) => tierLabel(user.subscriptionTier) },
  {
    header: 'Status',
    cell: (user) => (
      <div className={table.badges}>
        {user.confirmedAt ? <Badge tone="green">Confirmed</Badge> : <Badge tone="amber">Unconfirmed</Badge>}
        {user.admin && <Badge tone="blue">Admin</Badge>}
      </div>
    ),
  },
  {
    header: 'Usage',
    cell: (user) => (
      <div className={table.stack}>
        <span>{plural(user.teamsCount, 'team', 'teams')}</span>
        {/* Presentations are the decks made (docs/glossary.md), not the batches that made them. */}
        <span>{plural(user.decksCount, 'presentation', 'presentations')}</span>
      </div>
    ),
  },
  { header: 'Joined', cell: (user) => formatDate(user.createdAt, { timeZone: 'UTC' }) },
  {
    header: 'Actions',
    hiddenHeader: true,
    cell: (user) => (
      <Link to={adminPaths.user(user.id)} aria-label={`View ${user.email}`}>
        View
      </Link>
    ),
  },
];
