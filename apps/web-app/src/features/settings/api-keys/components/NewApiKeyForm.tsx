import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ApiKeyResponse } from '@deckmill/api-contracts';
import { buttonClassName, CopyButton, FormErrorBox, SubmitButton, TextInput } from '@deckmill/ui';
import { errorMessage, fieldErrors } from '@deckmill/web-data';
import { paths } from '../../../../config/paths';
import { useCreateApiKeyMutation } from '../api/apiKeysApi';
import styles from './NewApiKeyForm.module.css';

/** The key name, then the new key itself, shown this once. */
export function NewApiKeyForm() {
  const [name, setName] = useState('');
  const [created, setCreated] = useState<ApiKeyResponse | null>(null);
  const [createKey, { isLoading, error }] = useCreateApiKeyMutation();
  const errors = fieldErrors(error);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await createKey({ name })
      .unwrap()
      .catch(() => null);
    if (answer) setCreated(answer.api_key);
  }

  if (created?.token) {
    return (
      <div className={styles.form}>
        <p role="status" data-tone="green" className={styles.created}>
          API key “{created.name}” was created. Copy it now: it is shown only this once.
        </p>
        <TextInput
          label="Your API key"
          name="token"
          readOnly
          value={created.token}
          onFocus={(e) => e.target.select()}
        />
        <div>
          <CopyButton value={created.token} label="Copy API key" />
        </div>
        <p className={styles.note}>
          Send it as <code>Authorization: Bearer &lt;key&gt;</code>. Store it somewhere safe; if you lose it,
          revoke it and create a new one.
        </p>
        <div className={styles.actions}>
          <Link to={paths.apiKeys} className={buttonClassName()}>
            Done
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit}>
      <FormErrorBox message={errors['name'] ? undefined : errorMessage(error)} />
      <TextInput
        label="Key name"
        name="name"
        required
        autoFocus
        placeholder="e.g., CRM integration"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors['name']}
      />
      <p className={styles.note}>The key is shown once after creation. Copy it then and keep it secret.</p>
      <div className={styles.actions}>
        <Link to={paths.apiKeys} className={buttonClassName({ variant: 'secondary' })}>
          Cancel
        </Link>
        <SubmitButton busy={isLoading} busyLabel="Creating...">
          Create API Key
        </SubmitButton>
      </div>
    </form>
  );
}
