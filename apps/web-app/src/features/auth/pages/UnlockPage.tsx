import { Link, useSearchParams } from 'react-router';
import { FormErrorBox, PageHeader } from '@deckmill/ui';
import { paths } from '../../../config/paths';
import { useUnlockAccountMutation } from '../api/accountsApi';
import styles from '../components/AuthForm.module.css';
import { TokenLinkResult } from '../components/TokenLinkResult';
import { useTokenLink } from '../components/useTokenLink';

/** /users/unlock?unlock_token=...: the link mailed when an account is locked after 10 failed sign-ins. */
export function UnlockPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('unlock_token') ?? '';
  const [unlock, { data, error }] = useUnlockAccountMutation();
  useTokenLink(token, unlock);

  const fallback = (
    <p className={styles.links}>
      The lock also lifts by itself one hour after it started.{' '}
      <Link to={paths.forgotPassword}>Reset your password</Link>
    </p>
  );

  return (
    <>
      <PageHeader title="Unlock your account" />
      {token ? (
        <TokenLinkResult
          busyText="Unlocking your account..."
          message={data?.message}
          error={error}
          next={
            error ? (
              fallback
            ) : (
              <p className={styles.links}>
                <Link to={paths.signIn}>Sign in</Link>
              </p>
            )
          }
        />
      ) : (
        <>
          <FormErrorBox message="This unlock link is incomplete. Open the link from the email again." />
          {fallback}
        </>
      )}
    </>
  );
}
