import { Link } from 'react-router';
import { buttonClassName, FullPageMessage, useDocumentTitle } from '@deckmill/ui';
import { paths } from '../../config/paths';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <FullPageMessage
      title="Page not found"
      message="The page you were looking for does not exist or has moved."
      action={
        <Link className={buttonClassName()} to={paths.dashboard}>
          Go to your dashboard
        </Link>
      }
    />
  );
}
