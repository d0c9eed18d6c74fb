import { Link } from 'react-router';
import type { TeamListItem } from '@deckmill/api-contracts';
import { Badge, formatDate } from '@deckmill/ui';
import { paths } from '../../../config/paths';
// Team and template cards share one look: the library's card grid.
import styles from '../../../components/ListCard.module.css';

/** One team on /app/teams: name, Admin badge for the user's admin teams, member count, created date. */
export function TeamCard({ team }: { team: TeamListItem }) {
  const members = team.member_count === 1 ? '1 member' : `${team.member_count} members`;
  return (
    <li className={styles.card}>
      <div className={styles.heading}>
        <h2 className={styles.name}>
          <Link to={paths.team(team.short_id || team.id)}>{team.name}</Link>
        </h2>
        {team.role === 'admin' && <Badge tone="blue">Admin</Badge>}
      </div>
      <p className={styles.meta}>
        <span>{members}</span>
        <span>Created {formatDate(team.created_at)}</span>
      </p>
    </li>
  );
}
