import { Button } from '@deckmill/ui';
import type { AdminPagination } from './adminTypes';
import styles from './Pagination.module.css';

export interface PaginationProps {
  pagination: AdminPagination;
  onPage: (page: number) => void;
}

/** Previous / Next and 'Showing page X of Y (N total results)'; nothing when everything fits on one page. */
export function Pagination({ pagination, onPage }: PaginationProps) {
  const { currentPage, totalPages, totalCount } = pagination;
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <p className={styles.summary}>
        Showing page {currentPage} of {totalPages} ({totalCount} total results)
      </p>
      <div className={styles.buttons}>
        <Button variant="secondary" disabled={currentPage <= 1} onClick={() => onPage(currentPage - 1)}>
          Previous
        </Button>
        <Button
          variant="secondary"
          disabled={currentPage >= totalPages}
          onClick={() => onPage(currentPage + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
