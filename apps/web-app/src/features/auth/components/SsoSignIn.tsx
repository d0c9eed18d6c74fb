import { useEffect, useState, type FormEvent } from 'react';
import { Button, SubmitButton, TextInput } from '@deckmill/ui';
import { externalPaths } from '../../../config/paths';
import { leaveApp } from '../../../lib/leaveApp';
import styles from './SsoSignIn.module.css';

export interface SsoSignInProps {
  /** What the password form holds, to start from when the visitor opens this one. */
  initialEmail: string;
  /** Open at once, as the main way in (password sign-in answered that the domain enforces SSO). */
  prominent?: boolean;
}

/**
 * "Sign in with SSO": asks for the work email, then a full page load of the gateway's SSO start, which
 * redirects to the team's provider (the browser must follow it, so never the router or fetch).
 */
export function SsoSignIn({ initialEmail, prominent = false }: SsoSignInProps) {
  const [open, setOpen] = useState(prominent);
  const [email, setEmail] = useState(initialEmail);
  const [leaving, setLeaving] = useState(false);

  // Back from the provider, the browser may restore this page as it was left: busy. Make it usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  function openForm() {
    setEmail(initialEmail);
    setOpen(true);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setLeaving(true);
    leaveApp(externalPaths.ssoSignIn(email.trim()));
  }

  if (!open) {
    return (
      <div className={styles.sso}>
        <p className={styles.divider}>or</p>
        <Button variant="secondary" className={styles.wide} onClick={openForm}>
          Sign in with SSO
        </Button>
      </div>
    );
  }

  return (
    <form
      className={styles.sso}
      aria-label="Single sign-on"
      data-prominent={prominent || undefined}
      onSubmit={submit}
    >
      {!prominent && <p className={styles.divider}>or</p>}
      <p className={styles.intro}>
        {prominent
          ? 'Your organization signs in through its identity provider. Continue with your work email.'
          : "Enter your work email and we'll take you to your organization's sign-in page."}
      </p>
      <TextInput
        label="Work email"
        name="sso_email"
        type="email"
        autoComplete="email"
        required
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <SubmitButton
        variant={prominent ? 'primary' : 'secondary'}
        className={styles.wide}
        busy={leaving}
        busyLabel="Redirecting..."
      >
        Sign in with SSO
      </SubmitButton>
    </form>
  );
}
