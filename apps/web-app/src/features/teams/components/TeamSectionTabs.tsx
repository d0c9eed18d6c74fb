import { Link } from 'react-router';
import styles from './TeamSectionTabs.module.css';

/** The sections of a team's page an admin sees; each is `?tab=` on the page's address (members: none). */
export type TeamSection = 'members' | 'activity' | 'sso';

const TABS: readonly { section: TeamSection; label: string; search: string }[] = [
  { section: 'members', label: 'Members', search: '' },
  { section: 'activity', label: 'Activity', search: '?tab=activity' },
  { section: 'sso', label: 'Single sign-on', search: '?tab=sso' },
];

/** Members, Activity and Single sign-on on a team's page (admins only): links, so each has its own address. */
export function TeamSectionTabs({ teamPath, current }: { teamPath: string; current: TeamSection }) {
  return (
    <nav aria-label="Team sections" className={styles.tabs}>
      {TABS.map((tab) => (
        <Link
          key={tab.section}
          to={`${teamPath}${tab.search}`}
          aria-current={tab.section === current ? 'page' : undefined}
          className={styles.tab}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
