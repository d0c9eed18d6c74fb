import { PageSkeleton } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import styles from './AdminTable.module.css';

export interface LoadStateProps {
  isLoading: boolean;
  error: unknown;
  /** What failed to load, for the message ('users', 'this team'). */
  what: string;
}

/** A skeleton while a page's data loads, or the reason it could not be loaded; nothing once it is there. */
export function LoadState({ isLoading, error, what }: LoadStateProps) {
  if (isLoading) return <PageSkeleton label={`Loading ${what}`} header={false} />;
  if (error) {
    return (
      <p role="alert" className={styles.muted}>
        Could not load {what}. {errorMessage(error)}
      </p>
    );
  }
  return null;
}
