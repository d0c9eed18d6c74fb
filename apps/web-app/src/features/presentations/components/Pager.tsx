import { Link } from 'react-router';
import type { Pagination } from '@deckmill/api-contracts';
import { buttonClassName } from '@deckmill/ui';
import { paths } from '../../../config/paths';
import styles from './Pager.module.css';

/** Previous / Next links for `?page=n`; hidden when everything fits on one page. */
export function Pager({ pagination }: { pagination: Pagination }) {
  const { current_page: current, total_pages: total } = pagination;
  if (total <= 1) return null;
  const link = (page: number) => `${paths.presentations}?page=${page}`;
  return (
    <nav className={styles.pager} aria-label="Pagination">
      {current > 1 && (
        <Link to={link(current - 1)} className={buttonClassName({ variant: 'secondary' })}>
          Previous
        </Link>
      )}
      <span>
        Page {current} of {total}
      </span>
      {current < total && (
        <Link to={link(current + 1)} className={buttonClassName({ variant: 'secondary' })}>
          Next
        </Link>
      )}
    </nav>
  );
}
