import { Link } from 'react-router';
import { Card, formatDate } from '@deckmill/ui';
import { adminPaths } from '../../../config/paths';
import type { AdminStats } from '../../../shared/adminTypes';
import { tierLabel } from '../../../shared/tiers';
import styles from './DashboardLists.module.css';

/** The newest users, each linking to their page, and a View all link to the users list. */
export function RecentUsers({ users }: { users: AdminStats['recentUsers'] }) {
  return (
    <Card title="Recent Users" actions={<Link to={adminPaths.users}>View all</Link>}>
      {users.length === 0 ? (
        <p className={styles.muted}>No users yet</p>
      ) : (
        <ul className={styles.list} aria-label="Recent users">
          {users.map((user) => (
            <li key={user.id}>
              <Link to={adminPaths.user(user.id)} className={styles.row}>
                <span className={styles.primary}>
                  <span>{user.name || 'No name'}</span>
                  <span className={styles.muted}>{user.email}</span>
                </span>
                <span className={styles.secondary}>
                  <span>{tierLabel(user.subscriptionTier)}</span>
                  <span className={styles.muted}>{formatDate(user.createdAt, { timeZone: 'UTC' })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
