import styles from './UploadProgress.module.css';

/** The real upload progress (XMLHttpRequest upload events), as a labelled progress bar. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className={styles.wrapper}>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className={styles.track}
      >
        <div className={styles.bar} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.label}>{percent === 100 ? 'Checking the file...' : `${percent}%`}</span>
    </div>
  );
}
