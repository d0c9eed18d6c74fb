import type { PresentationDetail } from '@deckmill/api-contracts';
import { formatDate } from '@deckmill/ui';
import styles from './DeckRetention.module.css';

type Retention = Pick<PresentationDetail, 'decks_expire_at' | 'decks_deleted_at' | 'decks_deleted_reason'>;

/**
 * How long a finished batch's files are kept under the plan ("Decks are kept until ..."; deleting them
 * sooner is in the page's "More actions" menu); once deleted, when and why. Nothing while the batch runs
 * (its files have no expiry date yet).
 */
export function DeckRetention({ detail }: { detail: Retention }) {
  if (detail.decks_deleted_at) {
    const why = detail.decks_deleted_reason === 'expired' ? 'expired and were deleted' : 'were deleted';
    return (
      <p className={styles.deleted}>
        The decks and PDFs of this batch {why} on {formatDate(detail.decks_deleted_at)}. The batch’s details
        stay; generate it again to get the files back.
      </p>
    );
  }
  if (!detail.decks_expire_at) return null;
  return <p className={styles.until}>Decks are kept until {formatDate(detail.decks_expire_at)}.</p>;
}
