import { liveFigures, PRODUCT_FIGURES } from './homeStats';
import { useHomeStats } from './useHomeStats';
import styles from './StatsBand.module.css';

/** The home statistics: live figures from `GET /api/home`, the product's own numbers until then. */
export function StatsBand() {
  const stats = useHomeStats();
  const figures = stats ? liveFigures(stats) : PRODUCT_FIGURES;
  return (
    <dl className={styles.stats} aria-live="polite" data-live={stats !== null}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.label}>{figure.label}</dt>
          <dd className={styles.value}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
