import { useState } from 'react';
import { Navigate } from 'react-router';
import { Button } from '@deckmill/ui';
import type { CurrentUser } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useResendConfirmationMutation } from '../api/accountsApi';
import styles from './ConfirmationGate.module.css';

/** Whether an unconfirmed user's three days of grace are over (then only the resend page is open). */
export function confirmationOverdue(user: CurrentUser, now: number = Date.now()): boolean {
  if (user.confirmed || !user.confirmation_grace_ends_at) return false;
  return Date.parse(user.confirmation_grace_ends_at) <= now;
}

/**
 * Above every app page of an unconfirmed user: a banner offering to resend the confirmation email during
 * the grace period, and the resend page once it is over.
 */
export function ConfirmationGate({ user }: { user: CurrentUser }) {
  const [resend, { isLoading, isSuccess, isError }] = useResendConfirmationMutation();
  const [requested, setRequested] = useState(false);
  if (user.confirmed) return null;
  if (confirmationOverdue(user)) return <Navigate to={paths.resendConfirmation} replace />;

  async function send() {
    setRequested(true);
    await resend({})
      .unwrap()
      .catch(() => undefined);
  }

  return (
    <div className={styles.banner} role="status" data-tone="amber">
      <p className={styles.text}>
        Please confirm your email address. We sent a confirmation link to <strong>{user.email}</strong>.
      </p>
      {requested && isSuccess ? (
        <p className={styles.text}>A new confirmation link is on its way.</p>
      ) : (
        <Button variant="secondary" size="sm" onClick={send} disabled={isLoading}>
          {isLoading ? 'Sending...' : 'Resend confirmation email'}
        </Button>
      )}
      {isError && <p className={styles.error}>The email could not be sent. Please try again.</p>}
    </div>
  );
}
