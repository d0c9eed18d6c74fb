import { Link } from 'react-router';
import type { Dashboard } from '@deckmill/contracts';
import { buttonClassName } from '@deckmill/ui';
import styles from './Dashboard.module.css';

const ICONS: Record<Dashboard['quick_actions'][number]['icon'], string> = {
  upload: '\u2191',
  plus: '+',
  folder: '\u{1F4C1}',
};

export function QuickActions({ actions }: { actions: Dashboard['quick_actions'] }) {
  return (
    <nav className={styles.quickActions} aria-label="Quick actions">
      {actions.map((action, index) => (
        <Link
          key={action.url}
          to={action.url}
          className={buttonClassName({ variant: index === 0 ? 'primary' : 'secondary' })}
        >
          <span aria-hidden="true">{ICONS[action.icon]}</span> {action.name}
        </Link>
      ))}
    </nav>
  );
}
