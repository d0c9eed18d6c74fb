import { useState, type FormEvent } from 'react';
import { FormErrorBox, SubmitButton, TextInput } from '@deckmill/ui';
import { errorMessage, fieldErrors } from '@deckmill/web-data';
import { useVerifySsoDomainMutation } from '../api/teamsApi';
import styles from './VerifySsoDomainForm.module.css';

/**
 * Marks one of the team's SSO email domains verified without its DNS TXT record, for a customer who cannot
 * publish one; the team's page then shows it "Verified by Deckmill". The server checks the domain is the team's.
 */
export function VerifySsoDomainForm({ teamId }: { teamId: number }) {
  const [domain, setDomain] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [verify, { isLoading, error }] = useVerifySsoDomainMutation();
  const errors = fieldErrors(error);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(null);
    const value = domain.trim().toLowerCase();
    const result = await verify({ team_id: teamId, domain: value });
    if ('error' in result) return;
    setDone(value);
    setDomain('');
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.note}>
        Mark one of this team&apos;s single sign-on email domains as verified when its owner cannot publish
        the DNS TXT record. Only do this once you are sure the team owns the domain.
      </p>
      <FormErrorBox message={errors['domain'] ? undefined : errorMessage(error)} />
      <TextInput
        label="Email domain"
        name="domain"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="none"
        placeholder="acme.com"
        required
        value={domain}
        onChange={(event) => setDomain(event.target.value)}
        error={errors['domain']}
      />
      <div className={styles.actions}>
        <SubmitButton busy={isLoading} busyLabel="Verifying...">
          Mark verified
        </SubmitButton>
        <span role="status">{done && `${done} is marked verified.`}</span>
      </div>
    </form>
  );
}
