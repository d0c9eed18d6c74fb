import { Link } from 'react-router';
import { Badge, Card, formatDate } from '@deckmill/ui';
import { adminPaths } from '../../../config/paths';
import type { AdminUserDetail } from '../../../shared/adminTypes';
import styles from './UserDetail.module.css';

/** Teams (n): each team with the user's role and join date, or 'No teams'. */
export function UserTeams({ teams }: { teams: AdminUserDetail['teams'] }) {
  return (
    <Card title={`Teams (${teams.length})`}>
      {teams.length === 0 ? (
        <p className={styles.muted}>No teams</p>
      ) : (
        <ul className={styles.list}>
          {teams.map((team) => (
            <li key={team.id} className={styles.item}>
              <Link to={adminPaths.team(team.shortId || team.id)}>{team.name}</Link>
              <span className={styles.meta}>
                <Badge tone={team.role === 'admin' ? 'blue' : 'grey'}>
                  {team.role === 'admin' ? 'Admin' : 'Member'}
                </Badge>
                <span>Joined {formatDate(team.createdAt, { timeZone: 'UTC' })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
