import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormErrorBox, PageHeader, SubmitButton, TextInput } from '@deckmill/ui';
import { errorMessage, fieldErrors, flashState } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useResetPasswordMutation } from '../api/accountsApi';
import styles from '../components/AuthForm.module.css';

/**
 * /users/password/edit?reset_password_token=...: sets a new password. The user is then signed in, and
 * GuestOnly moves on to the dashboard; unless their domain enforces SSO (docs/sso.md): the password is set
 * but no session opens, and the answer's message goes to the sign-in page, which offers SSO.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('reset_password_token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [resetPassword, { isLoading, error }] = useResetPasswordMutation();
  const navigate = useNavigate();
  const errors = fieldErrors(error, 'user');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await resetPassword({
      reset_password_token: token,
      password,
      password_confirmation: confirmation,
    })
      .unwrap()
      .catch(() => undefined);
    if (answer && 'message' in answer)
      await navigate(paths.signIn, { state: flashState('notice', answer.message) });
  }

  return (
    <>
      <PageHeader title="Reset your password" />
      <form className={styles.form} onSubmit={submit}>
        <FormErrorBox message={errorMessage(error)} />
        <TextInput
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
          hint="At least 8 characters."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors['password']}
        />
        <TextInput
          label="Confirm new password"
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={errors['password_confirmation']}
        />
        <SubmitButton className={styles.submit} busy={isLoading} busyLabel="Resetting...">
          Reset password
        </SubmitButton>
      </form>
      <p className={styles.links}>
        {errors['reset_password_token'] ? (
          <Link to={paths.forgotPassword}>Request a new reset link</Link>
        ) : (
          <Link to={paths.signIn}>Back to sign in</Link>
        )}
      </p>
    </>
  );
}
