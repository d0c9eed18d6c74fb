import { Link, useSearchParams } from 'react-router';
import { FormErrorBox, PageHeader } from '@deckmill/ui';
import { useCurrentUser } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useConfirmEmailMutation } from '../api/accountsApi';
import styles from '../components/AuthForm.module.css';
import { TokenLinkResult } from '../components/TokenLinkResult';
import { useTokenLink } from '../components/useTokenLink';

/** /users/confirmation?confirmation_token=...: confirms the account's email address. */
export function ConfirmationPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('confirmation_token') ?? '';
  const [confirm, { data, error }] = useConfirmEmailMutation();
  const session = useCurrentUser();
  useTokenLink(token, confirm);

  const next = error ? (
    <p className={styles.links}>
      <Link to={paths.resendConfirmation}>Send me a new confirmation link</Link>
    </p>
  ) : (
    <p className={styles.links}>
      {session.status === 'signed-in' ? (
        <Link to={paths.dashboard}>Continue to your dashboard</Link>
      ) : (
        <Link to={paths.signIn}>Sign in</Link>
      )}
    </p>
  );

  return (
    <>
      <PageHeader title="Confirm your email" />
      {token ? (
        <TokenLinkResult
          busyText="Confirming your email address..."
          message={data?.message}
          error={error}
          next={next}
        />
      ) : (
        <>
          <FormErrorBox message="This confirmation link is incomplete. Open the link from the email again." />
          <p className={styles.links}>
            <Link to={paths.resendConfirmation}>Send me a new confirmation link</Link>
          </p>
        </>
      )}
    </>
  );
}
