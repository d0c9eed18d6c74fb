import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormErrorBox, PageHeader, SubmitButton, TextInput } from '@deckmill/ui';
import { errorMessage, fieldErrors } from '@deckmill/web-data';
import { externalPaths, paths } from '../../../config/paths';
import { useSignUpMutation } from '../api/accountsApi';
import styles from '../components/AuthForm.module.css';
import { withReturnTo } from '../components/withReturnTo';

const EMPTY = { name: '', company: '', email: '', password: '', password_confirmation: '' };

/**
 * /users/sign_up: name, optional company, email and password. Then "check your mail": sign-up never
 * signs in, and answers a taken address exactly like a new one (nobody learns which addresses have
 * accounts), so the page says the same in both cases and offers Sign in (keeping return_to, e.g. an
 * invitation's teams page).
 */
export function SignUpPage() {
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('return_to');
  const [form, setForm] = useState(EMPTY);
  const [signUp, { isLoading, error, data }] = useSignUpMutation();
  const errors = fieldErrors(error, 'user');
  const signInLink = <Link to={withReturnTo(paths.signIn, returnTo)}>Sign in</Link>;

  if (data) {
    return (
      <>
        <PageHeader title="Check your email" />
        <p className={styles.intro} role="status">
          {data.message}
        </p>
        <p className={styles.links}>We sent it to {form.email}. Once you have confirmed, or right away:</p>
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await signUp(form)
      .unwrap()
      .catch(() => undefined);
  }

  return (
    <>
      <PageHeader title="Create your account" />
      <form className={styles.form} onSubmit={submit}>
        <FormErrorBox message={errorMessage(error)} />
        <TextInput label="Full name" autoComplete="name" required autoFocus {...bind('name')} />
        <TextInput label="Company" autoComplete="organization" optional {...bind('company')} />
        <TextInput label="Email" type="email" autoComplete="email" required {...bind('email')} />
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
