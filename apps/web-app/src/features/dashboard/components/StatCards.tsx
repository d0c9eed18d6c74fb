import type { Dashboard } from '@deckmill/api-contracts';
import { hoursSavedLabel } from './dashboardFigures';
import styles from './Dashboard.module.css';

/** The four stat cards: Templates, Presentations Created, Usage %, Time Saved. */
export function StatCards({ stats }: { stats: Dashboard['stats'] }) {
  const cards = [
    { label: 'Templates', value: String(stats.templates_count) },
    { label: 'Presentations Created', value: String(stats.presentations_this_month) },
    { label: 'Usage %', value: stats.usage_limit === null ? 'Unlimited' : `${stats.usage_percentage}%` },
    { label: 'Time Saved', value: hoursSavedLabel(stats.presentations_this_month) },
  ];
  return (
    <ul className={styles.stats} aria-label="Statistics">
      {cards.map((card) => (
        <li key={card.label} className={styles.stat}>
          <span className={styles.statLabel}>{card.label}</span>
          <span className={styles.statValue}>{card.value}</span>
        </li>
      ))}
    </ul>
  );
}
