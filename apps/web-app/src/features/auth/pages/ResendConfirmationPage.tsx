import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, FormErrorBox, PageHeader, SubmitButton, TextInput } from '@deckmill/ui';
import { errorMessage, fieldErrors, useCurrentUser, useFlash, useSignOutMutation } from '@deckmill/web-data';
import { externalPaths, paths } from '../../../config/paths';
import { leaveApp } from '../../../lib/leaveApp';
import { useResendConfirmationMutation } from '../api/accountsApi';
import styles from '../components/AuthForm.module.css';

/**
 * /users/confirmation/new: sends the confirmation email again. Unconfirmed users whose three days of grace
 * are over land here: it is the one page they can use until they confirm.
 */
export function ResendConfirmationPage() {
  const session = useCurrentUser();
  const signedInEmail = session.status === 'signed-in' ? session.user.email : null;
  const [email, setEmail] = useState('');
  const [resend, { isLoading, error }] = useResendConfirmationMutation();
  const [signOut, { isLoading: signingOut }] = useSignOutMutation();
  const { show } = useFlash();
  const errors = fieldErrors(error, 'user');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await resend(signedInEmail ? {} : { email })
      .unwrap()
      .catch(() => null);
    if (answer) show('notice', answer.message);
  }

  async function leave() {
    await signOut()
      .unwrap()
      .catch(() => undefined);
    leaveApp(externalPaths.home);
  }

  return (
    <>
      <PageHeader
        title="Resend confirmation instructions"
        description={
          signedInEmail
            ? `Please confirm your email address to keep using Deckmill. We will send the link to ${signedInEmail}.`
            : 'Enter your email and we will send the confirmation link again.'
        }
      />
      <form className={styles.form} onSubmit={submit}>
        <FormErrorBox message={errorMessage(error)} />
        {!signedInEmail && (
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors['email']}
          />
        )}
        <SubmitButton className={styles.submit} busy={isLoading} busyLabel="Sending...">
          Resend confirmation instructions
        </SubmitButton>
      </form>
      <p className={styles.links}>
        {signedInEmail ? (
          <Button variant="secondary" onClick={leave} disabled={signingOut}>
            Sign out
          </Button>
        ) : (
          <Link to={paths.signIn}>Back to sign in</Link>
        )}
      </p>
    </>
  );
}
