import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Checkbox, FormErrorBox, PageHeader, SubmitButton, TextInput } from '@deckmill/ui';
import { errorMessage, fieldErrors, type FieldErrors } from '@deckmill/web-data';
import { useLocalMode } from '../../../lib/useLocalMode';
import { paths } from '../../../config/paths';
import { useSignInMutation } from '../api/accountsApi';
import styles from '../components/AuthForm.module.css';
import { InvitationBanner } from '../components/InvitationBanner';
import { invitationTokenOf } from '../components/invitationToken';
import { SsoSignIn } from '../components/SsoSignIn';
import { isSsoEnforced, ssoErrorMessage } from '../components/ssoErrors';
import { withReturnTo } from '../components/withReturnTo';

/**
 * /users/sign_in: email, password and remember me. Once signed in, the session reloads and
 * GuestOnly sends the user on to return_to or the dashboard. "Sign in with SSO" (docs/sso.md) leaves for the
 * team's provider; `?sso_error=<code>` is why an SSO sign-in came back here, and a password refused because
 * the domain enforces SSO puts the SSO form first. Reached from an invitation link (its token in return_to),
 * it says who invites to which team above the form.
 */
export function SignInPage() {
  const local = useLocalMode();
  return local ? <LocalSignIn /> : <PasswordSignIn />;
}

/**
 * Local mode (the desktop app) has no passwords: the Deckmill app on this computer signs its one account in
 * when it opens this window.
 */
function LocalSignIn() {
  return (
    <>
      <PageHeader title="Open Deckmill" />
      <p className={styles.notices}>
        Deckmill runs on this computer. Start it from the Deckmill app: it opens this window signed in.
      </p>
    </>
  );
}

function PasswordSignIn() {
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('return_to');
  const invitationToken = invitationTokenOf(searchParams);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [signIn, { isLoading, error }] = useSignInMutation();
  // A wrong pair comes back as the box's message and again on the password field: say it once, in the box.
  const errors = withoutRepeats(fieldErrors(error), errorMessage(error));
  const ssoError = ssoErrorMessage(searchParams.get('sso_error'));
  const enforced = isSsoEnforced(error);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await signIn({ email, password, remember_me: rememberMe })
      .unwrap()
      .catch(() => undefined);
  }

  return (
    <>
      <PageHeader title="Sign in" />
      {invitationToken && (
        <InvitationBanner
          token={invitationToken}
          detail={(invited) => `Sign in as ${invited} to accept or decline it.`}
          fallback="You can still sign in."
        />
      )}
      <div className={styles.notices}>
        <FormErrorBox message={ssoError} />
        {enforced && (
          <>
            <FormErrorBox message={errorMessage(error)} />
            <SsoSignIn key="enforced" initialEmail={email} prominent />
          </>
        )}
      </div>
      <form className={styles.form} onSubmit={submit}>
        {!enforced && <FormErrorBox message={errorMessage(error)} />}
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
        <TextInput
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors['password']}
        />
        <div className={styles.row}>
          <Checkbox
            label="Remember me"
            name="remember_me"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
          <Link to={paths.forgotPassword}>Forgot your password?</Link>
        </div>
        <SubmitButton className={styles.submit} busy={isLoading} busyLabel="Signing in...">
          Sign in
        </SubmitButton>
      </form>
      {!enforced && <SsoSignIn key="optional" initialEmail={email} />}
      <p className={styles.links}>
        Don&apos;t have an account? <Link to={withReturnTo(paths.signUp, returnTo)}>Sign up</Link>
      </p>
    </>
  );
}

function withoutRepeats(errors: FieldErrors, boxMessage: string | undefined): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors)
      .map(([key, messages]) => [key, messages.filter((message) => message !== boxMessage)] as const)
      .filter(([, messages]) => messages.length > 0),
  );
}
