import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** 0 to 100. */
  value: number;
  label: string;
}

/** Real progress: rows finished out of all rows. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
    >
      <div className={styles.fill} style={{ width: `${clamped}%` }} />
    </div>
  );
}
