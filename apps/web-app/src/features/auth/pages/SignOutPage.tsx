import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { FormErrorBox, PageHeader, SubmitButton } from '@deckmill/ui';
import { errorMessage, useCurrentUser, useSignOutMutation } from '@deckmill/web-data';
import { externalPaths, paths } from '../../../config/paths';
import { leaveApp } from '../../../lib/leaveApp';
import styles from '../components/AuthForm.module.css';

/**
 * /users/sign_out. Opening a URL never changes state, so the page asks; the button ends the
 * session on the server and goes to the public site.
 */
export function SignOutPage() {
  const session = useCurrentUser();
  const [signOut, { isLoading, error }] = useSignOutMutation();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await signOut()
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (done) leaveApp(externalPaths.home);
  }

  if (session.status === 'anonymous') {
    return (
      <>
        <PageHeader title="Sign out" description="You are signed out." />
        <p className={styles.links}>
          <Link to={paths.signIn}>Sign in</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <PageHeader title="Sign out" description="Sign out of Deckmill on this browser?" />
      <form className={styles.form} onSubmit={submit}>
        <FormErrorBox message={errorMessage(error)} />
        <SubmitButton className={styles.submit} busy={isLoading} busyLabel="Signing out...">
          Sign out
        </SubmitButton>
      </form>
      <p className={styles.links}>
        <Link to={paths.dashboard}>Back to the dashboard</Link>
      </p>
    </>
  );
}
