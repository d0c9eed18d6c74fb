import { Link } from 'react-router';
import { EmptyState, PageHeader, buttonClassName } from '@deckmill/ui';
import { adminPaths } from '../../config/paths';

/** An unknown /admin path, inside the admin layout so the sidebar still leads somewhere. */
export function AdminNotFound() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        title="Nothing here"
        description="The admin page you were looking for does not exist."
        action={
          <Link className={buttonClassName()} to={adminPaths.dashboard}>
            Go to the admin dashboard
          </Link>
        }
      />
    </>
  );
}
