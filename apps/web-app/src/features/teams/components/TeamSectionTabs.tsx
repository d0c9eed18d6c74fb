import { Link } from 'react-router';
import styles from './TeamSectionTabs.module.css';

/** Members and Activity on a team's page (admins only): links, so each section has its own address. */
export function TeamSectionTabs({ teamPath, activity }: { teamPath: string; activity: boolean }) {
  return (
    <nav aria-label="Team sections" className={styles.tabs}>
      <Link to={teamPath} aria-current={activity ? undefined : 'page'} className={styles.tab}>
        Members
      </Link>
      <Link
        to={`${teamPath}?tab=activity`}
        aria-current={activity ? 'page' : undefined}
        className={styles.tab}
      >
        Activity
      </Link>
    </nav>
  );
}
