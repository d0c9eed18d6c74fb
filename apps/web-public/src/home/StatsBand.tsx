import { liveFigures, passesThresholds, PRODUCT_FIGURES } from './homeStats';
import { useHomeStats } from './useHomeStats';
import styles from './StatsBand.module.css';

/**
 * The home statistics: live figures from `GET /api/home` once they pass the thresholds, the product's own
 * numbers until then (and in the prerendered HTML).
 */
export function StatsBand() {
  const stats = useHomeStats();
  const live = stats !== null && passesThresholds(stats);
  const figures = live ? liveFigures(stats) : PRODUCT_FIGURES;
  return (
    <dl className={styles.stats} aria-live="polite" data-live={live}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
