import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormErrorBox, PageHeader, SubmitButton, TextInput } from '@deckmill/ui';
import { errorMessage, fieldErrors } from '@deckmill/web-data';
import { useGetInvitationPreviewQuery } from '../../../api/invitationLinksApi';
import { externalPaths, paths } from '../../../config/paths';
import { useSignUpMutation } from '../api/accountsApi';
import styles from '../components/AuthForm.module.css';
import { InvitationBanner } from '../components/InvitationBanner';
import { invitationTokenOf } from '../components/invitationToken';
import { withReturnTo } from '../components/withReturnTo';

const EMPTY = { name: '', company: '', email: '', password: '', password_confirmation: '' };

/**
 * /users/sign_up: name, optional company, email and password. Then "check your mail": sign-up never
 * signs in, and answers a taken address exactly like a new one (nobody learns which addresses have
 * accounts), so the page says the same in both cases and offers Sign in (keeping return_to, e.g. an
 * invitation's teams page).
 *
 * From an invitation link (`?invitation=<token>`) it says who invites to which team and prefills the invited
 * address (still editable). Signing up with that address confirms it at once and joins the team, since the
 * link proves the mailbox; another address gets the usual confirmation mail.
 */
export function SignUpPage() {
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('return_to');
  const invitationToken = invitationTokenOf(searchParams);
  const { data: invitation } = useGetInvitationPreviewQuery(invitationToken ?? '', {
    skip: !invitationToken,
  });
  const [form, setForm] = useState(EMPTY);
  // The invited address fills the field until the user types their own.
  const [emailEdited, setEmailEdited] = useState(false);
  const email = emailEdited ? form.email : form.email || invitation?.email || '';
  const [signUp, { isLoading, error, data }] = useSignUpMutation();
  const errors = fieldErrors(error, 'user');
  const signInLink = <Link to={withReturnTo(paths.signIn, returnTo)}>Sign in</Link>;

  if (data?.email_confirmed) {
    const next = data.team ? paths.team(data.team.short_id) : null;
    return (
      <>
        <PageHeader title={data.team ? `Welcome to ${data.team.name}` : 'Your account is ready'} />
        <p className={styles.intro} role="status">
          {data.message}
        </p>
        <p className={styles.links}>
          <Link to={withReturnTo(paths.signIn, next ?? returnTo)}>Sign in</Link>
        </p>
      </>
    );
  }

  if (data) {
    return (
      <>
        <PageHeader title="Check your email" />
        <p className={styles.intro} role="status">
          {data.message}
        </p>
        <p className={styles.links}>We sent it to {email}. Once you have confirmed, or right away:</p>
        <p className={styles.links}>{signInLink}</p>
      </>
    );
  }

  const bind = (field: keyof typeof EMPTY) => ({
    name: field,
    value: form[field],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value }),
    error: errors[field],
  });
  const invitedAddressChanged =
    invitation !== undefined && email.trim().toLowerCase() !== invitation.email.toLowerCase();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = invitationToken ? { ...form, email, invitation_token: invitationToken } : { ...form, email };
    await signUp(sent)
      .unwrap()
      .catch(() => undefined);
  }

  return (
    <>
      <PageHeader title="Create your account" />
      {invitationToken && (
        <InvitationBanner
          token={invitationToken}
          detail={(invited) => `Create your account with ${invited} to join. No confirmation email needed.`}
          fallback="You can still create an account."
        />
      )}
      <form className={styles.form} onSubmit={submit}>
        <FormErrorBox message={errorMessage(error)} />
        <TextInput label="Full name" autoComplete="name" required autoFocus {...bind('name')} />
        <TextInput label="Company" autoComplete="organization" optional {...bind('company')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...bind('email')}
          value={email}
          onChange={(event) => {
            setEmailEdited(true);
            setForm({ ...form, email: event.target.value });
          }}
          hint={
            invitedAddressChanged && invitation
              ? `The invitation confirms only ${invitation.email}; this address will get a confirmation link.`
              : undefined
          }
        />
        <TextInput
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          {...bind('password')}
        />
        <TextInput
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          {...bind('password_confirmation')}
        />
        <p className={styles.legal}>
          By creating an account you agree to the <a href={externalPaths.terms}>Terms of Service</a> and the{' '}
          <a href={externalPaths.privacy}>Privacy Policy</a>.
        </p>
        <SubmitButton className={styles.submit} busy={isLoading} busyLabel="Creating account...">
          Create account
        </SubmitButton>
      </form>
      <p className={styles.links}>Already have an account? {signInLink}</p>
    </>
  );
}
