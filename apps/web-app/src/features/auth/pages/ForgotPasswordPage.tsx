import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormErrorBox, PageHeader, SubmitButton, TextInput } from '@deckmill/ui';
import { errorMessage, fieldErrors, flashState } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useRequestPasswordResetMutation } from '../api/accountsApi';
import styles from '../components/AuthForm.module.css';

/** /users/password/new: asks for the email to send reset instructions to. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [requestReset, { isLoading, error }] = useRequestPasswordResetMutation();
  const navigate = useNavigate();
  const errors = fieldErrors(error, 'user');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await requestReset({ email })
      .unwrap()
      .catch(() => null);
    if (answer) await navigate(paths.signIn, { state: flashState('notice', answer.message) });
  }

  return (
    <>
      <PageHeader
        title="Forgot your password?"
        description="Enter your email and we will send you a link to choose a new password."
      />
      <form className={styles.form} onSubmit={submit}>
        <FormErrorBox message={errorMessage(error)} />
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
        <SubmitButton className={styles.submit} busy={isLoading} busyLabel="Sending...">
          Send reset instructions
        </SubmitButton>
      </form>
      <p className={styles.links}>
        <Link to={paths.signIn}>Back to sign in</Link>
      </p>
    </>
  );
}
