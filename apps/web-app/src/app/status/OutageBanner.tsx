import { useGetDependencyStatusQuery } from '../../api/dependencyStatusApi';
import styles from './OutageBanner.module.css';

/** As often as the gateway's readiness probe: a banner comes and goes within about that long of the outage. */
export const OUTAGE_POLL_MS = 30_000;

/**
 * What is paused while a dependency is away, above every signed-in page: the gateway stays up through an outage
 * and answers the features that need the dependency 503, so say so before a download is clicked.
 */
export function OutageBanner() {
  const { data } = useGetDependencyStatusQuery(undefined, { pollingInterval: OUTAGE_POLL_MS });
  if (data?.checks?.bus?.status === 'error') {
    return (
      <div className={styles.banner} role="status">
        <p className={styles.title}>Deckmill is reconnecting.</p>
        <p className={styles.detail}>Pages may not load for a moment. Your batches continue.</p>
      </div>
    );
  }
  if (data?.checks?.storage?.status === 'error') {
    return (
      <div className={styles.banner} role="status">
        <p className={styles.title}>Downloads are paused, your batches continue.</p>
        <p className={styles.detail}>
          File storage cannot be reached just now. Downloads and uploads come back by themselves.
        </p>
      </div>
    );
  }
  return null;
}
