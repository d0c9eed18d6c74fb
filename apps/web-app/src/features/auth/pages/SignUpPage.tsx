import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormErrorBox, PageHeader, SubmitButton, TextInput } from '@deckmill/ui';
import { errorMessage, fieldErrors } from '@deckmill/web-data';
import { externalPaths, paths } from '../../../app/routing/paths';
import { useSignUpMutation } from '../api/accountsApi';
import styles from '../components/AuthForm.module.css';
import { withReturnTo } from '../components/withReturnTo';

const EMPTY = { name: '', company: '', email: '', password: '', password_confirmation: '' };

/** /users/sign_up: name, optional company, email and password (spec 2.2); signs the new user in. */
export function SignUpPage() {
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('return_to');
  const [form, setForm] = useState(EMPTY);
  const [signUp, { isLoading, error }] = useSignUpMutation();
  const errors = fieldErrors(error, 'user');

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
      <p className={styles.links}>
        Already have an account? <Link to={withReturnTo(paths.signIn, returnTo)}>Sign in</Link>
      </p>
    </>
  );
}
