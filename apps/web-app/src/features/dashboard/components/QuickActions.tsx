import { Link } from 'react-router';
import type { Dashboard } from '@deckmill/api-contracts';
import { FolderOpen, Plus, Upload, type LucideIcon } from 'lucide-react';
import { buttonClassName } from '@deckmill/ui';
import styles from './Dashboard.module.css';

const ICONS: Record<Dashboard['quick_actions'][number]['icon'], LucideIcon> = {
  upload: Upload,
  plus: Plus,
  folder: FolderOpen,
};

export function QuickActions({ actions }: { actions: Dashboard['quick_actions'] }) {
  return (
    <nav className={styles.quickActions} aria-label="Quick actions">
      {actions.map((action, index) => {
        const Icon = ICONS[action.icon];
        return (
          <Link
            key={action.url}
            to={action.url}
            className={buttonClassName({ variant: index === 0 ? 'primary' : 'secondary' })}
          >
            <Icon aria-hidden="true" size={18} /> {action.name}
          </Link>
        );
      })}
    </nav>
  );
}
